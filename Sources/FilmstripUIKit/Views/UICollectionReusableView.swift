/// A view a collection view places with layout attributes: it takes their centre, size, transform, alpha and
/// visibility in `apply(_:)`, as UIKit does before a cell is displayed.
open class UICollectionReusableView: UIView {
    open internal(set) var reuseIdentifier: String?

    open func prepareForReuse() {}

    open func apply(_ layoutAttributes: UICollectionViewLayoutAttributes) {
        center = layoutAttributes.center
        bounds = layoutAttributes.bounds
        transform = layoutAttributes.transform
        alpha = layoutAttributes.alpha
        isHidden = layoutAttributes.isHidden
    }

    open func preferredLayoutAttributesFitting(
        _ layoutAttributes: UICollectionViewLayoutAttributes
    ) -> UICollectionViewLayoutAttributes {
        layoutAttributes
    }
}

/// A cell: a reusable view that a delegate may find among `visibleCells` and transform, fade or hide (seed 003
/// scales its cells so in `scrollViewDidScroll`). Filmstrip draws the scene's photo in it.
open class UICollectionViewCell: UICollectionReusableView {
    open var isSelected = false
    open var isHighlighted = false
    /// The view a cell's content goes in: the cell's own bounds.
    open private(set) lazy var contentView = UIView(frame: bounds)
}
