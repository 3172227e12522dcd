extension UIView {
    /// The window the view is in: the root of its tree when that is a `UIWindow`, else nil (a tree a scene draws
    /// without a window, as most are).
    public var window: UIWindow? {
        var root: UIView = self
        while let parent = root.superview { root = parent }
        return root as? UIWindow
    }

    /// `willMove(toWindow:)` on this view and its subtree, parents first, as UIKit calls it.
    func tellWindowWillChange(to newWindow: UIWindow?) {
        willMove(toWindow: newWindow)
        for subview in subviews { subview.tellWindowWillChange(to: newWindow) }
    }

    /// `didMoveToWindow()` on this view and its subtree, parents first.
    func tellWindowDidChange() {
        didMoveToWindow()
        for subview in subviews { subview.tellWindowDidChange() }
    }
}
