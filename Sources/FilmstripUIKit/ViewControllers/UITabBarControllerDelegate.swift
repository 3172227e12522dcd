/// A tab bar controller's delegate, as UIKit's protocol; every method has a default, and none is called, as no tab
/// is tapped.
public protocol UITabBarControllerDelegate: AnyObject {
    /// Whether a tapped tab may be selected; true by default.
    func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController)
        -> Bool
    /// Called after a tapped tab is selected; does nothing by default.
    func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController)
}

extension UITabBarControllerDelegate {
    /// True.
    public func tabBarController(
        _ tabBarController: UITabBarController, shouldSelect viewController: UIViewController
    ) -> Bool { true }
    /// Does nothing.
    public func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController) {}
}
