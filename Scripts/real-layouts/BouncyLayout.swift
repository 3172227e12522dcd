import LinuxUIKit

/// The bouncy flow as its README sets it up: a vertical list of full-width rows.
public let realLayoutStyle = UIKitLayoutStyle(name: "bouncy-layout", height: 400) { collectionView in
    let layout = BouncyLayout(style: .regular)
    layout.itemSize = CGSize(width: collectionView.bounds.width - 20, height: 80)
    return layout
}
