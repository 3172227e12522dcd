extension UIControl {
    /// The events a control sends to its targets, with UIKit's bits.
    public struct Event: OptionSet, Hashable, Sendable {
        /// UIKit's bits.
        public let rawValue: UInt
        /// The option set of UIKit's `rawValue` bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// A finger touched the control.
        public static let touchDown = Event(rawValue: 1 << 0)
        /// A finger touched the control again (a double tap).
        public static let touchDownRepeat = Event(rawValue: 1 << 1)
        /// A finger moved within the control.
        public static let touchDragInside = Event(rawValue: 1 << 2)
        /// A finger moved outside the control.
        public static let touchDragOutside = Event(rawValue: 1 << 3)
        /// A finger moved into the control.
        public static let touchDragEnter = Event(rawValue: 1 << 4)
        /// A finger moved out of the control.
        public static let touchDragExit = Event(rawValue: 1 << 5)
        /// A finger lifted inside the control: a tap, what buttons answer.
        public static let touchUpInside = Event(rawValue: 1 << 6)
        /// A finger lifted outside the control.
        public static let touchUpOutside = Event(rawValue: 1 << 7)
        /// The system cancelled the touch.
        public static let touchCancel = Event(rawValue: 1 << 8)
        /// The value changed (a switch, a slider, a page control, a segmented control).
        public static let valueChanged = Event(rawValue: 1 << 12)
        /// The control's primary action ran (a button's `UIAction`).
        public static let primaryActionTriggered = Event(rawValue: 1 << 13)
        /// The control's menu was shown.
        public static let menuActionTriggered = Event(rawValue: 1 << 14)
        /// Text editing began.
        public static let editingDidBegin = Event(rawValue: 1 << 16)
        /// The edited text changed.
        public static let editingChanged = Event(rawValue: 1 << 17)
        /// Text editing ended.
        public static let editingDidEnd = Event(rawValue: 1 << 18)
        /// Text editing ended with the return key.
        public static let editingDidEndOnExit = Event(rawValue: 1 << 19)
        /// Every touch event.
        public static let allTouchEvents = Event(rawValue: 0x0000_0FFF)
        /// Every editing event.
        public static let allEditingEvents = Event(rawValue: 0x000F_0000)
        /// Bits the app may use for its own events.
        public static let applicationReserved = Event(rawValue: 0x0F00_0000)
        /// Bits UIKit keeps for itself.
        public static let systemReserved = Event(rawValue: 0xF000_0000)
        /// Every event.
        public static let allEvents = Event(rawValue: 0xFFFF_FFFF)
    }
}
