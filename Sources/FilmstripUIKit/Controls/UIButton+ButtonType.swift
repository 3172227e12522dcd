extension UIButton {
    /// The kinds of button, UIKit's values.
    public enum ButtonType: Int, Sendable {
        case custom = 0
        case system, detailDisclosure, infoLight, infoDark, contactAdd, plain
        case close = 7
        /// The old rounded-rectangle button: a system button since iOS 7.
        public static var roundedRect: ButtonType { .system }
    }
}
