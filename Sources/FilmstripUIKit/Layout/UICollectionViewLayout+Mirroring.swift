/// A layout seen as its collection view shows it: when the layout flips in the opposite layout direction
/// (`flipsHorizontallyInOppositeLayoutDirection`, true for a flow layout) and the collection view lays out the
/// other way than the layout was written for (`developmentLayoutDirection`), UIKit mirrors every frame across the
/// content's width, so a flow layout written left to right runs right to left. The layout itself computes as it
/// always does; the collection view, and Filmstrip drawing its cells, read these instead of the queries.
extension UICollectionViewLayout {
    /// Whether the collection view shows this layout mirrored.
    var showsMirrored: Bool {
        guard flipsHorizontallyInOppositeLayoutDirection, let collectionView = attachedCollectionView else {
            return false
        }
        return collectionView.effectiveUserInterfaceLayoutDirection != developmentLayoutDirection
    }

    /// `layoutAttributesForElements(in:)` as shown: the layout is asked for the mirror of `rect`.
    func shownAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        guard showsMirrored else { return layoutAttributesForElements(in: rect) }
        let width = collectionViewContentSize.width
        return layoutAttributesForElements(in: Self.mirrored(rect, across: width))?.map { mirrored($0, across: width) }
    }

    /// `layoutAttributesForItem(at:)` as shown.
    func shownAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        guard showsMirrored else { return layoutAttributesForItem(at: indexPath) }
        return layoutAttributesForItem(at: indexPath).map { mirrored($0, across: collectionViewContentSize.width) }
    }

    /// `layoutAttributesForSupplementaryView(ofKind:at:)` as shown.
    func shownAttributesForSupplementaryView(ofKind kind: String, at indexPath: IndexPath)
        -> UICollectionViewLayoutAttributes?
    {
        guard showsMirrored else { return layoutAttributesForSupplementaryView(ofKind: kind, at: indexPath) }
        return layoutAttributesForSupplementaryView(ofKind: kind, at: indexPath).map {
            mirrored($0, across: collectionViewContentSize.width)
        }
    }

    /// A copy of `attributes` with the frame mirrored (the layout keeps its own).
    private func mirrored(_ attributes: UICollectionViewLayoutAttributes, across width: CGFloat)
        -> UICollectionViewLayoutAttributes
    {
        let copy = attributes.copy() as! UICollectionViewLayoutAttributes
        copy.frame = Self.mirrored(attributes.frame, across: width)
        return copy
    }

    /// `rect` reflected across the vertical line at half of `width`.
    private static func mirrored(_ rect: CGRect, across width: CGFloat) -> CGRect {
        CGRect(x: width - rect.maxX, y: rect.minY, width: rect.width, height: rect.height)
    }
}
