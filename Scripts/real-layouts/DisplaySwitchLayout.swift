import LinuxUIKit

/// The list layout of DisplaySwitcher as its README sets it up.
public let realLayoutStyle = UIKitLayoutStyle(name: "display-switch-layout", height: 400) { collectionView in
    DisplaySwitchLayout(staticCellHeight: 80, nextLayoutStaticCellHeight: 160, layoutState: .list)
}
