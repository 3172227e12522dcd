import AnimatedCollectionViewLayout
import LinuxUIKit

/// The example's cell with the title label its storyboard holds, made in code.
final class CodeSimpleCell: SimpleCollectionViewCell {
    required init(frame: CGRect) {
        super.init(frame: frame)
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 200, height: 60))
        label.font = .boldSystemFont(ofSize: 40)
        label.textColor = .white
        contentView.addSubview(label)
        titleLabel = label
        awakeFromNib()
    }

    required init?(coder aDecoder: NSCoder) { fatalError("made in code") }
}

/// The example's full-screen pager as its animator list opens it with the cube animator: the storyboard's swipe
/// gesture and cell made in code.
final class CubeScreen: ImageCollectionViewController {
    override func viewDidLoad() {
        dismissGesture = UISwipeGestureRecognizer()
        animator = (CubeAttributesAnimator(), true, 1, 1)
        collectionView.register(CodeSimpleCell.self, forCellWithReuseIdentifier: cellIdentifier)
        super.viewDidLoad()
    }
}

public let realScreenStyle = UIKitViewControllerStyle(name: "animated-cube", height: 844) { _ in
    CubeScreen(collectionViewLayout: AnimatedCollectionViewLayout())
}
