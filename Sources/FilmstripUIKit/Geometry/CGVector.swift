/// A two-dimensional vector, as Core Graphics' `CGVector` (Foundation on Linux has no Core Graphics).
public struct CGVector: Hashable, Sendable {
    /// The x component.
    public var dx: CGFloat
    /// The y component.
    public var dy: CGFloat

    /// The zero vector.
    public init() { self.init(dx: 0, dy: 0) }

    /// A vector of `dx` and `dy`.
    public init(dx: CGFloat, dy: CGFloat) {
        self.dx = dx
        self.dy = dy
    }

    /// The zero vector.
    public static let zero = CGVector()
}
