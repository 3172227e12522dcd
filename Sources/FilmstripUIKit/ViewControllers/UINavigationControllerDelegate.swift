/// A navigation controller's delegate, as UIKit's protocol; every method has a default, and none is called, as push
/// and pop run at once with no transition to coordinate.
public protocol UINavigationControllerDelegate: AnyObject {
    /// Called before a controller is shown; does nothing by default.
    func navigationController(
        _ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool)
    /// Called after a controller is shown; does nothing by default.
    func navigationController(
        _ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool)
}

extension UINavigationControllerDelegate {
    /// Does nothing.
    public func navigationController(
        _ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool
    ) {}
    /// Does nothing.
    public func navigationController(
        _ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool
    ) {}
}
