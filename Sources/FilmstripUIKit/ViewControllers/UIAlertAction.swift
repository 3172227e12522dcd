/// A button of an alert: its title, style and the handler run when it is chosen.
open class UIAlertAction: NSObject {
    /// How an action is shown, UIKit's values.
    public enum Style: Int, Sendable {
        /// A plain action.
        case `default` = 0
        /// The cancelling action.
        case cancel
        /// An action that destroys something, in red.
        case destructive
    }

    /// The title.
    open private(set) var title: String?
    /// The style.
    open private(set) var style: Style = .default
    /// Whether it can be chosen.
    open var isEnabled = true
    /// What runs when it is chosen; there are no touches, so nothing chooses it.
    let handler: ((UIAlertAction) -> Void)?

    /// An action titled `title` that runs `handler` when chosen.
    public init(title: String?, style: Style, handler: ((UIAlertAction) -> Void)? = nil) {
        self.title = title
        self.style = style
        self.handler = handler
        super.init()
    }
}
