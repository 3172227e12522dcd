/// Which corners of a rectangle `UIBezierPath(roundedRect:byRoundingCorners:cornerRadii:)` rounds.
public struct UIRectCorner: OptionSet, Hashable, Sendable {
    /// The corners as bits.
    public let rawValue: UInt
    /// Corners from their bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// The top-left corner.
    public static let topLeft = UIRectCorner(bit: 0)
    /// The top-right corner.
    public static let topRight = UIRectCorner(bit: 1)
    /// The bottom-left corner.
    public static let bottomLeft = UIRectCorner(bit: 2)
    /// The bottom-right corner.
    public static let bottomRight = UIRectCorner(bit: 3)
    /// All four.
    public static let allCorners: UIRectCorner = [.topLeft, .topRight, .bottomLeft, .bottomRight]
}
