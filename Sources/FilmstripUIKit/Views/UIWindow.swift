/// The window a view controller's view is shown in, as UIKit's: it holds the root view controller's view at its own
/// bounds, and it is where safe area and traits start. A window made by app code has no safe area and the screen's
/// traits; a device (a snapshot configuration, a scene's `--device`) gives it its own through a subclass or
/// `FilmstripUIKit`'s device environment, as swift-snapshot-testing's window subclasses UIKit's.
open class UIWindow: UIView {
    /// The traits the window's device adds to the screen's; nil adds none.
    private var deviceTraits: UITraitCollection?
    /// The edges the window's device covers (a status bar, a notch, a home indicator).
    private var deviceSafeAreaInsets = UIEdgeInsets.zero

    /// The view controller whose view fills the window: setting it puts that view in the window at its bounds,
    /// resized with it, and tells its views their new traits.
    open var rootViewController: UIViewController? {
        didSet {
            guard oldValue !== rootViewController else { return }
            if let old = oldValue?.viewIfLoaded, old.superview === self { old.removeFromSuperview() }
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

    /// Whether the window is the key window: the last one made key.
    open private(set) var isKeyWindow = false

    /// Makes the window key; nothing else is shown or hidden.
    open func makeKey() { isKeyWindow = true }

    /// Makes the window key and visible.
    open func makeKeyAndVisible() {
        isHidden = false
        makeKey()
    }

    /// The window's device's covered edges, as UIKit's window reports the screen's.
    open override var safeAreaInsets: UIEdgeInsets { deviceSafeAreaInsets }

    /// The screen's traits with the window's device's over them.
    open override var traitCollection: UITraitCollection {
        let screen = super.traitCollection
        guard let deviceTraits else { return screen }
        return UITraitCollection(traitsFrom: [screen, deviceTraits])
    }

    /// Gives the window a device's traits and covered edges: its views hear of the traits they gain and are laid
    /// out again for the new safe area.
    func setDevice(traits: UITraitCollection?, safeAreaInsets: UIEdgeInsets) {
        TraitChangeNotifier.notifying(self) {
            deviceTraits = traits
            deviceSafeAreaInsets = safeAreaInsets
        }
        setNeedsLayoutInSubtree()
    }

    private func setNeedsLayoutInSubtree() {
        var pending: [UIView] = [self]
        while let view = pending.popLast() {
            view.setNeedsLayout()
            pending.append(contentsOf: view.subviews)
        }
    }
}
