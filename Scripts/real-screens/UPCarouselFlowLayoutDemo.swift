import LinuxUIKit

/// The demo's character screen with the labels, collection view and carousel layout its storyboard connects, made
/// in code, on the purple its storyboard's background has (the demo's `GradientView` draws it with Core Graphics,
/// which FilmstripUIKit does not have, so that file is not compiled).
final class CharacterScreen: ViewController {
    let layout = UPCarouselFlowLayout()
    lazy var collection = UICollectionView(frame: .zero, collectionViewLayout: layout)
    let info = UILabel()
    let detail = UILabel()

    override func loadView() {
        view = UIView()
        view.backgroundColor = UIColor(red: 79 / 255, green: 30 / 255, blue: 122 / 255, alpha: 1)
        layout.itemSize = CGSize(width: 200, height: 200)
        layout.scrollDirection = .horizontal
        collection.backgroundColor = .clear
        collection.dataSource = self
        collection.delegate = self
        collection.register(CodeCharacterCell.self, forCellWithReuseIdentifier: CarouselCollectionViewCell.identifier)
        collection.frame = CGRect(x: 0, y: 200, width: 390, height: 300)
        info.frame = CGRect(x: 20, y: 540, width: 350, height: 40)
        detail.frame = CGRect(x: 20, y: 580, width: 350, height: 30)
        info.textColor = .white
        info.font = .boldSystemFont(ofSize: 28)
        info.textAlignment = .center
        detail.textColor = .lightGray
        detail.textAlignment = .center
        for subview in [collection, info, detail] as [UIView] { view.addSubview(subview) }
        collectionView = collection
        infoLabel = info
        detailLabel = detail
    }
}

/// The demo's cell, its image view made in code where its storyboard prototype holds one. The demo's cell has only
/// `init(coder:)`, so this one comes from the rewriter's `init(frame:)`.
final class CodeCharacterCell: CarouselCollectionViewCell {
    required init(frame: CGRect) {
        super.init(frame: frame)
        let view = UIImageView(frame: bounds)
        view.contentMode = .scaleAspectFill
        view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        contentView.addSubview(view)
        image = view
    }

    required init?(coder aDecoder: NSCoder) { fatalError("made in code") }
}

public let realScreenStyle = UIKitViewControllerStyle(name: "up-carousel-demo", height: 844) { _ in
    CharacterScreen()
}
