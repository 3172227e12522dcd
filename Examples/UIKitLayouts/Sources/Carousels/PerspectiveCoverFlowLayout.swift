import FilmstripUIKit

/// The classic 3-D cover flow: the centred card faces the viewer, and cards either side turn away about their
/// vertical axis, in perspective (an eye 500 pt from the screen), so their far edges shrink. Cards overlap (negative
/// line spacing); the nearer the centre, the higher they are drawn. A release comes to rest with a card centred.
final class PerspectiveCoverFlowLayout: UICollectionViewFlowLayout {
    /// The turn of a card half a view away from the centre or further.
    var maximumAngle: CGFloat = .pi / 3
    /// The distance from the eye to the screen, in points: `m34 = -1 / eyeDistance`.
    var eyeDistance: CGFloat = 500

    override init() {
        super.init()
        scrollDirection = .horizontal
        itemSize = CGSize(width: 160, height: 200)
        minimumLineSpacing = -20
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
        scrollDirection = .horizontal
    }

    /// Insets of half the view less half a card let the first and last cards reach the centre.
    override func prepare() {
        super.prepare()
        guard let collectionView = collectionView else { return }
        let inset = (collectionView.bounds.width - itemSize.width) / 2
        sectionInset = UIEdgeInsets(top: 0, left: inset, bottom: 0, right: inset)
    }

    override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        true
    }

    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        super.layoutAttributesForElements(in: rect)?.map { turned($0) }
    }

    override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        super.layoutAttributesForItem(at: indexPath).map { turned($0) }
    }

    override func targetContentOffset(
        forProposedContentOffset proposedContentOffset: CGPoint, withScrollingVelocity velocity: CGPoint
    ) -> CGPoint {
        guard let collectionView = collectionView else { return proposedContentOffset }
        let width = collectionView.bounds.width
        let proposedCenterX = proposedContentOffset.x + width / 2
        let searchRect = CGRect(
            x: proposedContentOffset.x - width, y: 0, width: width * 3, height: collectionView.bounds.height)
        let cells = super.layoutAttributesForElements(in: searchRect) ?? []
        guard let nearest = cells.min(by: { abs($0.center.x - proposedCenterX) < abs($1.center.x - proposedCenterX) })
        else { return proposedContentOffset }
        return CGPoint(x: nearest.center.x - width / 2, y: proposedContentOffset.y)
    }

    /// A copy of `attributes` turned about its vertical axis by its distance from the view's centre, in
    /// perspective: a card right of the centre turns its right edge away (a positive angle about y).
    private func turned(_ attributes: UICollectionViewLayoutAttributes) -> UICollectionViewLayoutAttributes {
        guard let collectionView = collectionView, attributes.representedElementCategory == .cell else {
            return attributes
        }
        let copy = attributes.copy() as! UICollectionViewLayoutAttributes
        let halfWidth = collectionView.bounds.width / 2
        let distance = copy.center.x - (collectionView.contentOffset.x + halfWidth)
        let ratio = max(-1, min(1, distance / halfWidth))
        var perspective = CATransform3DIdentity
        perspective.m34 = -1 / eyeDistance
        copy.transform3D = CATransform3DRotate(perspective, maximumAngle * ratio, 0, 1, 0)
        copy.zIndex = -Int(abs(distance).rounded())
        return copy
    }
}
