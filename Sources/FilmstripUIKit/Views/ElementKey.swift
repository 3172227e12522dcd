/// An element of a layout pass, as the collection view keeps its views: category, kind (nil for a cell) and index
/// path. Ordered cells first, then supplementary views, then decoration views, each by index path and then kind, so
/// that views are asked for, reused and made in the same order in every process whatever order the layout listed
/// them in.
struct ElementKey: Hashable, Comparable {
    /// A cell, a supplementary view or a decoration view.
    let category: UICollectionViewLayoutAttributes.ElementCategory
    /// The supplementary or decoration kind; nil for a cell.
    let kind: String?
    /// The element's index path.
    let indexPath: IndexPath

    /// The key of `attributes`' element.
    init(_ attributes: UICollectionViewLayoutAttributes) {
        self.init(
            category: attributes.representedElementCategory,
            kind: attributes.representedElementCategory == .cell ? nil : attributes.representedElementKind ?? "",
            indexPath: attributes.indexPath)
    }

    /// The key of an element of `category`.
    init(category: UICollectionViewLayoutAttributes.ElementCategory, kind: String?, indexPath: IndexPath) {
        self.category = category
        self.kind = kind
        self.indexPath = indexPath
    }

    /// The key of the cell at `indexPath`.
    static func cell(_ indexPath: IndexPath) -> ElementKey {
        ElementKey(category: .cell, kind: nil, indexPath: indexPath)
    }

    static func < (lhs: ElementKey, rhs: ElementKey) -> Bool {
        (lhs.category.rawValue, lhs.indexPath, lhs.kind ?? "") < (rhs.category.rawValue, rhs.indexPath, rhs.kind ?? "")
    }
}
