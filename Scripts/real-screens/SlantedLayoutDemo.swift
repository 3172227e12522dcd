import CollectionViewSlantedLayout
import LinuxUIKit
import RealScreenSupport

/// The demo's cover cell with the image view its storyboard holds (and the background view its gradient is drawn
/// on), made in code.
final class CodeCoverCell: CustomCollectionCell {
    required init(frame: CGRect) {
        super.init(frame: frame)
        let image = UIImageView(frame: CGRect(x: 0, y: -100, width: frame.width, height: frame.height + 200))
        image.contentMode = .scaleAspectFill
        image.autoresizingMask = [.flexibleWidth]
        backgroundView = UIView(frame: bounds)
        contentView.addSubview(image)
        contentView.clipsToBounds = true
        imageView = image
        awakeFromNib()
    }

    required init?(coder aDecoder: NSCoder) { fatalError("made in code") }
}

/// The demo screen with the collection view and slanted layout its storyboard connects, its covers the scene's
/// photos where the demo reads its bundle's covers.plist.
final class CoversScreen: ViewController {
    let layout = CollectionViewSlantedLayout()
    lazy var collection = UICollectionView(frame: .zero, collectionViewLayout: layout)

    override func loadView() {
        super.loadView()
        covers = ScreenPhotos.names.map { ["picture": $0] }
        collection.backgroundColor = .black
        collection.dataSource = self
        collection.delegate = self
        collection.register(CodeCoverCell.self, forCellWithReuseIdentifier: reuseIdentifier)
        collection.frame = view.bounds
        collection.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(collection)
        collectionView = collection
        collectionViewLayout = layout
    }
}

public let realScreenStyle = UIKitViewControllerStyle(name: "slanted-covers", height: 844) { _ in CoversScreen() }
