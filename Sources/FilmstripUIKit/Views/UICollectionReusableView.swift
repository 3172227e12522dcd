/// A view a collection view places with layout attributes: it takes their centre, size, transform, alpha and
/// visibility in `apply(_:)`, as UIKit does before a cell is displayed.
///
/// The collection view makes the class registered for a reuse identifier with `init(frame:)`, through the class
/// object, as UIKit does. Swift without the Objective-C runtime can call an initializer through a class object only
/// when it is `required`, so here `init(frame:)` is: a subclass that declares its own writes
/// `required init(frame: CGRect)` (`required override init(frame:)` compiles too, with a warning that `override` is
/// implied). The LinuxUIKitSources build plugin makes that change itself in an app's files, so a cell written for
/// iOS (`override init(frame: CGRect)`) compiles unedited.
open class UICollectionReusableView: UIView {
    /// The identifier it was dequeued with.
    open internal(set) var reuseIdentifier: String?
    /// A copy of the attributes last applied, to apply new ones only when they differ (`isEqual(_:)`), as UIKit
    /// does.
    var appliedAttributes: UICollectionViewLayoutAttributes?
    /// The queue the view goes back to when it leaves the screen; nil for a view the collection view did not make
    /// (one a data source made itself), which is let go.
    var reuseKey: ReuseKey?

    /// A view of `frame`; `required`, so that the collection view can make a registered subclass from its class
    /// object.
    public required override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// A view with a zero frame; there is no archive to read on Linux.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// Called when the view is taken from the reuse queue, before the data source configures it again: reset what
    /// the last item left in it. Does nothing by default.
    open func prepareForReuse() {}

    /// Takes the attributes' centre, bounds, `transform3D`, alpha and visibility, as UIKit does before a view is
    /// displayed. The collection view calls it when the view is dequeued and whenever the layout's attributes for
    /// it change (UIKit choice `viewsTakeTheirAttributesWhenTheyChange`), with the layout's own instance, of
    /// the layout's attributes class.
    open func apply(_ layoutAttributes: UICollectionViewLayoutAttributes) {
        center = layoutAttributes.center
        bounds = layoutAttributes.bounds
        transform3D = layoutAttributes.transform3D
        alpha = layoutAttributes.alpha
        isHidden = layoutAttributes.isHidden
    }

    /// Returns `layoutAttributes` unchanged: Filmstrip's cells have no Auto Layout content to measure
    /// (UIKit choice `selfSizingCellsFitTheirPhoto`).
    open func preferredLayoutAttributesFitting(
        _ layoutAttributes: UICollectionViewLayoutAttributes
    ) -> UICollectionViewLayoutAttributes {
        layoutAttributes
    }

    /// Applies `attributes` unless they equal the copy applied last; keeps a copy, since a layout may edit its
    /// own instance in place before the next pass.
    func take(_ attributes: UICollectionViewLayoutAttributes) {
        if let applied = appliedAttributes, applied.isEqual(attributes) { return }
        appliedAttributes = attributes.copy() as? UICollectionViewLayoutAttributes
        apply(attributes)
    }
}

/// A cell: a reusable view that a delegate may find among `visibleCells` and transform, fade or hide (a peeking
/// pager scales its cells so in `scrollViewDidScroll`). Filmstrip draws the scene's photo in it.
open class UICollectionViewCell: UICollectionReusableView {
    /// Whether the cell is selected: set by the collection view's `selectItem(at:animated:scrollPosition:)` and when
    /// a selected item's cell comes on screen, so a subclass's `didSet` runs as on iOS; it shows
    /// `selectedBackgroundView`.
    open var isSelected = false { didSet { showSelectedBackground() } }
    /// Whether the cell is highlighted; Filmstrip sets it never (no touches), and it shows `selectedBackgroundView`.
    open var isHighlighted = false { didSet { showSelectedBackground() } }
    /// The view a cell's content goes in: the cell's bounds, resized with it, beneath the cell's other subviews and
    /// above its background views.
    open private(set) lazy var contentView: UIView = {
        let view = UIView(frame: bounds)
        view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        insertSubview(view, at: backgroundViews.count)
        return view
    }()

    /// A view behind everything else in the cell, as large as the cell and resized with it; nil (none) by default.
    open var backgroundView: UIView? {
        didSet {
            guard oldValue !== backgroundView else { return }
            oldValue?.removeFromSuperview()
            placeBackgroundViews()
        }
    }

    /// A view shown above `backgroundView` and behind `contentView` while the cell is selected or highlighted, as
    /// large as the cell; nil by default.
    open var selectedBackgroundView: UIView? {
        didSet {
            guard oldValue !== selectedBackgroundView else { return }
            oldValue?.removeFromSuperview()
            placeBackgroundViews()
        }
    }

    /// The background views the cell holds, from the bottom.
    private var backgroundViews: [UIView] {
        [backgroundView, selectedBackgroundView].compactMap { $0 }.filter { $0.superview === self }
    }

    /// Puts the background views at the bottom of the cell, in UIKit's order, at the cell's bounds.
    private func placeBackgroundViews() {
        for view in [selectedBackgroundView, backgroundView].compactMap({ $0 }) {
            view.frame = bounds
            view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            insertSubview(view, at: 0)
        }
        showSelectedBackground()
    }

    private func showSelectedBackground() {
        selectedBackgroundView?.isHidden = !(isSelected || isHighlighted)
    }
}
