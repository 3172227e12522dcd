import FilmstripUIKit

/// A horizontally paged mosaic written from scratch: each page of the view's width holds three photos, one large
/// tile two columns wide and two small ones stacked in the third column, the large tile swapping sides from page
/// to page so the pages do not look alike. A release turns at most one page.
final class MosaicPageLayout: UICollectionViewLayout {
    /// Space around each page's tiles and between them.
    var margin: CGFloat = 9
    var spacing: CGFloat = 6
    /// A release faster than this (points per millisecond) turns the page in its direction; slower, the nearest
    /// page to where the scroll would stop wins.
    var flickVelocity: CGFloat = 0.3

    static let itemsPerPage = 3

    private var cache: [UICollectionViewLayoutAttributes] = []
    private var contentSize: CGSize = .zero
    /// The view size and item count the cache was computed for: it is only computed again when either changes.
    private var cachedViewSize: CGSize = .zero
    private var cachedItemCount = -1

    private var numberOfPages: Int {
        (cache.count + Self.itemsPerPage - 1) / Self.itemsPerPage
    }

    override func prepare() {
        super.prepare()
        guard let collectionView = collectionView else { return }
        let viewSize = collectionView.bounds.size
        let itemCount = collectionView.numberOfSections > 0 ? collectionView.numberOfItems(inSection: 0) : 0
        guard viewSize != cachedViewSize || itemCount != cachedItemCount else { return }
        cachedViewSize = viewSize
        cachedItemCount = itemCount
        cache.removeAll()
        let column = (viewSize.width - 2 * margin - 2 * spacing) / 3
        let largeSize = CGSize(width: 2 * column + spacing, height: viewSize.height - 2 * margin)
        let smallSize = CGSize(width: column, height: (largeSize.height - spacing) / 2)
        for item in 0..<itemCount {
            let page = item / Self.itemsPerPage
            let pageX = CGFloat(page) * viewSize.width
            let largeOnLeft = page % 2 == 0
            let largeX = pageX + (largeOnLeft ? margin : margin + column + spacing)
            let smallX = pageX + (largeOnLeft ? margin + largeSize.width + spacing : margin)
            let frame: CGRect
            switch item % Self.itemsPerPage {
            case 0:
                frame = CGRect(origin: CGPoint(x: largeX, y: margin), size: largeSize)
            case 1:
                frame = CGRect(origin: CGPoint(x: smallX, y: margin), size: smallSize)
            default:
                frame = CGRect(origin: CGPoint(x: smallX, y: margin + smallSize.height + spacing), size: smallSize)
            }
            let attributes = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: item, section: 0))
            attributes.frame = frame
            cache.append(attributes)
        }
        contentSize = CGSize(width: CGFloat(numberOfPages) * viewSize.width, height: viewSize.height)
    }

    override var collectionViewContentSize: CGSize {
        contentSize
    }

    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        cache.filter { $0.frame.intersects(rect) }
    }

    override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        guard indexPath.section == 0, cache.indices.contains(indexPath.item) else { return nil }
        return cache[indexPath.item]
    }

    /// Scrolling moves the pages, it does not change them; a new size does.
    override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        guard let collectionView = collectionView else { return true }
        return newBounds.size != collectionView.bounds.size
    }

    /// The start of a page: the next or previous one after a flick, the nearest one to the proposed offset after
    /// a slow release, never more than one page from the page the release started on.
    override func targetContentOffset(
        forProposedContentOffset proposedContentOffset: CGPoint, withScrollingVelocity velocity: CGPoint
    ) -> CGPoint {
        guard let collectionView = collectionView, collectionView.bounds.width > 0, numberOfPages > 0 else {
            return super.targetContentOffset(
                forProposedContentOffset: proposedContentOffset, withScrollingVelocity: velocity)
        }
        let pageWidth = collectionView.bounds.width
        let currentPage = collectionView.contentOffset.x / pageWidth
        var page: CGFloat
        if velocity.x > flickVelocity {
            page = currentPage.rounded(.down) + 1
        } else if velocity.x < -flickVelocity {
            page = currentPage.rounded(.up) - 1
        } else {
            page = (proposedContentOffset.x / pageWidth).rounded()
            page = min(max(page, currentPage.rounded(.down) - 1), currentPage.rounded(.up) + 1)
        }
        page = min(max(page, 0), CGFloat(numberOfPages - 1))
        return CGPoint(x: page * pageWidth, y: proposedContentOffset.y)
    }
}
