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
    /// a selected item's cell comes on screen, so a subclass's `didSet` runs as on iOS; nothing is drawn from it.
    open var isSelected = false
    /// Kept for source compatibility; Filmstrip draws no highlight from it.
    open var isHighlighted = false
    /// The view a cell's content goes in: the cell's bounds, resized with it, beneath the cell's other subviews.
    open private(set) lazy var contentView: UIView = {
        let view = UIView(frame: bounds)
        view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        insertSubview(view, at: 0)
        return view
    }()
}
