import FilmstripUIKit

/// The mosaic's view controller: one section of photos and a fast deceleration, as paged content usually has.
final class MosaicViewController: NSObject, UICollectionViewDataSource {
    static let cellIdentifier = "MosaicCell"
    private let photoCount: Int
    let layout = MosaicPageLayout()

    init(photoCount: Int) {
        self.photoCount = photoCount
    }

    func install(in collectionView: UICollectionView) -> UICollectionViewLayout {
        collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: Self.cellIdentifier)
        collectionView.collectionViewLayout = layout
        collectionView.dataSource = self
        collectionView.decelerationRate = .fast
        collectionView.showsHorizontalScrollIndicator = false
        return layout
    }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        photoCount
    }

    func collectionView(
        _ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath
    ) -> UICollectionViewCell {
        collectionView.dequeueReusableCell(withReuseIdentifier: Self.cellIdentifier, for: indexPath)
    }
}
