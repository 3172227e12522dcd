/// One step of a path, as Core Graphics records it: arcs, rectangles and ellipses are recorded as the lines and
/// cubic Béziers that make them.
enum PathElement: Hashable, Sendable {
    /// Starts a new subpath at the point.
    case move(CGPoint)
    /// A straight line to the point.
    case line(CGPoint)
    /// A quadratic Bézier through `control` to `to`.
    case quad(control: CGPoint, to: CGPoint)
    /// A cubic Bézier through the two controls to `to`.
    case cubic(CGPoint, CGPoint, to: CGPoint)
    /// Closes the subpath back to its first point.
    case close

    /// The element with each point mapped by `transform`.
    func applying(_ transform: CGAffineTransform) -> PathElement {
        switch self {
        case .move(let p): .move(p.applying(transform))
        case .line(let p): .line(p.applying(transform))
        case .quad(let c, let p): .quad(control: c.applying(transform), to: p.applying(transform))
        case .cubic(let c1, let c2, let p):
            .cubic(c1.applying(transform), c2.applying(transform), to: p.applying(transform))
        case .close: .close
        }
    }

    /// The points the element names (end point last).
    var points: [CGPoint] {
        switch self {
        case .move(let p), .line(let p): [p]
        case .quad(let c, let p): [c, p]
        case .cubic(let c1, let c2, let p): [c1, c2, p]
        case .close: []
        }
    }
}
