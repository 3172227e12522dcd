import LinuxUIKit

/// A full-width pager whose cards move with the linear-card animator, as the demo app sets it up.
public let realLayoutStyle = UIKitLayoutStyle(name: "animated-collection-view", height: 240) { collectionView in
    let layout = AnimatedCollectionViewLayout()
    layout.animator = LinearCardAttributesAnimator()
    layout.scrollDirection = .horizontal
    layout.minimumLineSpacing = 0
    layout.itemSize = collectionView.bounds.size
    collectionView.isPagingEnabled = true
    return layout
}
