import Blueprints
import LinuxUIKit

/// The example app's first screen, as its root controller shows it.
public let realScreenStyle = UIKitViewControllerStyle(name: "blueprints-demo", height: 844) { _ in
    RootViewController()
}
