import FilmstripUIKit

/// The grid's view controller: the photos split into albums, in order, each album a section with a header.
final class SectionedGridViewController: NSObject, UICollectionViewDataSource {
    static let cellIdentifier = "GridCell"
    static let headerIdentifier = "AlbumHeader"
    /// Photos per album; a last album takes what the others leave.
    static let albumSizes = [5, 5]
    private let sectionCounts: [Int]
    let layout = SectionedGridLayout()

    init(photoCount: Int) {
        var counts: [Int] = []
        var left = photoCount
        for size in Self.albumSizes where left > 0 {
            counts.append(min(size, left))
            left -= min(size, left)
        }
        if left > 0 { counts.append(left) }
        sectionCounts = counts
    }

    func install(in collectionView: UICollectionView) -> UICollectionViewLayout {
        collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: Self.cellIdentifier)
        collectionView.register(
            UICollectionReusableView.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader,
            withReuseIdentifier: Self.headerIdentifier)
        collectionView.collectionViewLayout = layout
        collectionView.dataSource = self
        collectionView.showsVerticalScrollIndicator = false
        return layout
    }

    func numberOfSections(in collectionView: UICollectionView) -> Int {
        sectionCounts.count
    }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        sectionCounts[section]
    }

    func collectionView(
        _ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath
    ) -> UICollectionViewCell {
        collectionView.dequeueReusableCell(withReuseIdentifier: Self.cellIdentifier, for: indexPath)
    }

    func collectionView(
        _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
    ) -> UICollectionReusableView {
        collectionView.dequeueReusableSupplementaryView(
            ofKind: kind, withReuseIdentifier: Self.headerIdentifier, for: indexPath)
    }
}
