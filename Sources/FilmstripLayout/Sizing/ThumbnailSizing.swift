/// Sizes thumbnail cells from photo sizes: every cell is `cellScale` of the view height tall and keeps
/// its photo's aspect ratio. The headroom above `cellScale` is what the slider's centre zoom grows into.
package struct ThumbnailSizing: Hashable, Sendable {
    /// The collection view height `H`, in points.
    package var viewHeight: Double
    /// Cell height as a fraction of `viewHeight` (0.8 in the original slider).
    package var cellScale: Double

    /// Sizing for a view `viewHeight` points tall, thumbnails `cellScale` of it.
    package init(viewHeight: Double, cellScale: Double = 0.8) {
        self.viewHeight = viewHeight
        self.cellScale = cellScale
    }

    /// `h = H * cellScale`.
    package var cellHeight: Double { viewHeight * cellScale }

    /// The cell size for a photo of `photoSize` pixels (already oriented): `w = photoWidth * h / max(photoHeight, 1)`.
    /// Never rounded. A photo with no width gives a 0 pt wide cell; one with no height is treated as 1 pixel tall, as
    /// the original UIKit code's `max(_, 1)` does. Negative or non-finite pixel counts cannot come from an image, and
    /// give 0.
    package func cellSize(forPhoto photoSize: Size) -> Size {
        let h = cellHeight
        let photoWidth = ThumbnailSizing.usable(photoSize.width)
        let photoHeight = ThumbnailSizing.usable(photoSize.height)
        let w = photoWidth * h / Swift.max(photoHeight, 1)
        return Size(width: w.isFinite ? w : 0, height: h)
    }

    /// Cell sizes for every photo, in order.
    package func cellSizes(forPhotos photoSizes: [Size]) -> [Size] {
        photoSizes.map(cellSize(forPhoto:))
    }

    private static func usable(_ pixels: Double) -> Double {
        pixels.isFinite && pixels > 0 ? pixels : 0
    }
}
