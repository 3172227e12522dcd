import FilmstripUIKit

/// A vertical photo grid in sections, each under a header: a fixed number of square items per row, sized in
/// `prepare()` from the view's width so the rows fill it whatever the device.
final class SectionedGridLayout: UICollectionViewFlowLayout {
    /// Items per row.
    var numberOfColumns = 3

    override init() {
        super.init()
        scrollDirection = .vertical
        minimumInteritemSpacing = 6
        minimumLineSpacing = 6
        sectionInset = UIEdgeInsets(top: 8, left: 15, bottom: 12, right: 15)
        headerReferenceSize = CGSize(width: 0, height: 28)
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// Square items as wide as a column, rounded down to whole points so that rows never overflow.
    override func prepare() {
        super.prepare()
        guard let collectionView = collectionView, numberOfColumns > 0 else { return }
        let available =
            collectionView.bounds.width - sectionInset.left - sectionInset.right
            - minimumInteritemSpacing * CGFloat(numberOfColumns - 1)
        let side = max(0, (available / CGFloat(numberOfColumns)).rounded(.down))
        itemSize = CGSize(width: side, height: side)
    }

    /// Only a change of width changes the columns; scrolling keeps them.
    override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        guard let collectionView = collectionView else { return true }
        return newBounds.width != collectionView.bounds.width
    }
}
