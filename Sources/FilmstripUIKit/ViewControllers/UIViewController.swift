/// A view controller as UIKit runs one: its `view` is made on first use by `loadView()` and then `viewDidLoad()`
/// is called; `viewWillLayoutSubviews()`/`viewDidLayoutSubviews()` bracket each layout pass of that view; the
/// appearance callbacks are called by whoever shows it (`beginAppearanceTransition(_:animated:)`, as a container
/// does). There are no storyboards or nibs on Linux: a view controller whose outlets Interface Builder would
/// connect has them set by the code that makes it, before its view is loaded
/// (`UIKitAssumptions.outletsAreSetByTheHarness`).
open class UIViewController: NSObject {
    private var loadedView: UIView?
    private var isLoadingView = false
    /// The view controllers this one contains, in the order they were added.
    open private(set) var children: [UIViewController] = []
    /// The view controller this one was added to with `addChild(_:)`.
    open private(set) weak var parent: UIViewController?
    /// A title for navigation bars; Filmstrip draws no bars.
    open var title: String?
    /// The size a container should give the view; zero means no preference.
    open var preferredContentSize: CGSize = .zero
    /// The appearance this controller's views take instead of the scene's, `.unspecified` to inherit it.
    open var overrideUserInterfaceStyle: UIUserInterfaceStyle = .unspecified {
        didSet { loadedView?.overrideUserInterfaceStyle = overrideUserInterfaceStyle }
    }

    /// Called on a controller made from a storyboard after its outlets are set. No storyboard is read on Linux: only
    /// code that calls it runs an override (`UIKitAssumptions.awakeFromNibIsCalledByTheHarness`).
    open func awakeFromNib() {}

    /// A view controller with no nib: its view is made by `loadView()`.
    public override init() {
        super.init()
    }

    /// As on iOS; a nib cannot be loaded on Linux, so the view is made by `loadView()` whatever the name.
    public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init()
    }

    /// There is no archive to read on Linux; the controller is made as `init()` makes it.
    public required init?(coder: NSCoder) {
        super.init()
    }

    /// The root view, loaded on first use: `loadView()` then `viewDidLoad()`, as UIKit does. Setting it replaces
    /// the view without calling `viewDidLoad()`.
    open var view: UIView! {
        get {
            loadViewIfNeeded()
            return loadedView
        }
        set {
            loadedView?.owningViewController = nil
            loadedView = newValue
            newValue?.owningViewController = self
        }
    }

    /// The view if it is loaded, without loading it.
    open var viewIfLoaded: UIView? { loadedView }

    /// Whether `view` has been made.
    open var isViewLoaded: Bool { loadedView != nil }

    /// Makes the view: a plain view as large as the screen. Override to make your own and assign it to `view`;
    /// do not call `super` then, as UIKit's documentation says.
    open func loadView() {
        view = UIView(frame: UIScreen.main.bounds)
    }

    /// Loads the view unless it is loaded.
    open func loadViewIfNeeded() {
        guard loadedView == nil, !isLoadingView else { return }
        isLoadingView = true
        loadView()
        isLoadingView = false
        if loadedView == nil { view = UIView(frame: UIScreen.main.bounds) }
        loadedView?.overrideUserInterfaceStyle = overrideUserInterfaceStyle
        viewDidLoad()
    }

    /// Called once, after the view is loaded. Does nothing by default.
    open func viewDidLoad() {}
    /// Called before the view is shown. Does nothing by default.
    open func viewWillAppear(_ animated: Bool) {}
    /// Called after the view is shown. Does nothing by default.
    open func viewDidAppear(_ animated: Bool) {}
    /// Called before the view is taken away. Does nothing by default.
    open func viewWillDisappear(_ animated: Bool) {}
    /// Called after the view is taken away. Does nothing by default.
    open func viewDidDisappear(_ animated: Bool) {}
    /// Called at the start of each layout pass of the view, before its `layoutSubviews()`. Does nothing by default.
    open func viewWillLayoutSubviews() {}
    /// Called at the end of each layout pass of the view, after its `layoutSubviews()`. Does nothing by default.
    open func viewDidLayoutSubviews() {}

    /// The traits of the view, or the screen's when it is not loaded.
    open var traitCollection: UITraitCollection { loadedView?.traitCollection ?? .current }

    /// Tells the controller that it is about to appear (`isAppearing`) or disappear, as a container does: calls
    /// `viewWillAppear(_:)` or `viewWillDisappear(_:)`, loading the view first.
    open func beginAppearanceTransition(_ isAppearing: Bool, animated: Bool) {
        loadViewIfNeeded()
        if isAppearing { viewWillAppear(animated) } else { viewWillDisappear(animated) }
        pendingAppearance = isAppearing
    }

    /// Finishes the transition `beginAppearanceTransition(_:animated:)` began: `viewDidAppear(_:)` or
    /// `viewDidDisappear(_:)`.
    open func endAppearanceTransition() {
        guard let appearing = pendingAppearance else { return }
        pendingAppearance = nil
        if appearing { viewDidAppear(false) } else { viewDidDisappear(false) }
    }
    private var pendingAppearance: Bool?

    /// Adds `child` to `children`; its view is the caller's to place, as in UIKit.
    open func addChild(_ childController: UIViewController) {
        childController.removeFromParent()
        children.append(childController)
        childController.parent = self
        childController.didMove(toParent: self)
    }

    /// Removes the controller from its parent's `children`.
    open func removeFromParent() {
        guard let parent else { return }
        willMove(toParent: nil)
        parent.children.removeAll { $0 === self }
        self.parent = nil
    }

    /// Called before the controller is added to or removed from a parent. Does nothing by default.
    open func willMove(toParent parent: UIViewController?) {}
    /// Called after the controller is added to or removed from a parent. Does nothing by default.
    open func didMove(toParent parent: UIViewController?) {}
}
