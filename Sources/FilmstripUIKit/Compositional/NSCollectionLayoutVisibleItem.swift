/// An element of a section on screen, as a section's `visibleItemsInvalidationHandler` sees it: it may fade, hide,
/// move, scale or reorder the element for this frame, and what it sets is drawn.
public protocol NSCollectionLayoutVisibleItem: AnyObject {
    /// The opacity, 0 to 1.
    var alpha: CGFloat { get set }
    /// The drawing order (higher on top).
    var zIndex: Int { get set }
    /// True draws nothing.
    var isHidden: Bool { get set }
    /// The centre in the collection view's content coordinates.
    var center: CGPoint { get set }
    /// The transform about the centre.
    var transform: CGAffineTransform { get set }
    /// The 3D transform about the centre (its affine part is `transform`).
    var transform3D: CATransform3D { get set }
    /// The element's kind for a supplementary or decoration view, "cell" for a cell.
    var name: String { get }
    /// The element's index path.
    var indexPath: IndexPath { get }
    /// The element's frame in the collection view's content coordinates.
    var frame: CGRect { get }
    /// The element's bounds: origin zero, its size.
    var bounds: CGRect { get }
    /// Whether it is a cell, a supplementary view or a decoration view.
    var representedElementCategory: UICollectionViewLayoutAttributes.ElementCategory { get }
    /// The supplementary or decoration kind; nil for a cell.
    var representedElementKind: String? { get }
}

/// What a section's `visibleItemsInvalidationHandler` is called with: the section's elements on screen, the
/// section's scroll offset (its own for an orthogonal section, the collection view's otherwise) and the layout's
/// environment.
public typealias NSCollectionLayoutSectionVisibleItemsInvalidationHandler = (
    [any NSCollectionLayoutVisibleItem], CGPoint, any NSCollectionLayoutEnvironment
) -> Void
