/// The smallest piece of a compositional layout: one cell of `layoutSize` (resolved in its group), its content
/// inset by `contentInsets` inside the space it takes.
open class NSCollectionLayoutItem: NSObject, NSCopying {
    /// The size of the space the item takes in its group.
    public let layoutSize: NSCollectionLayoutSize
    /// Space between the item's content (the cell's frame) and the space it takes; the item keeps its size, as in
    /// UIKit, so insets shrink the cell.
    open var contentInsets: NSDirectionalEdgeInsets = .zero

    /// An item of `layoutSize`.
    public init(layoutSize: NSCollectionLayoutSize) {
        self.layoutSize = layoutSize
        super.init()
    }

    /// A copy with the same size and insets.
    open func copy(with zone: NSZone? = nil) -> Any {
        let copy = NSCollectionLayoutItem(layoutSize: layoutSize)
        copy.contentInsets = contentInsets
        return copy
    }
}
