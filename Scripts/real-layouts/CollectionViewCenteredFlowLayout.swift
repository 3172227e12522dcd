import LinuxUIKit
import RealLayoutSupport

/// Lines of tags centred in the view, as the README sets it up, sized by the delegate.
public let realLayoutStyle = UIKitLayoutStyle(name: "centered-flow", height: 300) { collectionView, images in
    let layout = CollectionViewCenteredFlowLayout()
    layout.minimumInteritemSpacing = 8
    layout.minimumLineSpacing = 8
    collectionView.delegate = PhotoSizes(images: images, height: 60)
    return layout
}
