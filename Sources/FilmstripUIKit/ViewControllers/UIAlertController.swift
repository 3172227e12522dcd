/// An alert or action sheet, as UIKit's: its title, message, actions and text fields are kept and it can be
/// presented and dismissed. It is not drawn, which is said once on standard error when one is presented
/// (UIKit choice `alertsAreNotDrawn`); a test runs an action's handler through `actions`.
open class UIAlertController: UIViewController {
    /// The kind of alert, UIKit's values.
    public enum Style: Int, Sendable {
        /// A sheet of actions from the bottom.
        case actionSheet = 0
        /// An alert in the middle of the screen.
        case alert
    }

    /// The style it was made with.
    open private(set) var preferredStyle: Style = .alert
    /// The message under the title.
    open var message: String?
    /// The actions, in the order added.
    open private(set) var actions: [UIAlertAction] = []
    /// The action shown as the preferred one.
    open var preferredAction: UIAlertAction?
    /// The text fields `addTextField(configurationHandler:)` added.
    open private(set) var textFields: [UITextField]?

    /// An alert of `preferredStyle` with `title` and `message`.
    public convenience init(title: String?, message: String?, preferredStyle: Style) {
        self.init(nibName: nil, bundle: nil)
        self.title = title
        self.message = message
        self.preferredStyle = preferredStyle
    }

    /// Adds `action`.
    open func addAction(_ action: UIAlertAction) { actions.append(action) }

    /// Adds a text field (alerts only, as in UIKit) and lets `configurationHandler` set it up.
    open func addTextField(configurationHandler: ((UITextField) -> Void)? = nil) {
        let field = UITextField()
        textFields = (textFields ?? []) + [field]
        configurationHandler?(field)
    }

    override func willBePresented() {
        UIKitNotRunLog.once(
            "UIAlertController", "it is not drawn: a presented alert or action sheet leaves the screen as it was")
    }

    /// A hidden view: the alert is not drawn.
    open override func loadView() {
        let view = UIView(frame: UIScreen.main.bounds)
        view.isHidden = true
        self.view = view
    }
}
