import LinuxUIKit

/// The example app's code-built screen, as its app delegate would show it.
public let realScreenStyle = UIKitViewControllerStyle(name: "scaling-carousel", height: 844) { _ in
    CodeViewController()
}
