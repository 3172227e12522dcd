import LinuxUIKit

/// The slanted layout as its README sets it up: horizontal, 240-point cells.
public let realLayoutStyle = UIKitLayoutStyle(name: "slanted-layout", height: 240) { collectionView in
    let layout = CollectionViewSlantedLayout()
    layout.scrollDirection = .horizontal
    layout.itemSize = 240
    return layout
}
