import LinuxUIKit

/// The gravity slider as its README sets it up: cards of a fixed size.
public let realLayoutStyle = UIKitLayoutStyle(name: "gravity-slider", height: 240) { collectionView in
    GravitySliderFlowLayout(with: CGSize(width: 200, height: 200))
}
