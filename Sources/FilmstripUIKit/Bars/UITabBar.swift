/// The bar a tab bar controller shows at the bottom, drawn as iOS 17 draws its default look on an iPhone: 49 points
/// above the bottom safe area (its background reaching down through it), the items sharing the width equally, each
/// an image above a 10-point medium title, the selected one in the tint and the others in `unselectedItemTintColor`
/// or gray. While no content continues under it (the scroll-edge look of iOS 15 and later) it has no background and
/// no shadow; otherwise the chrome material and a hairline shadow on top (UIKit choice `tabBarMetrics`).
open class UITabBar: UIView {
    /// The items, leading first.
    open private(set) var items: [UITabBarItem]?
    /// The selected item.
    open var selectedItem: UITabBarItem? { didSet { setNeedsLayout() } }
    /// The colour of the items not selected; nil is gray.
    open var unselectedItemTintColor: UIColor? { didSet { setNeedsLayout() } }
    /// The background of the standard look; nil is the chrome material.
    open var barTintColor: UIColor? { didSet { setNeedsLayout() } }
    /// Kept for source compatibility.
    open var isTranslucent = true
    /// The look while content continues under the bar: the chrome material and the shadow line by default.
    open var standardAppearance = UITabBarAppearance() { didSet { setNeedsLayout() } }
    /// The look at the scroll edge; nil is `standardAppearance` with no background and no shadow, as on iOS 15 and
    /// later.
    open var scrollEdgeAppearance: UITabBarAppearance? { didSet { setNeedsLayout() } }
    /// Whether the bar draws its standard look now (content continues under it).
    var showsStandardBackground = false { didSet { if oldValue != showsStandardBackground { setNeedsLayout() } } }
    private var itemViews: [UIView] = []

    /// The height of the bar above the bottom safe area.
    static let barHeight: CGFloat = 49

    /// Replaces the items; there is no animation to run.
    open func setItems(_ items: [UITabBarItem]?, animated: Bool) {
        for item in self.items ?? [] where item.bar === self { item.bar = nil }
        self.items = items
        for item in items ?? [] { item.bar = self }
        setNeedsLayout()
    }

    /// The width given and 49 points plus the bottom safe area.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: size.width, height: Self.barHeight + safeAreaInsets.bottom)
    }

    /// Draws the items anew, each in an equal share of the width, over the background of the look drawn now.
    open override func layoutSubviews() {
        super.layoutSubviews()
        for view in itemViews { view.removeFromSuperview() }
        itemViews = []
        addBackground()
        guard let items, !items.isEmpty else { return }
        let width = bounds.width / CGFloat(items.count)
        let looks = (showsStandardBackground ? standardAppearance : scrollEdgeAppearance ?? standardAppearance)
            .stackedLayoutAppearance
        for (index, item) in items.enumerated() {
            let selected = item === selectedItem
            let state = !item.isEnabled ? looks.disabled : selected ? looks.selected : looks.normal
            let fallback: UIColor =
                !item.isEnabled ? .tertiaryLabel : selected ? tintColor : unselectedItemTintColor ?? .systemGray
            let color = state.iconColor ?? fallback
            let titleColor = state.titleTextAttributes[.foregroundColor] as? UIColor ?? fallback
            let centreX = width * (CGFloat(index) + 0.5)
            if let image = selected ? item.selectedImage ?? item.image : item.image {
                let view = UIImageView(image: image)
                view.tintColor = color
                view.center = CGPoint(x: centreX, y: Self.imageCentreY)
                place(view)
            }
            guard let title = item.title else { continue }
            let label = UILabel()
            label.text = title
            label.font = state.titleTextAttributes[.font] as? UIFont ?? .systemFont(ofSize: 10, weight: .medium)
            label.textColor = titleColor
            label.sizeToFit()
            label.frame.size.width = min(label.frame.width, width)
            label.center = CGPoint(x: centreX, y: Self.titleCentreY)
            place(label)
        }
    }

    /// Where an item's image is centred, from the bar's top.
    static let imageCentreY: CGFloat = 18
    /// Where an item's title is centred, from the bar's top.
    static let titleCentreY: CGFloat = 39

    /// The background (down through the bottom safe area) and the shadow line above the bar, of the look drawn
    /// now: at the scroll edge without a `scrollEdgeAppearance`, none; `barTintColor` fills the standard look's.
    private func addBackground() {
        guard
            let appearance = UIBarAppearance.background(
                standard: standardAppearance, scrollEdge: scrollEdgeAppearance, barTintColor: barTintColor,
                showsStandard: showsStandardBackground)
        else { return }
        let hairline = 1 / max(traitCollection.displayScale, 1)
        for view in appearance.backgroundViews(in: bounds, shadowY: -hairline, hairline: hairline) { place(view) }
    }

    private func place(_ view: UIView) {
        addSubview(view)
        itemViews.append(view)
    }
}
