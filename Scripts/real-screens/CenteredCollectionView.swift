import LinuxUIKit

/// The example app's programmatic screen, as its index screen pushes it.
public let realScreenStyle = UIKitViewControllerStyle(name: "centered-collection-view", height: 844) { _ in
    ProgrammaticViewController(nibName: nil, bundle: nil)
}
