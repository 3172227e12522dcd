extension UIView {
    /// Which of a view's margins and sides grow or shrink when its superview's bounds size changes; the arithmetic is
    /// `AutoresizingGeometry.frame(_:mask:oldSuperviewSize:newSuperviewSize:)`.
    public struct AutoresizingMask: OptionSet, Hashable, Sendable {
        /// The flexible parts as bits, UIKit's values.
        public let rawValue: UInt
        /// A mask from its bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// The left margin (the distance to the superview's left edge) is flexible.
        public static let flexibleLeftMargin = AutoresizingMask(bit: 0)
        /// The width is flexible.
        public static let flexibleWidth = AutoresizingMask(bit: 1)
        /// The right margin is flexible.
        public static let flexibleRightMargin = AutoresizingMask(bit: 2)
        /// The top margin is flexible.
        public static let flexibleTopMargin = AutoresizingMask(bit: 3)
        /// The height is flexible.
        public static let flexibleHeight = AutoresizingMask(bit: 4)
        /// The bottom margin is flexible.
        public static let flexibleBottomMargin = AutoresizingMask(bit: 5)
    }
}
