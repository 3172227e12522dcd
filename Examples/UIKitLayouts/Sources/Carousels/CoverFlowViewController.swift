import FilmstripUIKit

/// The cover flow's view controller: one section of photo cards and a fast deceleration, so that a fling settles
/// on a nearby card rather than coasting past many.
final class CoverFlowViewController: NSObject, UICollectionViewDataSource {
    static let cellIdentifier = "CoverCell"
    private let images: [UIImage]
    let layout = CoverFlowLayout()

    init(images: [UIImage]) {
        self.images = images
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
        images.count
    }

    func collectionView(
        _ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath
    ) -> UICollectionViewCell {
        collectionView.dequeueReusableCell(withReuseIdentifier: Self.cellIdentifier, for: indexPath)
    }
}
