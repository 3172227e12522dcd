extension UIControl {
    /// The states a control draws differently: UIKit's bits, `.normal` being none of them.
    public struct State: OptionSet, Hashable, Sendable {
        /// UIKit's bits.
        public let rawValue: UInt
        /// The option set of UIKit's `rawValue` bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// Enabled, not selected, not highlighted: the state titles and images fall back to.
        public static let normal = State([])
        /// A touch is on the control.
        public static let highlighted = State(rawValue: 1 << 0)
        /// The control is not enabled.
        public static let disabled = State(rawValue: 1 << 1)
        /// The control is selected.
        public static let selected = State(rawValue: 1 << 2)
        /// The control has the focus (a keyboard or remote).
        public static let focused = State(rawValue: 1 << 3)
        /// Bits the app may use for its own states.
        public static let application = State(rawValue: 0x00FF_0000)
        /// Bits UIKit keeps for itself.
        public static let reserved = State(rawValue: 0xFF00_0000)
    }
}
