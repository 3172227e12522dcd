/// One element of a path as `CGPath.applyWithBlock(_:)` hands it over: its kind and its points (none to three, end
/// point last), valid only during the call, as Core Graphics'.
public struct CGPathElement {
    /// What the element does.
    public var type: CGPathElementType
    /// The element's points: one for a move or a line, two for a quadratic curve, three for a cubic one.
    public var points: UnsafeMutablePointer<CGPoint>

    /// An element of `type` with `points`.
    public init(type: CGPathElementType, points: UnsafeMutablePointer<CGPoint>) {
        self.type = type
        self.points = points
    }
}
