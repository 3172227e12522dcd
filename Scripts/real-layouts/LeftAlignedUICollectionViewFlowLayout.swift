import LinuxUIKit
import RealLayoutSupport

/// VCore's left-aligned flow, items sized by the delegate.
public let realLayoutStyle = UIKitLayoutStyle(name: "left-aligned-flow", height: 300) { collectionView, images in
    let layout = LeftAlignedUICollectionViewFlowLayout()
    layout.minimumInteritemSpacing = 8
    layout.minimumLineSpacing = 8
    collectionView.delegate = PhotoSizes(images: images, height: 60)
    return layout
}
