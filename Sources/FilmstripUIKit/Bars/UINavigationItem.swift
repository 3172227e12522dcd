/// What a navigation bar shows while its view controller is on top: a title (or a view in its place), bar button
/// items at each side, the back button's title for the controller above, and whether a large title is shown.
/// Setting any of them lays the bar out again.
open class UINavigationItem: NSObject {
    /// The title; nil shows the view controller's `title`.
    open var title: String? { didSet { barNeedsLayout() } }
    /// A view shown in the title's place.
    open var titleView: UIView? { didSet { barNeedsLayout() } }
    /// A line shown under the title (iOS 16 and later); kept, not drawn.
    open var prompt: String?
    /// The items at the leading side, first nearest the edge.
    open var leftBarButtonItems: [UIBarButtonItem]? { didSet { barNeedsLayout() } }
    /// The items at the trailing side, first nearest the edge.
    open var rightBarButtonItems: [UIBarButtonItem]? { didSet { barNeedsLayout() } }
    /// The back button's title shown while a controller is pushed above this item's; nil uses this item's title.
    open var backButtonTitle: String? { didSet { barNeedsLayout() } }
    /// The back button shown while a controller is pushed above this item's; its title replaces `backButtonTitle`.
    open var backBarButtonItem: UIBarButtonItem? { didSet { barNeedsLayout() } }
    /// True hides the back button.
    open var hidesBackButton = false { didSet { barNeedsLayout() } }
    /// True shows the left items beside the back button instead of replacing it.
    open var leftItemsSupplementBackButton = false { didSet { barNeedsLayout() } }
    /// Whether this item shows a large title when its bar prefers large titles.
    open var largeTitleDisplayMode: LargeTitleDisplayMode = .automatic {
        didSet {
            barNeedsLayout()
            bar?.owner?.barChanged()
        }
    }
    /// The bar showing this item, told to lay out again when the item changes.
    weak var bar: UINavigationBar?

    /// An item titled `title`.
    public init(title: String?) {
        self.title = title
        super.init()
    }

    /// An item without a title.
    public override convenience init() { self.init(title: nil) }

    /// There is no archive to read on Linux; the item has no title.
    public required convenience init?(coder: NSCoder) { self.init(title: nil) }

    /// The first left item, or nil; setting it replaces them all.
    open var leftBarButtonItem: UIBarButtonItem? {
        get { leftBarButtonItems?.first }
        set { leftBarButtonItems = newValue.map { [$0] } }
    }

    /// The first right item, or nil; setting it replaces them all.
    open var rightBarButtonItem: UIBarButtonItem? {
        get { rightBarButtonItems?.first }
        set { rightBarButtonItems = newValue.map { [$0] } }
    }

    /// Sets the left item; there is no animation to run.
    open func setLeftBarButton(_ item: UIBarButtonItem?, animated: Bool) { leftBarButtonItem = item }
    /// Sets the right item; there is no animation to run.
    open func setRightBarButton(_ item: UIBarButtonItem?, animated: Bool) { rightBarButtonItem = item }
    /// Sets the left items; there is no animation to run.
    open func setLeftBarButtonItems(_ items: [UIBarButtonItem]?, animated: Bool) { leftBarButtonItems = items }
    /// Sets the right items; there is no animation to run.
    open func setRightBarButtonItems(_ items: [UIBarButtonItem]?, animated: Bool) { rightBarButtonItems = items }
    /// Hides or shows the back button; there is no animation to run.
    open func setHidesBackButton(_ hidesBackButton: Bool, animated: Bool) { self.hidesBackButton = hidesBackButton }

    private func barNeedsLayout() { bar?.setNeedsLayout() }
}
