// A user-built `filmstrip` whose one style has the crash every iOS developer has met: past the first screen, its data
// source force-casts what `dequeueReusableCell` returns to a cell class it never registered, which traps. The tests run it to show
// what stderr then says: Swift's own message, and Filmstrip's line naming the scene and check being drawn.
import Filmstrip
import FilmstripCommandLine
import FilmstripUIKit

final class BadgeCell: UICollectionViewCell {}

final class UnwrappingGalleryView: UIView, UICollectionViewDataSource {
    let collectionView: UICollectionView

    required override init(frame: CGRect) {
        let layout = UICollectionViewFlowLayout()
        layout.scrollDirection = .horizontal
        collectionView = UICollectionView(frame: .zero, collectionViewLayout: layout)
        super.init(frame: frame)
        collectionView.frame = bounds
        collectionView.dataSource = self
        collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        addSubview(collectionView)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 40 }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
        -> UICollectionViewCell
    {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
        guard indexPath.item >= 20 else { return cell }
        // The registered class is UICollectionViewCell, not BadgeCell.
        return cell as! BadgeCell
    }
}

var styles = StyleCatalog.builtIn
styles.register(UIKitViewStyle(name: "unwrapping-gallery") { UnwrappingGalleryView(frame: $0) })
FilmstripCommand.main(styles: styles)
