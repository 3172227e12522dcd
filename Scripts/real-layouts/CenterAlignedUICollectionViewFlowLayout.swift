import UIKit

/// Sizes each item by its photo's aspect at a fixed height, as a tag or photo flow's delegate does.
final class PhotoSizes: NSObject, UICollectionViewDelegateFlowLayout {
    let sizes: [CGSize]

    init(images: [UIImage], height: CGFloat) {
        sizes = images.map { image in
            CGSize(width: (height * image.size.width / max(image.size.height, 1)).rounded(), height: height)
        }
    }

    func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        sizeForItemAt indexPath: IndexPath
    ) -> CGSize {
        sizes[indexPath.item % max(sizes.count, 1)]
    }
}

/// VCore's centre-aligned flow, items sized by the delegate.
public let realLayoutStyle = UIKitLayoutStyle(name: "center-aligned-flow", height: 300) { collectionView, images in
    let layout = CenterAlignedUICollectionViewFlowLayout()
    layout.minimumInteritemSpacing = 8
    layout.minimumLineSpacing = 8
    collectionView.delegate = PhotoSizes(images: images, height: 60)
    return layout
}
