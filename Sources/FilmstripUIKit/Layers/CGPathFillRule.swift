/// How Core Graphics decides what is inside a path: by its nonzero winding number, or by an odd number of crossings.
public enum CGPathFillRule: Int, Sendable {
    /// Inside where the winding number is not zero.
    case winding = 0
    /// Inside where a ray crosses the path an odd number of times.
    case evenOdd = 1
}
