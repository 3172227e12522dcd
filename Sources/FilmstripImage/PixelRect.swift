/// A rectangle in pixels with fractional edges, so the rasterizer needs nothing from the layout module:
/// the renderer converts a layout frame (points) to this by multiplying by the render scale.
public struct PixelRect: Hashable, Sendable, CustomStringConvertible {
    /// The left edge, in pixels from the canvas's left.
    public var x: Double
    /// The top edge, in pixels from the canvas's top.
    public var y: Double
    /// The width in pixels.
    public var width: Double
    /// The height in pixels.
    public var height: Double

    /// A rectangle at `x`, `y` of `width` by `height` pixels, fractions allowed.
    public init(x: Double, y: Double, width: Double, height: Double) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    /// The whole of an image or canvas of `width` x `height` pixels.
    public init(width: Int, height: Int) {
        self.init(x: 0, y: 0, width: Double(width), height: Double(height))
    }

    /// The left edge.
    public var minX: Double { x }
    /// The top edge.
    public var minY: Double { y }
    /// The right edge.
    public var maxX: Double { x + width }
    /// The bottom edge.
    public var maxY: Double { y + height }

    /// True when the rectangle covers no area (a zero, negative or NaN side).
    public var isEmpty: Bool { !(width > 0) || !(height > 0) }

    /// True when every field is a finite number (the rasterizer ignores rectangles that are not).
    public var isFinite: Bool { x.isFinite && y.isFinite && width.isFinite && height.isFinite }

    private var containsNaN: Bool { x.isNaN || y.isNaN || width.isNaN || height.isNaN }

    /// The overlap of two rectangles, or nil when they share no positive area (touching edges do not overlap).
    /// A NaN anywhere (in either rectangle) gives nil too.
    public func intersection(_ other: PixelRect) -> PixelRect? {
        guard !containsNaN, !other.containsNaN else { return nil }
        let left = max(minX, other.minX)
        let right = min(maxX, other.maxX)
        let top = max(minY, other.minY)
        let bottom = min(maxY, other.maxY)
        guard right > left, bottom > top else { return nil }
        return PixelRect(x: left, y: top, width: right - left, height: bottom - top)
    }

    /// Every field multiplied by `factor`: a layout frame in points becomes pixels at render scale `factor`.
    public func scaled(by factor: Double) -> PixelRect {
        PixelRect(x: x * factor, y: y * factor, width: width * factor, height: height * factor)
    }

    /// The centred part of a `sourceWidth` x `sourceHeight` image with the aspect ratio of
    /// `destinationWidth` x `destinationHeight`: the source rectangle for aspect-fill (crop the overflow, keep the middle).
    public static func aspectFillSource(
        sourceWidth: Double, sourceHeight: Double,
        destinationWidth: Double, destinationHeight: Double
    ) -> PixelRect {
        guard sourceWidth > 0, sourceHeight > 0, destinationWidth > 0, destinationHeight > 0 else {
            return PixelRect(x: 0, y: 0, width: max(sourceWidth, 0), height: max(sourceHeight, 0))
        }
        let scale = max(destinationWidth / sourceWidth, destinationHeight / sourceHeight)
        let width = min(sourceWidth, destinationWidth / scale)
        let height = min(sourceHeight, destinationHeight / scale)
        return PixelRect(x: (sourceWidth - width) / 2, y: (sourceHeight - height) / 2, width: width, height: height)
    }

    /// `(x, y, width x height)`, for messages and test failures.
    public var description: String { "(\(x), \(y), \(width) x \(height))" }
}
