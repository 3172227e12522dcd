/// A handler a control runs when it sends an event (iOS 14), with a title and image for menus and buttons.
open class UIAction: NSObject {
    /// The action's title (a button made with `UIButton(primaryAction:)` shows it).
    open var title: String
    /// The action's image.
    open var image: UIImage?
    /// An identifier that the app gives the action.
    public let identifier: Identifier
    private let handler: (UIAction) -> Void
    /// The control that sent the action, while its handler runs.
    open private(set) var sender: Any?

    /// An action named `title` that runs `handler`.
    public init(
        title: String = "", image: UIImage? = nil, identifier: Identifier? = nil,
        handler: @escaping (UIAction) -> Void
    ) {
        self.title = title
        self.image = image
        self.identifier = identifier ?? Identifier(UUID().uuidString)
        self.handler = handler
        super.init()
    }

    /// Runs the handler with `sender` as the sender.
    func perform(sender: Any?) {
        self.sender = sender
        handler(self)
        self.sender = nil
    }

}
