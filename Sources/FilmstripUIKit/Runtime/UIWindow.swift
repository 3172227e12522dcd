/// A window: the root of a view tree that holds a root view controller's view. A rendering draws a view tree with
/// or without one; a window only tells its views they are in a window (`willMove(toWindow:)`,
/// `didMoveToWindow()`, `window`), as screens that start timers or observers there expect.
open class UIWindow: UIView {
    /// The controller whose view fills the window; setting it puts that view in the window at the window's bounds.
    open var rootViewController: UIViewController? {
        didSet {
            guard rootViewController !== oldValue else { return }
            if let old = oldValue, old.isViewLoaded, old.view.superview === self { old.view.removeFromSuperview() }
            guard let controller = rootViewController else { return }
            controller.view.frame = bounds
            addSubview(controller.view)
        }
    }
    /// Whether the window is the key window: set by `makeKey()` and `makeKeyAndVisible()`.
    open private(set) var isKeyWindow = false
    /// The window's level; kept.
    open var windowLevel: Level = .normal

    /// Makes the window the key window.
    open func makeKey() { isKeyWindow = true }

    /// Makes the window key and shows it.
    open func makeKeyAndVisible() {
        isKeyWindow = true
        isHidden = false
    }
}
