/// A section of a compositional layout: its group repeated for the section's items, with insets, spacing between
/// groups, boundary supplementary items (headers, footers), decoration items (a background), and optionally its
/// own scrolling across the layout's direction.
open class NSCollectionLayoutSection: NSObject, NSCopying {
    /// The group repeated until the section's items run out.
    public let group: NSCollectionLayoutGroup
    /// Space around the section's groups, inside its headers and footers.
    open var contentInsets: NSDirectionalEdgeInsets = .zero
    /// Space between neighbouring groups, in points.
    open var interGroupSpacing: CGFloat = 0
    /// Whether and how the section scrolls across the layout's direction.
    open var orthogonalScrollingBehavior: UICollectionLayoutSectionOrthogonalScrollingBehavior = .none
    /// The section's headers, footers and other edge views.
    open var boundarySupplementaryItems: [NSCollectionLayoutBoundarySupplementaryItem] = []
    /// Whether the boundary items are inset across the layout's direction as the groups are (true, as in UIKit).
    open var supplementariesFollowContentInsets = true
    /// Views behind the section, such as its background.
    open var decorationItems: [NSCollectionLayoutDecorationItem] = []
    /// Called before each layout pass with the section's elements on screen, its scroll offset and the
    /// environment; what it sets on the items is drawn.
    open var visibleItemsInvalidationHandler: NSCollectionLayoutSectionVisibleItemsInvalidationHandler?

    /// A section repeating `group`.
    public init(group: NSCollectionLayoutGroup) {
        self.group = group
        super.init()
    }

    /// A copy with every setting (the group and items are shared, as they are immutable in use).
    open func copy(with zone: NSZone? = nil) -> Any {
        let copy = NSCollectionLayoutSection(group: group)
        copy.contentInsets = contentInsets
        copy.interGroupSpacing = interGroupSpacing
        copy.orthogonalScrollingBehavior = orthogonalScrollingBehavior
        copy.boundarySupplementaryItems = boundarySupplementaryItems
        copy.supplementariesFollowContentInsets = supplementariesFollowContentInsets
        copy.decorationItems = decorationItems
        copy.visibleItemsInvalidationHandler = visibleItemsInvalidationHandler
        return copy
    }
}
