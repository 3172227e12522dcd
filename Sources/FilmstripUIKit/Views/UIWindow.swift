/// The window a view controller's view is shown in, as UIKit's: it holds the root view controller's view at its own
/// bounds, and it is where safe area and traits start. A window has no safe area and the screen's traits; a device
/// gives it its own by overriding `safeAreaInsets` and `traitCollection`, as swift-snapshot-testing's window
/// subclass does on iOS (`FilmstripSnapshotTesting` makes one for each `ViewImageConfig`).
open class UIWindow: UIView {
    /// How windows stack; kept, as Filmstrip draws one window.
    open var windowLevel = UIWindow.Level.normal

    /// The view controller whose view fills the window: setting it puts that view in the window at its bounds,
    /// resized with it, and tells its views their new traits.
    open var rootViewController: UIViewController? {
        didSet {
            guard oldValue !== rootViewController else { return }
            if let old = oldValue?.viewIfLoaded, old.superview === self { old.removeFromSuperviewQuietly() }
            if let oldValue, !isHidden {
                oldValue.beginAppearanceTransition(false, animated: false)
                oldValue.endAppearanceTransition()
            }
            guard let controller = rootViewController else { return }
            let view: UIView = controller.view
            TraitChangeNotifier.notifying(view) {
                view.frame = bounds
                view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
                addSubview(view)
            }
            tellSafeAreaChanged(in: view)
            guard !isHidden else { return }
            controller.beginAppearanceTransition(true, animated: false)
            controller.endAppearanceTransition()
        }
    }

    /// A hidden window, as UIKit makes one: `makeKeyAndVisible()` or `isHidden = false` shows it, and a root view
    /// controller set on a shown window appears (`viewWillAppear`, `viewDidAppear`).
    public override init(frame: CGRect) {
        super.init(frame: frame)
        isHidden = true
    }

    /// A hidden window with a zero frame; there is no archive to read on Linux.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        isHidden = true
    }

    /// Showing the window (`isHidden = false`, as `makeKeyAndVisible()` does) makes its root view controller appear
    /// (`viewWillAppear`, `viewDidAppear`), as UIKit does when an app sets the root before showing the window.
    open override var isHidden: Bool {
        didSet {
            guard oldValue, !isHidden, let controller = rootViewController else { return }
            controller.beginAppearanceTransition(true, animated: false)
            controller.endAppearanceTransition()
        }
    }

    /// Whether the window is the key window: the last one made key.
    open private(set) var isKeyWindow = false

    /// Makes the window key; nothing else is shown or hidden.
    open func makeKey() { isKeyWindow = true }

    /// Makes the window key and visible.
    open func makeKeyAndVisible() {
        isHidden = false
        makeKey()
    }

    /// `safeAreaInsetsDidChange()` on each view of `root`'s tree that the window's safe area now reaches, and
    /// `viewSafeAreaInsetsDidChange()` on its controller, as UIKit tells them when a view enters a window with one.
    private func tellSafeAreaChanged(in root: UIView) {
        var pending = [root]
        while let view = pending.popLast() {
            guard view.safeAreaInsets != .zero else { continue }
            view.safeAreaInsetsDidChange()
            view.owningViewController?.viewSafeAreaInsetsDidChange()
            pending.append(contentsOf: view.subviews)
        }
    }
}
