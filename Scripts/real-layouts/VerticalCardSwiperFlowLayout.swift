import LinuxUIKit

/// The card swiper's stacking layout as VerticalCardSwiper configures it: vertical cards 40 points apart, the one
/// above the top scaled down behind it.
public let realLayoutStyle = UIKitLayoutStyle(name: "vertical-card-swiper-layout", height: 600) { collectionView in
    let layout = VerticalCardSwiperFlowLayout()
    layout.scrollDirection = .vertical
    layout.firstItemTransform = 0.05
    layout.minimumLineSpacing = 40
    layout.cellHeight = 460
    layout.itemSize = CGSize(width: collectionView.bounds.width - 40, height: 460)
    layout.sectionInset = UIEdgeInsets(top: 40, left: 20, bottom: 100, right: 20)
    return layout
}
