import FilmstripUIKit

/// The thumbnail slider's view controller, as the article sets up its collection view: a horizontal flow of
/// thumbnails at 0.8 of the view's height, each at its photo's aspect, the first and last centred by the content
/// insets.
final class ThumbnailSliderViewController: NSObject, UICollectionViewDelegateFlowLayout {
    private let images: [UIImage]
    private let cellScale: CGFloat = 0.8

    init(images: [UIImage]) {
        self.images = images
    }

    func install(in collectionView: UICollectionView) -> UICollectionViewLayout {
        let collectionViewLayout = ThumbnailCollectionViewFlowLayout()
        collectionViewLayout.scrollDirection = .horizontal
        collectionView.collectionViewLayout = collectionViewLayout
        collectionView.delegate = self
        collectionView.showsHorizontalScrollIndicator = false
        collectionView.decelerationRate = .normal
        let firstWidth = images.first.map { thumbnailSize(of: $0, in: collectionView).width } ?? 0
        let lastWidth = images.last.map { thumbnailSize(of: $0, in: collectionView).width } ?? 0
        let leftMargin = collectionView.frame.width / 2 - firstWidth / 2
        let rightMargin = collectionView.frame.width / 2 - lastWidth / 2
        collectionView.contentInset = UIEdgeInsets(top: 0, left: leftMargin, bottom: 0, right: rightMargin)
        return collectionViewLayout
    }

    func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        sizeForItemAt indexPath: IndexPath
    ) -> CGSize {
        thumbnailSize(of: images[indexPath.item], in: collectionView)
    }

    private func thumbnailSize(of image: UIImage, in collectionView: UICollectionView) -> CGSize {
        let cellHeight = collectionView.frame.height * cellScale
        let cellWidth = image.size.width * cellHeight / max(image.size.height, 1)
        return CGSize(width: cellWidth, height: cellHeight)
    }
}
