/// Which corners `CALayer.cornerRadius` rounds, as Core Animation names them (min Y is the top on iOS).
public struct CACornerMask: OptionSet, Hashable, Sendable {
    /// The corners as bits.
    public let rawValue: UInt
    /// A mask from its bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// The top-left corner.
    public static let layerMinXMinYCorner = CACornerMask(bit: 0)
    /// The top-right corner.
    public static let layerMaxXMinYCorner = CACornerMask(bit: 1)
    /// The bottom-left corner.
    public static let layerMinXMaxYCorner = CACornerMask(bit: 2)
    /// The bottom-right corner.
    public static let layerMaxXMaxYCorner = CACornerMask(bit: 3)
}
