import LinuxUIKit

/// The demo's product screen with the views its storyboard connects, made in code.
final class ProductScreen: ViewController {
    override func loadView() {
        view = UIView()
        view.backgroundColor = .white
        let collection = UICollectionView(
            frame: CGRect(x: 0, y: 80, width: 390, height: 400), collectionViewLayout: UICollectionViewFlowLayout())
        let page = UIPageControl(frame: CGRect(x: 0, y: 500, width: 390, height: 30))
        let title = UILabel(frame: CGRect(x: 20, y: 540, width: 350, height: 30))
        let subtitle = UILabel(frame: CGRect(x: 20, y: 580, width: 350, height: 80))
        let price = UIButton(frame: CGRect(x: 20, y: 680, width: 350, height: 50))
        for subview in [collection, page, title, subtitle, price] as [UIView] { view.addSubview(subview) }
        collectionView = collection
        pageControl = page
        productTitleLabel = title
        productSubtitleLabel = subtitle
        priceButton = price
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        collectionView.register(CodeProductCell.self, forCellWithReuseIdentifier: productCellIdentifier)
    }
}

/// The demo's product cell with the image view and label its storyboard prototype holds, made in code.
final class CodeProductCell: ProductCollectionViewCell {
    required init(frame: CGRect) {
        super.init(frame: frame)
        let image = UIImageView(frame: contentView.bounds)
        let label = UILabel(frame: CGRect(x: 12, y: 12, width: 50, height: 20))
        label.text = "NEW"
        contentView.addSubview(image)
        contentView.addSubview(label)
        productImage = image
        newLabel = label
    }

    required init?(coder aDecoder: NSCoder) { fatalError("made in code") }
}

public let realScreenStyle = UIKitViewControllerStyle(name: "gravity-slider", height: 844) { _ in ProductScreen() }
