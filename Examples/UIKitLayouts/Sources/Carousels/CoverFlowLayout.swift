import FilmstripUIKit

/// A horizontal cover flow: the centred card sits flat and on top, and cards further from the centre turn, shrink
/// and fade, so the eye goes to the centre. Neighbours overlap (negative line spacing), which is why the z-order
/// matters. A release always comes to rest with a card centred.
final class CoverFlowLayout: UICollectionViewFlowLayout {
    /// The turn of a card half a view away from the centre or further; positive turns clockwise on screen.
    var maximumAngle: CGFloat = .pi / 8
    /// The scale and alpha of a card half a view away from the centre or further.
    var minimumScale: CGFloat = 0.7
    var minimumAlpha: CGFloat = 0.4

    override init() {
        super.init()
        scrollDirection = .horizontal
        itemSize = CGSize(width: 180, height: 220)
        minimumLineSpacing = -40
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

    /// Every scroll changes every card's turn, scale and fade.
    override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        true
    }

    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        guard let attributes = super.layoutAttributesForElements(in: rect) else { return nil }
        return attributes.map { transformed($0) }
    }

    override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        super.layoutAttributesForItem(at: indexPath).map { transformed($0) }
    }

    /// The card nearest the view's centre where the scroll would stop.
    override func targetContentOffset(
        forProposedContentOffset proposedContentOffset: CGPoint, withScrollingVelocity velocity: CGPoint
    ) -> CGPoint {
        guard let collectionView = collectionView else {
            return super.targetContentOffset(
                forProposedContentOffset: proposedContentOffset, withScrollingVelocity: velocity)
        }
        let width = collectionView.bounds.width
        let proposedCenterX = proposedContentOffset.x + width / 2
        // A view's width either side, so that a fling past the last card still finds it.
        let searchRect = CGRect(
            x: proposedContentOffset.x - width, y: 0, width: width * 3, height: collectionView.bounds.height)
        let cells = (super.layoutAttributesForElements(in: searchRect) ?? []).filter {
            $0.representedElementCategory == .cell
        }
        guard
            let nearest = cells.min(by: {
                abs($0.center.x - proposedCenterX) < abs($1.center.x - proposedCenterX)
            })
        else {
            return super.targetContentOffset(
                forProposedContentOffset: proposedContentOffset, withScrollingVelocity: velocity)
        }
        return CGPoint(x: nearest.center.x - width / 2, y: proposedContentOffset.y)
    }

    /// A copy of `attributes` turned, scaled and faded by its distance from the view's centre: the flow layout's
    /// own attributes are never changed, as Apple asks.
    private func transformed(_ attributes: UICollectionViewLayoutAttributes) -> UICollectionViewLayoutAttributes {
        guard let collectionView = collectionView, attributes.representedElementCategory == .cell else {
            return attributes
        }
        let copy = attributes.copy() as! UICollectionViewLayoutAttributes
        let halfWidth = collectionView.bounds.width / 2
        let distance = copy.center.x - (collectionView.contentOffset.x + halfWidth)
        let ratio = max(-1, min(1, distance / halfWidth))
        let scale = 1 - (1 - minimumScale) * abs(ratio)
        let rotation = CATransform3DMakeRotation(maximumAngle * ratio, 0, 0, 1)
        copy.transform3D = CATransform3DScale(rotation, scale, scale, 1)
        copy.alpha = 1 - (1 - minimumAlpha) * abs(ratio)
        // Nearer the centre draws above: the centred card is on top of its overlapping neighbours.
        copy.zIndex = -Int(abs(distance).rounded())
        return copy
    }
}
