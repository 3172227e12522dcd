import FilmstripUIKit

/// The peeking pager's view controller: cards 0.7 of the view in both directions, no line spacing, 4 pt section
/// insets, fast deceleration; the paging layout captures the cards when a drag begins, and the pager shrinks each
/// visible card by its distance from the screen's centre whenever the view scrolls.
final class PeekCarouselViewController: NSObject, UICollectionViewDelegateFlowLayout {
    private let flowLayout = FlowLayout()
    private weak var collectionView: UICollectionView?
    /// The paging carousel's post, whose layout class this is too, leaves the cards at full size; the peeking pager
    /// scales them.
    private let scalesCells: Bool

    init(scalesCells: Bool) {
        self.scalesCells = scalesCells
    }

    func install(in collectionView: UICollectionView) -> UICollectionViewLayout {
        self.collectionView = collectionView
        flowLayout.scrollDirection = .horizontal
        flowLayout.minimumLineSpacing = 0
        flowLayout.sectionInset = UIEdgeInsets(top: 0, left: 4, bottom: 0, right: 4)
        collectionView.collectionViewLayout = flowLayout
        collectionView.decelerationRate = .fast
        collectionView.delegate = self
        return flowLayout
    }

    func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        sizeForItemAt indexPath: IndexPath
    ) -> CGSize {
        CGSize(width: collectionView.bounds.width * 0.7, height: collectionView.bounds.height * 0.7)
    }

    func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {
        flowLayout.prepareForPaging()
    }

    func scrollViewDidScroll(_ scrollView: UIScrollView) {
        guard scalesCells, let collectionView = collectionView else { return }
        for cell in collectionView.visibleCells {
            transformScale(cell: cell)
        }
    }

    private func transformScale(cell: UICollectionViewCell) {
        let cellCenter: CGPoint = collectionView!.convert(cell.center, to: nil)
        let screenCenterX: CGFloat = UIScreen.main.bounds.width / 2
        let reductionRatio: CGFloat = -0.0005
        let maxScale: CGFloat = 1
        let cellCenterDisX: CGFloat = abs(screenCenterX - cellCenter.x)
        let newScale = reductionRatio * cellCenterDisX + maxScale
        cell.transform = CGAffineTransform(scaleX: newScale, y: newScale)
    }
}
