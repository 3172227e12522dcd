extension UISwipeGestureRecognizer {
    /// The permitted directions, UIKit's bits.
    public struct Direction: OptionSet, Hashable, Sendable {
        /// UIKit's bits.
        public let rawValue: UInt
        /// The option set of UIKit's `rawValue` bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// A swipe to the right.
        public static let right = Direction(rawValue: 1 << 0)
        /// A swipe to the left.
        public static let left = Direction(rawValue: 1 << 1)
        /// A swipe up.
        public static let up = Direction(rawValue: 1 << 2)
        /// A swipe down.
        public static let down = Direction(rawValue: 1 << 3)
    }
}
