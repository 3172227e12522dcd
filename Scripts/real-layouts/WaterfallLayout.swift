import LinuxUIKit
import RealLayoutSupport

/// The shared photo sizes, adopting the delegate protocol this layout asks them through.
final class WaterfallPhotoSizes: PhotoSizes, UICollectionViewDelegateWaterfallLayout {}

/// Two columns of photos at their aspect; the delegate answers only the required size.
public let realLayoutStyle = UIKitLayoutStyle(name: "waterfall", height: 400) { collectionView, images in
    let layout = WaterfallLayout()
    layout.numberOfColumns = 2
    collectionView.delegate = WaterfallPhotoSizes(images: images)
    return layout
}
