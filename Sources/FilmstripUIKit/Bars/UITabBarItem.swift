/// What a tab bar shows for one view controller: a title and an image (and one for the selected tab), as UIKit's.
open class UITabBarItem: NSObject {
    /// The title.
    open var title: String? { didSet { bar?.setNeedsLayout() } }
    /// The image.
    open var image: UIImage? { didSet { bar?.setNeedsLayout() } }
    /// The image while the tab is selected; nil shows `image`.
    open var selectedImage: UIImage? { didSet { bar?.setNeedsLayout() } }
    /// A number for the app's own use.
    open var tag = 0
    /// The badge's text; kept, not drawn (UIKit choice `tabBarMetrics`).
    open var badgeValue: String?
    /// The badge's colour; kept, not drawn.
    open var badgeColor: UIColor?
    /// Whether the tab can be selected.
    open var isEnabled = true
    /// The bar showing the item.
    weak var bar: UITabBar?

    /// An item with `title`, `image` and `selectedImage`.
    public init(title: String?, image: UIImage?, selectedImage: UIImage?) {
        self.title = title
        self.image = image
        self.selectedImage = selectedImage
        super.init()
    }

    /// An item with `title`, `image` and `tag`.
    public convenience init(title: String?, image: UIImage?, tag: Int) {
        self.init(title: title, image: image, selectedImage: nil)
        self.tag = tag
    }

    /// One of the system's items, titled as iOS titles it in English; its symbol is not drawn.
    public convenience init(tabBarSystemItem systemItem: SystemItem, tag: Int) {
        self.init(title: systemItem.title, image: nil, selectedImage: nil)
        self.tag = tag
    }

    /// An item with nothing set.
    public override convenience init() { self.init(title: nil, image: nil, selectedImage: nil) }

    /// There is no archive to read on Linux; the item has nothing set.
    public required convenience init?(coder: NSCoder) { self.init(title: nil, image: nil, selectedImage: nil) }
}
