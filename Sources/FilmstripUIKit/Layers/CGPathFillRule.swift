/// How Core Graphics decides what is inside a path: by its nonzero winding number, or by an odd number of crossings.
public enum CGPathFillRule: Int, Sendable {
    case winding = 0
    case evenOdd = 1
}
