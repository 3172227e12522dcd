import LinuxUIKit

/// A full-width pager whose pages turn as the faces of a cube, in perspective, as the demo's cube example does.
public let realLayoutStyle = UIKitLayoutStyle(name: "animated-cube", height: 240) { collectionView in
    let layout = AnimatedCollectionViewLayout()
    layout.animator = CubeAttributesAnimator()
    layout.scrollDirection = .horizontal
    layout.minimumLineSpacing = 0
    layout.itemSize = collectionView.bounds.size
    collectionView.isPagingEnabled = true
    return layout
}
