extension UIButton {
    /// The kinds of button, UIKit's values.
    public enum ButtonType: Int, Sendable {
        /// A button that draws only what it is given: a white title by default.
        case custom = 0
        /// A system button: its title in the tint.
        case system
        /// The detail disclosure button; drawn as a system button without its symbol.
        case detailDisclosure
        /// The light info button; drawn as a system button without its symbol.
        case infoLight
        /// The dark info button; drawn as a system button without its symbol.
        case infoDark
        /// The add-contact button; drawn as a system button without its symbol.
        case contactAdd
        /// A plain button (tvOS and visionOS); drawn as a system button.
        case plain
        /// The close button; drawn as a system button without its symbol.
        case close = 7
        /// The old rounded-rectangle button: a system button since iOS 7.
        public static var roundedRect: ButtonType { .system }
    }
}
