import LinuxUIKit

/// A perspective cover flow as the demo sets it up: horizontal, square covers turned up to 45 degrees out of the
/// screen's plane with a 500-point projection, a quarter of each neighbour hidden behind the centred cover.
public let realLayoutStyle = UIKitLayoutStyle(name: "lni-cover-flow", height: 300) { collectionView in
    let layout = LNICoverFlowLayout()
    layout.scrollDirection = .horizontal
    layout.itemSize = CGSize(width: 200, height: 200)
    layout.maxCoverDegree = 45
    layout.coverDensity = 0.25
    layout.minCoverScale = 0.72
    layout.minCoverOpacity = 0.5
    return layout
}
