import LinuxUIKit

/// The example's photo grid, as its list of examples pushes it.
public let realScreenStyle = UIKitViewControllerStyle(name: "bouncy-photos", height: 844) { _ in
    Example.photosCollection.controller()
}
