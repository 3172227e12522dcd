import LinuxUIKit

/// The centred pager as its README sets it up: cards of a fixed size, 20 points apart, fast deceleration.
public let realLayoutStyle = UIKitLayoutStyle(name: "centered-collection-view", height: 240) { collectionView in
    let layout = CenteredCollectionViewFlowLayout()
    layout.itemSize = CGSize(width: 220, height: 200)
    layout.minimumLineSpacing = 20
    collectionView.decelerationRate = .fast
    return layout
}
