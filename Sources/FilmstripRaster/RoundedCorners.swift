/// Which corners of a `RoundedShape` are rounded (`CALayer.maskedCorners`); the others are square.
package struct RoundedCorners: OptionSet, Hashable, Sendable {
    /// The corners as bits.
    package let rawValue: UInt8
    /// Corners from their bits.
    package init(rawValue: UInt8) { self.rawValue = rawValue }
    /// The top-left corner.
    package static let topLeft = RoundedCorners(rawValue: 1 << 0)
    /// The top-right corner.
    package static let topRight = RoundedCorners(rawValue: 1 << 1)
    /// The bottom-left corner.
    package static let bottomLeft = RoundedCorners(rawValue: 1 << 2)
    /// The bottom-right corner.
    package static let bottomRight = RoundedCorners(rawValue: 1 << 3)
    /// All four: the default.
    package static let all: RoundedCorners = [.topLeft, .topRight, .bottomLeft, .bottomRight]
}
