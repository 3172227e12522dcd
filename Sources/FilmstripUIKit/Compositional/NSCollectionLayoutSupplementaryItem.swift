/// A supplementary view of a compositional layout: an item with a kind, which the data source's supplementary
/// provider makes a view for. Filmstrip places the boundary kind (`NSCollectionLayoutBoundarySupplementaryItem`).
public class NSCollectionLayoutSupplementaryItem: NSCollectionLayoutItem {
    /// The kind the view is registered and asked for under (a header, a footer, or a kind of the app's own).
    public let elementKind: String
    /// The drawing order against the section's cells (higher on top).
    public var zIndex = 0

    init(layoutSize: NSCollectionLayoutSize, elementKind: String) {
        self.elementKind = elementKind
        super.init(layoutSize: layoutSize)
    }
}
