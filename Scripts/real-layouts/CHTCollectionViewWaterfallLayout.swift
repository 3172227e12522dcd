import LinuxUIKit
import RealLayoutSupport

/// The shared photo sizes, adopting the delegate protocol this layout asks them through.
final class WaterfallPhotoSizes: PhotoSizes, CHTCollectionViewDelegateWaterfallLayout {}

/// Two columns of photos at their aspect, as the README sets it up; the delegate answers only the required size.
public let realLayoutStyle = UIKitLayoutStyle(name: "cht-waterfall", height: 400) { collectionView, images in
    let layout = CHTCollectionViewWaterfallLayout()
    layout.columnCount = 2
    layout.minimumColumnSpacing = 8
    layout.minimumInteritemSpacing = 8
    collectionView.delegate = WaterfallPhotoSizes(images: images)
    return layout
}
