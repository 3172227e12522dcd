import LinuxUIKit
import RealLayoutSupport

/// Tags aligned left and to the top of their line, as the README sets it up, sized by the delegate.
public let realLayoutStyle = UIKitLayoutStyle(name: "aligned-flow", height: 300) { collectionView, images in
    let layout = AlignedCollectionViewFlowLayout(horizontalAlignment: .left, verticalAlignment: .top)
    layout.minimumInteritemSpacing = 8
    layout.minimumLineSpacing = 8
    collectionView.delegate = PhotoSizes(images: images, height: 60)
    return layout
}
