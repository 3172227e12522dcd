import FilmstripUIKit

/// A collection view with `counts` items per section and a flow layout, as a view controller sets one up, with a
/// delegate whose metrics come from closures (nil: the delegate does not implement it, so the layout's property
/// is used).
final class FlowTestHarness: NSObject, UICollectionViewDataSource, UICollectionViewDelegateFlowLayout {
    let layout: UICollectionViewFlowLayout
    let collectionView: UICollectionView
    var counts: [Int]
    var sizeForItem: ((IndexPath) -> CGSize)?
    var insetForSection: ((Int) -> UIEdgeInsets)?
    var headerSize: ((Int) -> CGSize)?

    init(
        counts: [Int], viewSize: CGSize = CGSize(width: 320, height: 480),
        layout: UICollectionViewFlowLayout = UICollectionViewFlowLayout()
    ) {
        self.counts = counts
        self.layout = layout
        collectionView = UICollectionView(
            frame: CGRect(origin: .zero, size: viewSize), collectionViewLayout: layout)
        super.init()
        collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        collectionView.dataSource = self
        collectionView.delegate = self
    }

    func numberOfSections(in collectionView: UICollectionView) -> Int { counts.count }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        counts[section]
    }

    func collectionView(
        _ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath
    ) -> UICollectionViewCell {
        collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
    }

    func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        sizeForItemAt indexPath: IndexPath
    ) -> CGSize {
        sizeForItem?(indexPath) ?? layout.itemSize
    }

    func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        insetForSectionAt section: Int
    ) -> UIEdgeInsets {
        insetForSection?(section) ?? layout.sectionInset
    }

    func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        referenceSizeForHeaderInSection section: Int
    ) -> CGSize {
        headerSize?(section) ?? layout.headerReferenceSize
    }

    func frame(_ item: Int, _ section: Int = 0) -> CGRect? {
        collectionView.layoutIfNeeded()
        return layout.layoutAttributesForItem(at: IndexPath(item: item, section: section))?.frame
    }
}
