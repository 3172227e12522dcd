import UIKit

/// Gives each item its photo's size: the one method a waterfall layout requires of its delegate.
final class PhotoSizes: NSObject, CHTCollectionViewDelegateWaterfallLayout {
    let sizes: [CGSize]

    init(images: [UIImage]) { sizes = images.map(\.size) }

    func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        sizeForItemAt indexPath: IndexPath
    ) -> CGSize {
        sizes[indexPath.item % max(sizes.count, 1)]
    }
}

/// Two columns of photos at their aspect, as the README sets it up; the delegate answers only the required size.
public let realLayoutStyle = UIKitLayoutStyle(name: "cht-waterfall", height: 400) { collectionView, images in
    let layout = CHTCollectionViewWaterfallLayout()
    layout.columnCount = 2
    layout.minimumColumnSpacing = 8
    layout.minimumInteritemSpacing = 8
    collectionView.delegate = PhotoSizes(images: images)
    return layout
}
