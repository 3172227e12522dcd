import FilmstripLayout

/// A view behind a section that no data source supplies: `background(elementKind:)` covers the whole section
/// (UIKit choice `sectionBackgroundCoversBoundaryItems`), inset by its `contentInsets`. Its attributes are
/// laid out as UIKit lays them out; Filmstrip does not draw decoration views.
public final class NSCollectionLayoutDecorationItem: NSCollectionLayoutItem {
    /// The z-index decoration items start at, behind their section's cells (UIKit choice `decorationItemZIndex`).
    package static let decorationItemZIndex = -1

    /// The kind the decoration view is registered under with `register(_:forDecorationViewOfKind:)`.
    public let elementKind: String
    /// The drawing order against the section's cells: behind them (`decorationItemZIndex`).
    public var zIndex = NSCollectionLayoutDecorationItem.decorationItemZIndex

    init(elementKind: String) {
        self.elementKind = elementKind
        super.init(
            layoutSize: NSCollectionLayoutSize(
                widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
    }

    /// A background covering its section.
    public static func background(elementKind: String) -> Self { Self(elementKind: elementKind) }

    /// A copy with the same kind, insets and z-index.
    public override func copy(with zone: NSZone? = nil) -> Any {
        let copy = NSCollectionLayoutDecorationItem(elementKind: elementKind)
        copy.zIndex = zIndex
        copy.contentInsets = contentInsets
        return copy
    }
}
