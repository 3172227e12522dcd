import LinuxUIKit

/// Two columns of photos, each as tall as its aspect at the column's width.
public let realLayoutStyle = UIKitLayoutStyle(name: "pinterest", height: 400) { collectionView, images in
    let layout = PinterestLayout()
    layout.numberOfColumns = 2
    layout.cellPadding = 4
    return layout
}
