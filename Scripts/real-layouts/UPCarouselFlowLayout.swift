import LinuxUIKit

/// The carousel as its README sets it up: horizontal, cards of a fixed size, the side cards scaled and faded.
public let realLayoutStyle = UIKitLayoutStyle(name: "up-carousel", height: 240) { collectionView in
    let layout = UPCarouselFlowLayout()
    layout.scrollDirection = .horizontal
    layout.itemSize = CGSize(width: 160, height: 200)
    return layout
}
