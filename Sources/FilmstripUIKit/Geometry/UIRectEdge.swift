/// Edges of a rectangle, as UIKit names them (`edgesForExtendedLayout`).
public struct UIRectEdge: OptionSet, Hashable, Sendable {
    /// The edges as bits.
    public let rawValue: UInt
    /// Edges from their bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// The top edge.
    public static let top = UIRectEdge(bit: 0)
    /// The left edge.
    public static let left = UIRectEdge(bit: 1)
    /// The bottom edge.
    public static let bottom = UIRectEdge(bit: 2)
    /// The right edge.
    public static let right = UIRectEdge(bit: 3)
    /// All four.
    public static let all: UIRectEdge = [.top, .left, .bottom, .right]
}
