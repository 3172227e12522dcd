/// A view a collection view places with layout attributes: it takes their centre, size, transform, alpha and
/// visibility in `apply(_:)`, as UIKit does before a cell is displayed.
open class UICollectionReusableView: UIView {
    /// The identifier it was dequeued with.
    open internal(set) var reuseIdentifier: String?

    /// Does nothing: Filmstrip does not reuse views. Override as on iOS; it is not called.
    open func prepareForReuse() {}

    /// Takes the attributes' centre, bounds, `transform3D`, alpha and visibility, as UIKit does before a cell is
    /// displayed. Filmstrip calls it each frame (`UIKitAssumptions.cellsTakeTheirAttributesEveryFrame`).
    open func apply(_ layoutAttributes: UICollectionViewLayoutAttributes) {
        center = layoutAttributes.center
        bounds = layoutAttributes.bounds
        transform3D = layoutAttributes.transform3D
        alpha = layoutAttributes.alpha
        isHidden = layoutAttributes.isHidden
    }

    /// Returns `layoutAttributes` unchanged: Filmstrip's cells have no Auto Layout content to measure
    /// (`UIKitAssumptions.selfSizingCellsFitTheirPhoto`).
    open func preferredLayoutAttributesFitting(
        _ layoutAttributes: UICollectionViewLayoutAttributes
    ) -> UICollectionViewLayoutAttributes {
        layoutAttributes
    }
}

/// A cell: a reusable view that a delegate may find among `visibleCells` and transform, fade or hide (seed 003
/// scales its cells so in `scrollViewDidScroll`). Filmstrip draws the scene's photo in it.
open class UICollectionViewCell: UICollectionReusableView {
    /// Kept for source compatibility; Filmstrip draws no selection from it.
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
