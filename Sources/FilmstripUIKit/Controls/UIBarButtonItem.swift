/// A bar button item as a screen makes one for its navigation bar or toolbar: its title, image, style, target and
/// action. A navigation bar draws it (its title, the plus of an add item, its image or custom view); a system item
/// iOS shows as a symbol other than the plus is left empty, which is said once on standard error
/// (UIKit choice `barGlyphsAreStrokedShapes`). Code that taps it calls `target`'s `action` itself.
open class UIBarButtonItem: NSObject {
    /// The title.
    open var title: String?
    /// The image.
    open var image: UIImage?
    /// The style.
    open var style: Style = .plain
    /// The object `action` is called on; held weakly, as UIKit holds it.
    open weak var target: AnyObject?
    /// The method called when the item is tapped.
    open var action: Selector?
    /// The view shown instead of a title or image.
    open var customView: UIView?
    /// The item's tint.
    open var tintColor: UIColor?
    /// Whether the item takes taps.
    open var isEnabled = true
    /// The system item the item was made as, if any.
    open private(set) var systemItem: SystemItem?
    /// The handler run when the item is tapped (iOS 14).
    open var primaryAction: UIAction?

    /// An item with nothing set.
    public override init() {
        super.init()
    }

    /// An item titled `title` that calls `action` on `target`.
    public convenience init(title: String?, style: Style, target: Any?, action: Selector?) {
        self.init()
        self.title = title
        self.style = style
        self.target = target.map { $0 as AnyObject }
        self.action = action
    }

    /// An item showing `image` that calls `action` on `target`.
    public convenience init(image: UIImage?, style: Style, target: Any?, action: Selector?) {
        self.init()
        self.image = image
        self.style = style
        self.target = target.map { $0 as AnyObject }
        self.action = action
    }

    /// One of the system's items that calls `action` on `target`.
    public convenience init(barButtonSystemItem systemItem: SystemItem, target: Any?, action: Selector?) {
        self.init()
        self.systemItem = systemItem
        if systemItem.title == nil, systemItem != .add, systemItem != .flexibleSpace, systemItem != .fixedSpace {
            UIKitNotRunLog.once(
                "UIBarButtonItem(barButtonSystemItem: .\(systemItem))",
                "it is drawn empty: Filmstrip has no SF Symbols and draws only the plus of .add")
        }
        self.target = target.map { $0 as AnyObject }
        self.action = action
    }

    /// An item showing `customView`.
    public convenience init(customView: UIView) {
        self.init()
        self.customView = customView
    }

    /// An item that runs `primaryAction`, titled and imaged by it unless `title` or `image` say otherwise.
    public convenience init(title: String? = nil, image: UIImage? = nil, primaryAction: UIAction?) {
        self.init()
        self.primaryAction = primaryAction
        self.title = title ?? primaryAction?.title
        self.image = image ?? primaryAction?.image
    }
}
