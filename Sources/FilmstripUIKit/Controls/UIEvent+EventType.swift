extension UIEvent {
    /// The kinds of event, UIKit's values.
    public enum EventType: Int, Sendable {
        /// Touches on the screen: the type of every event here.
        case touches = 0
        /// The device moved (a shake).
        case motion
        /// A remote control's button (headphones, the lock screen).
        case remoteControl
        /// Physical buttons pressed.
        case presses
        /// A scroll from a trackpad or mouse.
        case scroll = 10
        /// A pointer hovering.
        case hover
        /// A trackpad pinch or rotation.
        case transform
    }
}
