import LinuxUIKit

/// Ramotion's gliding collection's layout as GlidingCollection configures it: horizontal cards with a page-snapping
/// target offset.
public let realLayoutStyle = UIKitLayoutStyle(name: "gliding-layout", height: 300) { collectionView in
    let layout = GlidingLayout()
    layout.scrollDirection = .horizontal
    layout.itemSize = CGSize(width: 240, height: 260)
    layout.minimumLineSpacing = 20
    layout.sectionInset = UIEdgeInsets(top: 20, left: 40, bottom: 20, right: 40)
    return layout
}
