/// A rectangle with fractional edges in a decoded image's pixels: where the photo lies exactly
/// (see `DecodedImage.photoExtent`). FilmstripRaster's `PixelRect` takes the same four numbers.
public struct PhotoExtent: Hashable, Sendable {
    public var x: Double
    public var y: Double
    public var width: Double
    public var height: Double

    public init(x: Double, y: Double, width: Double, height: Double) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    /// True when the extent is the whole of a `width` x `height` image.
    public func isWhole(width: Int, height: Int) -> Bool {
        x == 0 && y == 0 && self.width == Double(width) && self.height == Double(height)
    }

    /// The exact extent of a photo of `storedSize` decoded at 1/`denominator` into `decoded` (libjpeg's rounded-up
    /// size), placed as it appears after `orientation` is applied: where the stored image's last row or column
    /// ends up first, the partial pixel is on that side.
    static func scaled(storedSize: (width: Int, height: Int), denominator: Int, decoded: (width: Int, height: Int),
                       orientation: ExifOrientation) -> PhotoExtent {
        let ex = Double(storedSize.width) / Double(denominator), ey = Double(storedSize.height) / Double(denominator)
        let w = Double(decoded.width), h = Double(decoded.height)
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
