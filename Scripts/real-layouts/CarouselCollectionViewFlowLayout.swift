import LinuxUIKit

/// VCore's carousel as its documentation sets it up: items the view's height, inset 40 points from each side, 20
/// points apart; the layout centres them itself (no flow delegate, as in VCore's own preview).
public let realLayoutStyle = UIKitLayoutStyle(name: "vcore-carousel", height: 240) { collectionView in
    CarouselUICollectionViewFlowLayout(
        itemSize: CarouselUICollectionViewFlowLayoutItemSize(inset: 40, height: nil), spacing: 20)
}
