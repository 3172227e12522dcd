/// A table view's row, as UIKit's: a `contentView` for the row's content and, in the built-in styles, a
/// `textLabel`, `detailTextLabel` and `imageView` laid out as iOS 17 lays them out (UIKit choice `tableMetrics`),
/// an accessory at the trailing edge, and its background (gray while selected).
///
/// The table view makes a registered cell class through `init(style:reuseIdentifier:)`, which Swift without the
/// Objective-C runtime can do only with a `required` initializer, so here it is: a subclass that declares its own
/// writes `required init(style:reuseIdentifier:)` (the LinuxUIKit plugin rewrites iOS's `override init` to it).
open class UITableViewCell: UIView {
    /// The style the cell was made with (UIKit keeps it private).
    let cellStyle: CellStyle
    /// The identifier the cell was dequeued with.
    open private(set) var reuseIdentifier: String?
    /// The view the row's content goes in: the cell's bounds less the accessory and the separator.
    public let contentView = UIView()
    /// What the trailing edge shows.
    open var accessoryType: AccessoryType = .none { didSet { setNeedsLayout() } }
    /// A view shown at the trailing edge instead of `accessoryType`'s.
    open var accessoryView: UIView? { didSet { setNeedsLayout() } }
    /// How a selected cell is shown.
    open var selectionStyle: SelectionStyle = .default
    /// The separator's insets; nil-like zero takes the table's `separatorInset`.
    open var separatorInset: UIEdgeInsets = .zero
    /// A view drawn under the content; replaces the default background.
    open var backgroundView: UIView? { didSet { setNeedsLayout() } }
    /// A view drawn under the content while selected; nil is the default gray.
    open var selectedBackgroundView: UIView?
    /// The content configuration (`UIListContentConfiguration`) shown instead of the built-in labels.
    open var contentConfiguration: UIListContentConfiguration? { didSet { setNeedsLayout() } }
    /// The indentation; kept.
    open var indentationLevel = 0
    /// Whether the cell is selected; a selected cell draws the gray selection background.
    open var isSelected: Bool {
        get { selected }
        set { setSelected(newValue, animated: false) }
    }
    /// Whether the cell is highlighted; drawn as selected.
    open var isHighlighted = false { didSet { setNeedsLayout() } }
    private var selected = false
    private lazy var ownTextLabel = makeLabel()
    private lazy var ownDetailLabel = makeLabel()
    private lazy var ownImageView = UIImageView(image: nil)
    private var madeTextLabel = false
    private var madeDetailLabel = false
    private var madeImageView = false
    private var accessoryGlyph: UIView?
    private var selectionBackground: UIView?
    private var configurationViews: [UIView] = []

    /// A cell of `style` for `reuseIdentifier`.
    public required init(style: CellStyle, reuseIdentifier: String?) {
        cellStyle = style
        self.reuseIdentifier = reuseIdentifier
        super.init(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        contentView.frame = bounds
        addSubview(contentView)
    }

    /// A default-style cell with no identifier.
    public convenience override init(frame: CGRect) {
        self.init(style: .default, reuseIdentifier: nil)
        self.frame = frame
    }

    /// A default-style cell; there is no archive to read on Linux.
    public required init?(coder: NSCoder) {
        cellStyle = .default
        super.init(coder: coder)
        addSubview(contentView)
    }

    /// The built-in labels the cell's code made, without making them.
    var shownTextLabel: UILabel? { madeTextLabel ? ownTextLabel : nil }
    var shownDetailLabel: UILabel? { madeDetailLabel ? ownDetailLabel : nil }

    /// The built-in title label, made on first use.
    open var textLabel: UILabel? {
        madeTextLabel = true
        if ownTextLabel.superview == nil { contentView.addSubview(ownTextLabel) }
        return ownTextLabel
    }

    /// The built-in detail label, made on first use; nil in the default style, as in UIKit.
    open var detailTextLabel: UILabel? {
        guard cellStyle != .default else { return nil }
        madeDetailLabel = true
        if ownDetailLabel.superview == nil {
            ownDetailLabel.textColor = cellStyle == .subtitle ? .label : .secondaryLabel
            ownDetailLabel.font =
                cellStyle == .subtitle
                ? .preferredFont(forTextStyle: .subheadline) : .preferredFont(forTextStyle: .body)
            contentView.addSubview(ownDetailLabel)
        }
        return ownDetailLabel
    }

    /// The built-in image view, made on first use.
    open var imageView: UIImageView? {
        madeImageView = true
        if ownImageView.superview == nil { contentView.addSubview(ownImageView) }
        return ownImageView
    }

    /// A default list configuration for this cell's style, as `defaultContentConfiguration()` gives one.
    open func defaultContentConfiguration() -> UIListContentConfiguration {
        switch cellStyle {
        case .default: .cell()
        case .subtitle: .subtitleCell()
        case .value1, .value2: .valueCell()
        }
    }

    /// Selects or deselects the cell at once.
    open func setSelected(_ selected: Bool, animated: Bool) {
        self.selected = selected
        setNeedsLayout()
    }

    /// Highlights the cell at once.
    open func setHighlighted(_ highlighted: Bool, animated: Bool) { isHighlighted = highlighted }

    /// Called before the table hands the cell out again; clears selection. Override, calling `super`.
    open func prepareForReuse() {
        selected = false
        isHighlighted = false
    }

    /// Whether the table gave the cell its style's background, which it may change with the style.
    var usesDefaultBackground = false
    /// The table view whose separator height and margins the cell takes.
    weak var tableView: UITableView?
    /// The height of the separator under the content, set by the table.
    var separatorHeight: CGFloat = 0

    private func makeLabel() -> UILabel {
        let label = UILabel()
        label.font = .preferredFont(forTextStyle: .body)
        label.textColor = .label
        return label
    }

    /// Whether the built-in labels or a configuration, not the app's own constraints, size the content.
    var sizesItsOwnContent: Bool {
        contentConfiguration != nil || !contentView.subviews.contains { !$0.translatesAutoresizingMaskIntoConstraints }
    }

    /// The width of the accessory at the trailing margin; 0 without one.
    var accessoryWidth: CGFloat {
        if let accessoryView { return accessoryView.frame.width }
        switch accessoryType {
        case .none: return 0
        case .disclosureIndicator: return BarGlyphView.Glyph.disclosure.size.width
        case .checkmark: return BarGlyphView.Glyph.checkmark.size.width
        case .detailButton, .detailDisclosureButton: return 22
        }
    }

    /// The content view's width in a cell `width` wide: all of it, or up to the accessory, which sits at the
    /// trailing margin.
    func contentWidth(in width: CGFloat, margin: CGFloat) -> CGFloat {
        accessoryWidth > 0 ? max(0, width - margin - accessoryWidth) : width
    }

    /// The height the built-in content needs at `width`: the labels (or configuration) between 11-point margins,
    /// at least the 44-point row, with the separator.
    func builtInHeight(width: CGFloat) -> CGFloat {
        let content = TableMetrics.contentHeight(of: self, width: width)
        return max(TableMetrics.standardRowHeight, content + 2 * TableMetrics.verticalMargin + separatorHeight)
    }

    /// Sizes the content view to the accessory and the separator, then places the background, the accessory and the built-in labels or the configuration.
    open override func layoutSubviews() {
        let margin = tableView.map { TableMetrics.sideMargin(of: $0) } ?? 16
        let trailing = accessoryWidth > 0 ? TableMetrics.accessorySpacing : margin
        contentView.frame = CGRect(
            x: 0, y: 0, width: contentWidth(in: bounds.width, margin: margin),
            height: max(0, bounds.height - separatorHeight))
        contentView.directionalLayoutMargins = NSDirectionalEdgeInsets(
            top: TableMetrics.verticalMargin, leading: margin, bottom: TableMetrics.verticalMargin, trailing: trailing)
        super.layoutSubviews()
        layOutBackground()
        layOutAccessory(margin: margin)
        for view in configurationViews { view.removeFromSuperview() }
        configurationViews = []
        if let configuration = contentConfiguration {
            configurationViews = TableMetrics.place(configuration, in: contentView, margin: margin, trailing: trailing)
            return
        }
        TableMetrics.layOut(
            style: cellStyle, text: madeTextLabel ? ownTextLabel : nil, detail: madeDetailLabel ? ownDetailLabel : nil,
            image: madeImageView ? ownImageView : nil, in: contentView, margin: margin, trailing: trailing)
    }

    private func layOutBackground() {
        selectionBackground?.removeFromSuperview()
        selectionBackground = nil
        if let backgroundView {
            backgroundView.frame = bounds
            if backgroundView.superview !== self { insertSubview(backgroundView, at: 0) }
        }
        guard selected || isHighlighted, selectionStyle != .none else { return }
        let view = selectedBackgroundView ?? UIView()
        if selectedBackgroundView == nil { view.backgroundColor = .systemGray4 }
        view.frame = bounds
        insertSubview(view, belowSubview: contentView)
        selectionBackground = view
    }

    private func layOutAccessory(margin: CGFloat) {
        accessoryGlyph?.removeFromSuperview()
        accessoryGlyph = nil
        let view: UIView
        if let accessoryView {
            view = accessoryView
        } else {
            switch accessoryType {
            case .none: return
            case .disclosureIndicator:
                view = BarGlyphView(.disclosure, color: UIColor.tertiaryLabel.resolvedColor(with: traitCollection))
            case .checkmark:
                view = BarGlyphView(.checkmark, color: tintColor.resolvedColor(with: traitCollection))
            case .detailButton, .detailDisclosureButton:
                UIKitNotRunLog.once(
                    "UITableViewCell.AccessoryType.detailButton", "its info button is not drawn (no SF Symbols)")
                return
            }
        }
        view.frame.origin = CGPoint(
            x: bounds.width - margin - view.frame.width, y: (bounds.height - separatorHeight - view.frame.height) / 2)
        if view.superview !== self { addSubview(view) }
        accessoryGlyph = view
    }
}
