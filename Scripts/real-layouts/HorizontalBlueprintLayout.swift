import LinuxUIKit

/// One item per photo in one section, as the app's data source has one per model object: Blueprints asks the data
/// source itself for its counts, so without one it lays out nothing, on iOS as here.
final class PhotoItems: NSObject, UICollectionViewDataSource {
    let count: Int

    init(count: Int) { self.count = count }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { count }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell
    {
        collectionView.dequeueReusableCell(withReuseIdentifier: "photo", for: indexPath)
    }
}

/// Blueprints' horizontal layout as its README sets it up: one row of fixed-height items, two and a half to a view.
public let realLayoutStyle = UIKitLayoutStyle(name: "horizontal-blueprint", height: 200) { collectionView, images in
    collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "photo")
    collectionView.dataSource = PhotoItems(count: images.count)
    return HorizontalBlueprintLayout(
        itemsPerRow: 2.5, height: 160, minimumInteritemSpacing: 10,
        minimumLineSpacing: 10, sectionInset: EdgeInsets(top: 10, left: 10, bottom: 10, right: 10))
}
