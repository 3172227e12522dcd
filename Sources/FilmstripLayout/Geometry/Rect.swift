/// An axis-aligned rectangle in points with `CGRect`'s semantics for the operations layouts need.
public struct Rect: Hashable, Sendable {
    /// The top-left corner.
    public var origin: Point
    /// The width and height.
    public var size: Size

    /// The rectangle with its top-left corner at `x`, `y`.
    public init(x: Double, y: Double, width: Double, height: Double) {
        origin = Point(x: x, y: y)
        size = Size(width: width, height: height)
    }

    /// The empty rectangle at the origin.
    public static let zero = Rect(x: 0, y: 0, width: 0, height: 0)

    /// The left edge.
    public var minX: Double { origin.x }
    /// The top edge.
    public var minY: Double { origin.y }
    /// The right edge.
    public var maxX: Double { origin.x + size.width }
    /// The bottom edge.
    public var maxY: Double { origin.y + size.height }
    /// The horizontal centre.
    public var midX: Double { origin.x + size.width / 2 }
    /// The vertical centre.
    public var midY: Double { origin.y + size.height / 2 }
    /// The width.
    public var width: Double { size.width }
    /// The height.
    public var height: Double { size.height }
    /// The centre point.
    public var center: Point { Point(x: midX, y: midY) }

    /// Positive-area overlap, like `CGRect.intersects`: rectangles that only touch do not intersect.
    public func intersects(_ other: Rect) -> Bool {
        minX < other.maxX && other.minX < maxX && minY < other.maxY && other.minY < maxY
            && width > 0 && height > 0 && other.width > 0 && other.height > 0
    }

    /// The rectangle moved by `dx`, `dy`.
    public func offsetBy(dx: Double, dy: Double) -> Rect {
        Rect(x: origin.x + dx, y: origin.y + dy, width: size.width, height: size.height)
    }

    /// The rectangle scaled by `factor` about its own centre, as a `CGAffineTransform(scaleX:y:)` on a view's
    /// frame does: the frame becomes the scaled bounding box.
    public func scaled(by factor: Double) -> Rect {
        let w = size.width * factor
        let h = size.height * factor
        return Rect(x: midX - w / 2, y: midY - h / 2, width: w, height: h)
    }
}
