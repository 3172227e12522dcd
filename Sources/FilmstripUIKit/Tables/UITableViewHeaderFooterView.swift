/// A reusable section header or footer of a table view, as UIKit's: a `contentView` for the app's content and a
/// `textLabel`, dequeued by identifier in the delegate's `viewForHeaderInSection`. The table makes a registered
/// class through `init(reuseIdentifier:)`, `required` here as `UITableViewCell`'s initializer is
/// (UIKit choice `tableCellsAreMadeWithARequiredInitializer`).
open class UITableViewHeaderFooterView: UIView {
    /// The identifier it was registered and dequeued with.
    open private(set) var reuseIdentifier: String?
    /// The view the app's content goes in: the whole view.
    public let contentView = UIView()
    /// A label at the leading margin, made on first use: the footnote font in the secondary colour.
    open var textLabel: UILabel? {
        if ownTextLabel.superview == nil { contentView.addSubview(ownTextLabel) }
        return ownTextLabel
    }
    /// A content configuration shown instead of `textLabel`.
    open var contentConfiguration: UIListContentConfiguration? { didSet { setNeedsLayout() } }
    private lazy var ownTextLabel: UILabel = {
        let label = UILabel()
        label.font = .preferredFont(forTextStyle: .footnote)
        label.textColor = .secondaryLabel
        return label
    }()
    private var configurationViews: [UIView] = []

    /// A header or footer for `reuseIdentifier`.
    public required init(reuseIdentifier: String?) {
        self.reuseIdentifier = reuseIdentifier
        super.init(frame: .zero)
        contentView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        addSubview(contentView)
    }

    /// A header or footer with no identifier; there is no archive to read on Linux.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        addSubview(contentView)
    }

    /// A configuration for a grouped table's header, as `defaultContentConfiguration()` gives one.
    open func defaultContentConfiguration() -> UIListContentConfiguration { .groupedHeader() }

    /// Called before the table hands the view out again. Override, calling `super`.
    open func prepareForReuse() {}

    /// Fills the view with the content view and places the configuration or the text label at the margin.
    open override func layoutSubviews() {
        contentView.frame = bounds
        super.layoutSubviews()
        let margin = LayoutMarginsGeometry.systemMinimumMargins(
            width: bounds.width, idiom: traitCollection.userInterfaceIdiom
        ).leading
        for view in configurationViews { view.removeFromSuperview() }
        configurationViews = []
        if let configuration = contentConfiguration {
            configurationViews = TableMetrics.place(configuration, in: contentView, margin: margin, trailing: margin)
        } else if ownTextLabel.superview != nil {
            let size = ownTextLabel.sizeThatFits(CGSize(width: bounds.width - 2 * margin, height: bounds.height))
            ownTextLabel.frame = CGRect(
                x: margin, y: bounds.height - 7 - size.height, width: min(size.width, bounds.width - 2 * margin),
                height: size.height)
        }
    }
}
