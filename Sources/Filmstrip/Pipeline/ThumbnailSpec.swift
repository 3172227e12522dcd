import FilmstripImage
import FilmstripLayout

/// The pixel size one photo's thumbnail is prepared at: big enough for the largest size any frame draws it
/// at, so it is decoded and resized once for a whole sequence.
package struct ThumbnailSpec: Sendable, Equatable {
    /// How much larger than the largest drawn size a thumbnail is made.
    ///
    /// A thumbnail resized to exactly the drawn size loses detail when the drawn cell sits at a fractional pixel
    /// position (the centred, zoomed cell nearly always does). On the bundled photos (`filmstrip-bench
    /// thumbnail-quality`), the cell at zoom 1.0 / 1.1 / 1.25 scored 50.6 / 47.6 / 41.7 dB PSNR against drawing
    /// the full-size photo directly from an exact-size thumbnail, 55.1 / 54.0 / 51.1 dB from one 1.25x larger,
    /// and 56.5 / 56.1 / 55.0 dB at 1.5x (which costs about 50% more draw time). 1.25 was the compromise.
    ///
    /// Drawing through pixman (8-bit fixed point where the Swift resampler summed in Float) scores 54.4 / 53.4 /
    /// 50.7 dB at 1.25x and 55.6 / 55.2 / 54.2 dB at 1.5x, so thumbnails are now made 1.5x larger to keep at least
    /// the quality the Float path had at 1.25x (docs/performance.md). The photo is still decoded at least twice
    /// the thumbnail size: decoding at 1.5x scores the same for these thumbnails but loses 1.9 dB for exact-size ones.
    package static let oversampling = 1.5

    /// Pixel size of the prepared thumbnail.
    package var pixelSize: PixelSize

    /// The spec for a cell of `cellSize` points that is drawn at up to `maximumScale` at `scale` pixels per point.
    package init(cellSize: Size, maximumScale: Double, scale: Int, oversampling: Double = ThumbnailSpec.oversampling) {
        let factor = maximumScale * Double(scale) * oversampling
        pixelSize = PixelSize(
            width: max(1, Int((cellSize.width * factor).rounded(.up))),
            height: max(1, Int((cellSize.height * factor).rounded(.up))))
    }
}
