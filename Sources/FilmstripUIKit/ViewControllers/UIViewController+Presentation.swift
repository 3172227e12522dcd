extension UIViewController {
    /// The nearest navigation controller among this controller and its parents.
    public var navigationController: UINavigationController? {
        var next: UIViewController? = self
        while let controller = next {
            if let navigation = controller as? UINavigationController { return navigation }
            next = controller.parent
        }
        return nil
    }

    /// The nearest tab bar controller among this controller and its parents.
    public var tabBarController: UITabBarController? {
        var next: UIViewController? = self
        while let controller = next {
            if let tabs = controller as? UITabBarController { return tabs }
            next = controller.parent
        }
        return nil
    }

    /// The safe area this controller adds to its view: `additionalSafeAreaInsets` and the bars of its container.
    var addedSafeAreaInsets: UIEdgeInsets {
        LayoutMarginsGeometry.adding(containerBarInsets, to: additionalSafeAreaInsets)
    }
}
