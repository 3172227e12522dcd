/// How a tab bar item looks in one state: its image's colour and its title's attributes; nil and empty keep the
/// bar's defaults.
open class UITabBarItemStateAppearance: NSObject {
    /// The image's colour.
    open var iconColor: UIColor?
    /// The title's attributes (`.font`, `.foregroundColor`).
    open var titleTextAttributes: [NSAttributedString.Key: Any] = [:]
    /// The badge's colour; kept, as badges are not drawn.
    open var badgeBackgroundColor: UIColor?
}
