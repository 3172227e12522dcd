import LinuxUIKit

/// The expanding-collection pager: cards of the demo app's size, scaled and faded away from the centre.
public let realLayoutStyle = UIKitLayoutStyle(name: "page-collection-layout", height: 360) { collectionView in
    PageCollectionLayout(itemSize: CGSize(width: 256, height: 335))
}
