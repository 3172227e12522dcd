/// The bar a navigation controller shows above its top view controller, drawn as iOS 17 draws its default look: the
/// top item's title centred in 17-point semibold, its bar button items at the sides in the tint, a back button
/// (chevron and the title of the item below) when an item is pushed, and with `prefersLargeTitles` a 34-point bold
/// title in a second, 52-point row. Its background reaches up under the status bar. At the scroll edge (nothing
/// scrolled under the bar, as when the top view is not a scrolled scroll view) the bar has no background and no
/// shadow, as iOS 15 and later show it; otherwise the chrome material and a hairline shadow
/// (UIKit choice `navigationBarMetrics`).
open class UINavigationBar: UIView {
    /// The items, bottom first; the last is shown.
    open private(set) var items: [UINavigationItem]?
    /// True shows a large title for items that allow one.
    open var prefersLargeTitles = false { didSet { owner?.barChanged() } }
    /// The background of the standard (scrolled) look; nil is the chrome material.
    open var barTintColor: UIColor? { didSet { setNeedsLayout() } }
    /// Kept for source compatibility: the standard look is translucent or `barTintColor` as set.
    open var isTranslucent = true
    /// The title's attributes (`.font`, `.foregroundColor`) over the default.
    open var titleTextAttributes: [NSAttributedString.Key: Any]? { didSet { setNeedsLayout() } }
    /// The large title's attributes (`.font`, `.foregroundColor`) over the default.
    open var largeTitleTextAttributes: [NSAttributedString.Key: Any]? { didSet { setNeedsLayout() } }
    /// The look while content is scrolled under the bar: the chrome material and the shadow line by default.
    open var standardAppearance = UINavigationBarAppearance() { didSet { setNeedsLayout() } }
    /// The look at the scroll edge; nil is `standardAppearance` with no background and no shadow, as on iOS 15 and
    /// later.
    open var scrollEdgeAppearance: UINavigationBarAppearance? { didSet { setNeedsLayout() } }
    /// The look in a compact height; kept, as an iPhone in portrait is drawn.
    open var compactAppearance: UINavigationBarAppearance?
    /// The scroll-edge look in a compact height; kept.
    open var compactScrollEdgeAppearance: UINavigationBarAppearance?
    /// Whether the bar draws its standard look now (something scrolled under it) rather than the scroll-edge one.
    var showsStandardBackground = false { didSet { if oldValue != showsStandardBackground { setNeedsLayout() } } }
    /// The navigation controller whose bar this is.
    weak var owner: UINavigationController?
    /// The views the bar made for its items, taken down at each layout.
    private var itemViews: [UIView] = []

    /// The height of the standard bar.
    static let standardHeight: CGFloat = 44
    /// The height of the row a large title adds below the standard bar.
    static let largeTitleRowHeight: CGFloat = 52

    /// The top item: the one shown.
    open var topItem: UINavigationItem? { items?.last }
    /// The item below the top one, whose title the back button shows.
    open var backItem: UINavigationItem? {
        guard let items, items.count > 1 else { return nil }
        return items[items.count - 2]
    }

    /// Replaces the items; there is no animation to run.
    open func setItems(_ items: [UINavigationItem]?, animated: Bool) {
        for item in self.items ?? [] where item.bar === self { item.bar = nil }
        self.items = items
        for item in items ?? [] { item.bar = self }
        setNeedsLayout()
        owner?.barChanged()
    }

    /// Pushes `item`; there is no animation to run.
    open func pushItem(_ item: UINavigationItem, animated: Bool) {
        setItems((items ?? []) + [item], animated: animated)
    }

    /// Pops the top item and returns it.
    open func popItem(animated: Bool) -> UINavigationItem? {
        guard var items, let top = items.popLast() else { return nil }
        setItems(items, animated: animated)
        return top
    }

    /// Whether the top item shows a large title: the bar prefers them and the item (or, while it says `.automatic`,
    /// the nearest item below that says otherwise) does not say `.never`.
    var showsLargeTitle: Bool {
        guard prefersLargeTitles, let items else { return false }
        for item in items.reversed() {
            switch item.largeTitleDisplayMode {
            case .always: return true
            case .never, .inline: return false
            case .automatic: continue
            }
        }
        return true
    }

    /// The bar's height: the standard one, plus the large title's row when one is shown.
    var barHeight: CGFloat { Self.standardHeight + (showsLargeTitle ? Self.largeTitleRowHeight : 0) }

    /// The width given and the bar's height: 44 points, 96 with a large title.
    open override func sizeThatFits(_ size: CGSize) -> CGSize { CGSize(width: size.width, height: barHeight) }

    /// The title shown for `item`: its own, else its view controller's.
    func title(of item: UINavigationItem) -> String? {
        item.title ?? owner?.viewControllers.first { $0.navigationItem === item }?.title
    }

    /// Draws the top item anew: the background of the look drawn now, the back button, the items and the title.
    open override func layoutSubviews() {
        super.layoutSubviews()
        for view in itemViews { view.removeFromSuperview() }
        itemViews = []
        addBackground()
        guard let item = topItem else { return }
        let side = LayoutMarginsGeometry.systemMinimumMargins(
            width: bounds.width, idiom: traitCollection.userInterfaceIdiom
        ).leading
        let row = CGRect(x: 0, y: 0, width: bounds.width, height: Self.standardHeight)
        var leading = side
        if let backItem, !item.hidesBackButton, item.leftBarButtonItems == nil || item.leftItemsSupplementBackButton {
            leading = addBackButton(for: backItem, in: row)
        }
        for barItem in item.leftBarButtonItems ?? [] {
            let view = itemView(for: barItem)
            view.frame.origin = CGPoint(x: leading, y: (row.height - view.frame.height) / 2)
            place(view)
            leading = view.frame.maxX + Self.itemSpacing
        }
        var trailing = bounds.width - side
        for barItem in item.rightBarButtonItems ?? [] {
            let view = itemView(for: barItem)
            view.frame.origin = CGPoint(x: trailing - view.frame.width, y: (row.height - view.frame.height) / 2)
            place(view)
            trailing = view.frame.minX - Self.itemSpacing
        }
        addTitle(of: item, between: leading, and: trailing, side: side)
    }

    /// The space between two bar button items.
    static let itemSpacing: CGFloat = 8

    /// The look drawn now: the standard one while content is under the bar, else the scroll-edge one.
    private var currentAppearance: UINavigationBarAppearance {
        showsStandardBackground ? standardAppearance : scrollEdgeAppearance ?? standardAppearance
    }

    /// The background (above the bar too, under the status bar) and the shadow line of the look drawn now: at the
    /// scroll edge without a `scrollEdgeAppearance`, none; `barTintColor` fills the standard look's background.
    private func addBackground() {
        guard
            let appearance = UIBarAppearance.background(
                standard: standardAppearance, scrollEdge: scrollEdgeAppearance, barTintColor: barTintColor,
                showsStandard: showsStandardBackground)
        else { return }
        let top = superview.map { frame.minY - $0.bounds.minY } ?? 0
        let area = CGRect(x: 0, y: -top, width: bounds.width, height: top + bounds.height)
        let hairline = 1 / max(traitCollection.displayScale, 1)
        for view in appearance.backgroundViews(in: area, shadowY: bounds.height, hairline: hairline) { place(view) }
    }

    /// The back chevron and the title of the item below; returns where the next leading item starts.
    private func addBackButton(for backItem: UINavigationItem, in row: CGRect) -> CGFloat {
        let chevron = BarGlyphView(.backChevron, color: tintColor.resolvedColor(with: traitCollection))
        chevron.frame.origin = CGPoint(x: 8, y: (row.height - chevron.frame.height) / 2)
        place(chevron)
        let text = backItem.backBarButtonItem?.title ?? backItem.backButtonTitle ?? title(of: backItem) ?? "Back"
        let label = barLabel(text, font: .systemFont(ofSize: 17), color: tintColor)
        label.frame.origin = CGPoint(x: chevron.frame.maxX + 6, y: (row.height - label.frame.height) / 2)
        place(label)
        return label.frame.maxX + Self.itemSpacing
    }

    /// The title: centred on the bar when it fits between the items, else as near the centre as they allow; with a
    /// large title, in the second row at the leading margin instead.
    private func addTitle(of item: UINavigationItem, between leading: CGFloat, and trailing: CGFloat, side: CGFloat) {
        if let titleView = item.titleView {
            if titleView.frame.size == .zero { titleView.sizeToFit() }
            titleView.center = CGPoint(x: bounds.width / 2, y: Self.standardHeight / 2)
            place(titleView)
            return
        }
        guard let text = title(of: item) else { return }
        if showsLargeTitle {
            let label = barLabel(
                text, font: .systemFont(ofSize: 34, weight: .bold), color: .label, attributes: largeTitleTextAttributes
            )
            label.frame = CGRect(
                x: side, y: Self.standardHeight + (Self.largeTitleRowHeight - label.frame.height) / 2 - 2,
                width: min(label.frame.width, bounds.width - 2 * side), height: label.frame.height)
            place(label)
            return
        }
        let label = barLabel(
            text, font: .systemFont(ofSize: 17, weight: .semibold), color: .label,
            attributes: currentAppearance.titleTextAttributes.merging(titleTextAttributes ?? [:]) { $1 })
        let room = max(0, trailing - leading)
        let width = min(label.frame.width, room)
        let centred = (bounds.width - width) / 2
        let x = min(max(centred, leading), trailing - width)
        label.frame = CGRect(
            x: x, y: (Self.standardHeight - label.frame.height) / 2, width: width, height: label.frame.height)
        place(label)
    }

    /// The view shown for a bar button item: its custom view, the plus of an add item, its image, or its title in
    /// the tint (semibold for `.done`).
    private func itemView(for item: UIBarButtonItem) -> UIView {
        if let custom = item.customView {
            if custom.frame.size == .zero { custom.sizeToFit() }
            return custom
        }
        let color: UIColor = item.isEnabled ? (item.tintColor ?? tintColor) : .tertiaryLabel
        if item.systemItem == .add { return BarGlyphView(.plus, color: color.resolvedColor(with: traitCollection)) }
        if let image = item.image, item.title == nil {
            let view = UIImageView(image: image)
            view.tintColor = color
            return view
        }
        let bold = item.style == .done || item.systemItem == .done || item.systemItem == .save
        let text = item.title ?? item.systemItem?.title ?? ""
        return barLabel(text, font: .systemFont(ofSize: 17, weight: bold ? .semibold : .regular), color: color)
    }

    /// A one-line label sized to its text.
    private func barLabel(
        _ text: String, font: UIFont, color: UIColor, attributes: [NSAttributedString.Key: Any]? = nil
    ) -> UILabel {
        let label = UILabel()
        label.text = text
        label.font = attributes?[.font] as? UIFont ?? font
        label.textColor = attributes?[.foregroundColor] as? UIColor ?? color
        label.sizeToFit()
        return label
    }

    private func place(_ view: UIView) {
        addSubview(view)
        itemViews.append(view)
    }
}
