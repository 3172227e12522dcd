/// The kind of one element of a path, as Core Graphics names it for `CGPath.applyWithBlock(_:)`.
public enum CGPathElementType: Int32, Sendable {
    /// Starts a subpath at one point.
    case moveToPoint = 0
    /// A line to one point.
    case addLineToPoint = 1
    /// A quadratic Bézier: its control point, then its end.
    case addQuadCurveToPoint = 2
    /// A cubic Bézier: its two control points, then its end.
    case addCurveToPoint = 3
    /// Closes the subpath; no points.
    case closeSubpath = 4
}
