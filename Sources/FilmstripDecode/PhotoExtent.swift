import FilmstripImage

/// Where the photo lies exactly in a decoded image's pixels, with fractional edges (see
/// `DecodedImage.photoExtent`): a shrink-on-load decode rounds its size up, so the last row or column may be partly
/// photo. It is a `PixelRect`, so the rasterizer takes it as it is.
package typealias PhotoExtent = PixelRect

extension PixelRect {
    /// True when the extent is the whole of a `width` x `height` image.
    public func isWhole(width: Int, height: Int) -> Bool {
        x == 0 && y == 0 && self.width == Double(width) && self.height == Double(height)
    }

    /// The exact extent of a photo of `storedSize` decoded at 1/`denominator` into `decoded` (libjpeg's rounded-up
    /// size), placed as it appears after `orientation` is applied: where the stored image's last row or column
    /// ends up first, the partial pixel is on that side.
    static func scaled(
        storedSize: (width: Int, height: Int), denominator: Int, decoded: (width: Int, height: Int),
        orientation: ExifOrientation
    ) -> PhotoExtent {
        let ex = Double(storedSize.width) / Double(denominator)
        let ey = Double(storedSize.height) / Double(denominator)
        let w = Double(decoded.width)
        let h = Double(decoded.height)
        switch orientation {
        case .up: return PhotoExtent(x: 0, y: 0, width: ex, height: ey)
        case .upMirrored: return PhotoExtent(x: w - ex, y: 0, width: ex, height: ey)
        case .down: return PhotoExtent(x: w - ex, y: h - ey, width: ex, height: ey)
        case .downMirrored: return PhotoExtent(x: 0, y: h - ey, width: ex, height: ey)
        case .leftMirrored: return PhotoExtent(x: 0, y: 0, width: ey, height: ex)
        case .right: return PhotoExtent(x: h - ey, y: 0, width: ey, height: ex)
        case .rightMirrored: return PhotoExtent(x: h - ey, y: w - ex, width: ey, height: ex)
        case .left: return PhotoExtent(x: 0, y: w - ex, width: ey, height: ex)
        }
    }
}
