import GlidingCollection
import LinuxUIKit

/// The demo's card cell with the image view its nib holds, made in code.
final class CodeCollectionCell: CollectionCell {
    required init(frame: CGRect) {
        super.init(frame: frame)
        let image = UIImageView(frame: contentView.bounds)
        image.contentMode = .scaleAspectFill
        image.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        contentView.addSubview(image)
        imageView = image
    }

    required init?(coder aDecoder: NSCoder) { fatalError("made in code") }
}

/// The demo screen with the gliding collection its storyboard connects, and a cell class where it registers a nib.
final class GlidingScreen: ViewController {
    override func loadView() {
        view = UIView()
        view.backgroundColor = UIColor(red: 0.96, green: 0.96, blue: 0.96, alpha: 1)
        let gliding = GlidingCollection(frame: CGRect(x: 0, y: 100, width: 390, height: 500))
        gliding.backgroundColor = view.backgroundColor
        view.addSubview(gliding)
        glidingView = gliding
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        glidingView.collectionView.register(CodeCollectionCell.self, forCellWithReuseIdentifier: "Cell")
    }
}

public let realScreenStyle = UIKitViewControllerStyle(name: "gliding-collection", height: 844) { _ in
    GlidingScreen()
}
