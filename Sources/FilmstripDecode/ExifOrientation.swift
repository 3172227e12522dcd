import FilmstripImage

/// The EXIF Orientation tag (0x0112): how stored pixels must be turned to show the photo upright.
public enum ExifOrientation: Int, Sendable, CaseIterable, Codable {
    // The tag's values are 1 to 8, in this order.
    /// As stored.
    case up = 1
    /// Mirrored left to right.
    case upMirrored
    /// Turned 180°.
    case down
    /// Mirrored top to bottom.
    case downMirrored
    /// Transposed: mirrored across the main diagonal.
    case leftMirrored
    /// Needs a 90° clockwise turn.
    case right
    /// Transversed: mirrored across the anti-diagonal.
    case rightMirrored
    /// Needs a 90° counter-clockwise turn.
    case left

    /// The orientation for a tag value; values outside 1...8 (0 is common) mean "as stored".
    public init(tagValue: Int) {
        self = ExifOrientation(rawValue: tagValue) ?? .up
    }

    /// True for 5-8, whose upright image is the stored one with width and height exchanged.
    public var swapsDimensions: Bool { rawValue >= 5 }

    /// The stored image turned upright.
    public func apply(to image: RGBAImage) -> RGBAImage {
        if self == .up { return image }
        let w = image.width
        let h = image.height
        let outWidth = swapsDimensions ? h : w
        let outHeight = swapsDimensions ? w : h
        var output = [UInt8](repeating: 0, count: image.pixels.count)
        image.pixels.withUnsafeBytes { sourceBytes in
            output.withUnsafeMutableBytes { outBytes in
                let source = sourceBytes.bindMemory(to: UInt32.self)
                let out = outBytes.bindMemory(to: UInt32.self)
                for y in 0..<outHeight {
                    for x in 0..<outWidth {
                        let (sx, sy) = sourcePixel(x: x, y: y, width: w, height: h)
                        out[y * outWidth + x] = source[sy * w + sx]
                    }
                }
            }
        }
        return RGBAImage(width: outWidth, height: outHeight, pixels: output)
    }

    /// The stored pixel shown at upright position (`x`, `y`), for a stored image of `width` x `height`.
    func sourcePixel(x: Int, y: Int, width: Int, height: Int) -> (Int, Int) {
        switch self {
        case .up: return (x, y)
        case .upMirrored: return (width - 1 - x, y)
        case .down: return (width - 1 - x, height - 1 - y)
        case .downMirrored: return (x, height - 1 - y)
        case .leftMirrored: return (y, x)
        case .right: return (y, height - 1 - x)
        case .rightMirrored: return (width - 1 - y, height - 1 - x)
        case .left: return (width - 1 - y, x)
        }
    }
}
