import LNICoverFlowLayout
import LinuxUIKit

/// The demo's photo cell with the image view and caption its storyboard prototype holds, made in code.
final class CodePhotoCell: CustomCollectionViewCell {
    required init(frame: CGRect) {
        super.init(frame: frame)
        let image = UIImageView(frame: CGRect(x: 0, y: 0, width: frame.width, height: frame.height - 30))
        image.contentMode = .scaleAspectFill
        image.clipsToBounds = true
        let caption = UILabel(frame: CGRect(x: 0, y: frame.height - 26, width: frame.width, height: 22))
        caption.textAlignment = .center
        caption.textColor = .white
        caption.font = .systemFont(ofSize: 13)
        contentView.addSubview(image)
        contentView.addSubview(caption)
        photoImageView = image
        photoDescription = caption
    }

    required init?(coder aDecoder: NSCoder) { fatalError("made in code") }

    /// The storyboard's constraints: the photo over the cell but a 30-point caption strip at the bottom.
    override func layoutSubviews() {
        super.layoutSubviews()
        photoImageView.frame = CGRect(x: 0, y: 0, width: bounds.width, height: max(bounds.height - 30, 0))
        photoDescription.frame = CGRect(x: 0, y: bounds.height - 26, width: bounds.width, height: 22)
    }
}

/// The demo's cover-flow screen with what its storyboard connects made in code: the collection view and its
/// cover-flow layout, four value labels and four sliders beneath.
final class CoverFlowScreen: ViewController {
    let layout = LNICoverFlowLayout()
    lazy var collection = UICollectionView(
        frame: CGRect(x: 0, y: 60, width: 390, height: 360), collectionViewLayout: layout)
    var controls: [UIView] = []

    override func loadView() {
        view = UIView()
        view.backgroundColor = .black
        layout.scrollDirection = .horizontal
        layout.itemSize = CGSize(width: 220, height: 300)
        collection.backgroundColor = .black
        collection.dataSource = self
        collection.delegate = self
        collection.register(
            CodePhotoCell.self, forCellWithReuseIdentifier: CustomCollectionViewCell.kCustomCellIdentifier)
        view.addSubview(collection)
        photosCollectionView = collection
        coverFlowLayout = layout
        var labels: [UILabel] = []
        var sliders: [UISlider] = []
        for row in 0..<4 {
            let label = UILabel(frame: CGRect(x: 20, y: 460 + CGFloat(row) * 60, width: 60, height: 31))
            label.textColor = .white
            let slider = UISlider(frame: CGRect(x: 90, y: 460 + CGFloat(row) * 60, width: 280, height: 31))
            view.addSubview(label)
            view.addSubview(slider)
            labels.append(label)
            sliders.append(slider)
        }
        controls = labels + sliders
        maxDegreesValueLabel = labels[0]
        coverDensityValueLabel = labels[1]
        minOpacityValueLabel = labels[2]
        minScaleValueLabel = labels[3]
        maxDegreesSlider = sliders[0]
        maxDegreesSlider.maximumValue = 360
        coverDensitySlider = sliders[1]
        minOpacitySlider = sliders[2]
        minScaleSlider = sliders[3]
    }
}

public let realScreenStyle = UIKitViewControllerStyle(name: "lni-cover-flow-demo", height: 844) { _ in
    CoverFlowScreen()
}
