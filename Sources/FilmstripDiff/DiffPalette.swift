import FilmstripImage

/// The colours of a diff image, pixelmatch's defaults: the expected image faded almost to white so the marks stand
/// out while the picture stays recognisable.
enum DiffPalette {
    static let difference = RGBA(r: 255, g: 0, b: 0)
    static let antiAliased = RGBA(r: 255, g: 255, b: 0)
    /// Opacity of the expected image's greyscale under the marks.
    static let fadeOpacity = 0.1

    /// `fadeOpacity * alpha / 255` for every alpha, computed in pixelmatch's order so the faded grey is bit-exact.
    static let fadeFactors: [Double] = (0..<256).map { fadeOpacity * Double($0) / 255 }

    /// The grey of a pixel's luma at `fadeFactor` over white, truncated to a byte as pixelmatch's own PNG output is.
    @inline(__always)
    static func fadedGrey(_ pixel: UnsafePointer<UInt8>, fadeFactor: Double) -> UInt8 {
        let luma = YIQColorDelta.luma(Double(pixel[0]), Double(pixel[1]), Double(pixel[2]))
        // luma never exceeds 255.0000026, so the value stays below 256.
        return UInt8(YIQColorDelta.overWhite(luma, fadeFactor))
    }
}
