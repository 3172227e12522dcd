import UIKit

/// VCore's carousel as its documentation sets it up: horizontal, fixed-size items.
public let realLayoutStyle = UIKitLayoutStyle(name: "vcore-carousel", height: 240) { collectionView in
    let layout = CarouselCollectionViewFlowLayout()
    layout.itemSize = CGSize(width: 220, height: 200)
    return layout
}
