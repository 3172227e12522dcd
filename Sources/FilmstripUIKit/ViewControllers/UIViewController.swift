/// A view controller as UIKit runs one: its `view` is made on first use by `loadView()` and then `viewDidLoad()`
/// is called; `viewWillLayoutSubviews()`/`viewDidLayoutSubviews()` bracket each layout pass of that view; the
/// appearance callbacks are called by whoever shows it (`beginAppearanceTransition(_:animated:)`, as a container
/// does). There are no storyboards or nibs on Linux: a view controller whose outlets Interface Builder would
/// connect has them set by the code that makes it, before its view is loaded
/// (UIKit choice `outletsAreSetByTheHarness`).
open class UIViewController: NSObject {
    private var loadedView: UIView?
    private var isLoadingView = false
    /// The view controllers this one contains, in the order they were added.
    open private(set) var children: [UIViewController] = []
    /// The view controller this one was added to with `addChild(_:)`.
    open private(set) weak var parent: UIViewController?
    /// The controller's title: setting it sets the title of its `navigationItem` and `tabBarItem`, as UIKit's
    /// documentation says.
    open var title: String? {
        didSet {
            navigationItem.title = title
            tabBarItem?.title = title
        }
    }
    /// What a navigation bar shows while this controller is on top of its navigation controller: made on first use,
    /// as UIKit makes it.
    open private(set) lazy var navigationItem = UINavigationItem(title: nil)
    /// What a tab bar shows for this controller in a tab bar controller: made on first use, titled by `title`;
    /// setting it shows the new item in the tab bar.
    open var tabBarItem: UITabBarItem! {
        get {
            if ownTabBarItem == nil { ownTabBarItem = UITabBarItem(title: title, image: nil, selectedImage: nil) }
            return ownTabBarItem
        }
        set {
            ownTabBarItem = newValue
            (parent as? UITabBarController)?.childTabBarItemChanged()
        }
    }
    private var ownTabBarItem: UITabBarItem?
    /// The controller this one presented with `present(_:animated:completion:)`, until it is dismissed.
    open internal(set) var presentedViewController: UIViewController?
    /// The controller that presented this one.
    open internal(set) weak var presentingViewController: UIViewController?
    /// How `present(_:animated:completion:)` shows this controller; `.automatic` by default, as on iOS 13 and later.
    open var modalPresentationStyle: UIModalPresentationStyle = .automatic
    /// True keeps a sheet from being swiped away; kept, as there are no touches.
    open var isModalInPresentation = false
    /// True hides a tab bar controller's tab bar while this controller is pushed on a navigation controller in it;
    /// kept, as the tab bar stays (UIKit choice `containerBarsFollowTheTopController`).
    open var hidesBottomBarWhenPushed = false
    /// The edges of the view that extend under the bars of its container: all, as UIKit's default. Kept: Filmstrip
    /// always extends the view under them and adds the bars to its safe area.
    open var edgesForExtendedLayout: UIRectEdge = .all
    /// The part of the safe area a container's bars add to this controller's view (a navigation bar at the top, a tab
    /// bar at the bottom), beyond the safe area the container's own view has.
    var containerBarInsets = UIEdgeInsets.zero {
        didSet {
            guard containerBarInsets != oldValue, let view = loadedView else { return }
            view.setNeedsLayout()
            view.safeAreaInsetsDidChange()
            viewSafeAreaInsetsDidChange()
        }
    }
    /// The size a container should give the view; zero means no preference.
    open var preferredContentSize: CGSize = .zero
    /// The appearance this controller's views take instead of the scene's, `.unspecified` to inherit it.
    open var overrideUserInterfaceStyle: UIUserInterfaceStyle = .unspecified {
        didSet { loadedView?.overrideUserInterfaceStyle = overrideUserInterfaceStyle }
    }

    /// Called on a controller made from a storyboard after its outlets are set. No storyboard is read on Linux: only
    /// code that calls it runs an override (UIKit choice `awakeFromNibIsCalledByTheHarness`).
    open func awakeFromNib() {}

    /// A view controller with no nib: its view is made by `loadView()`. A convenience initializer, as UIKit's is
    /// (the class names `init(nibName:bundle:)` and `init(coder:)` its designated ones), so a subclass declares its
    /// own `init()` without `override` and calls `super.init(nibName:bundle:)`, as iOS code does.
    public convenience override init() {
        self.init(nibName: nil, bundle: nil)
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

    /// Called when the view's traits changed (`UIView.traitCollectionDidChange(_:)` of the root view). Does nothing
    /// by default.
    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}

    /// The overrides given to children with `setOverrideTraitCollection(_:forChild:)`.
    private var childTraitOverrides: [(child: UIViewController, traits: UITraitCollection)] = []

    /// Gives `childViewController` (one of `children`) these traits over the ones it inherits, as UIKit's
    /// containers do; nil removes the override. Its views hear `traitCollectionDidChange(_:)`.
    open func setOverrideTraitCollection(
        _ collection: UITraitCollection?, forChild childViewController: UIViewController
    ) {
        let change = {
            self.childTraitOverrides.removeAll { $0.child === childViewController }
            if let collection { self.childTraitOverrides.append((childViewController, collection)) }
        }
        guard let view = childViewController.viewIfLoaded else { return change() }
        TraitChangeNotifier.notifying(view, around: change)
    }

    /// The override given to `childViewController`, if any.
    open func overrideTraitCollection(forChild childViewController: UIViewController) -> UITraitCollection? {
        childTraitOverrides.first { $0.child === childViewController }?.traits
    }

    /// Insets added to the safe area of the view, as for bars the controller draws itself.
    open var additionalSafeAreaInsets = UIEdgeInsets.zero {
        didSet {
            guard additionalSafeAreaInsets != oldValue, let view = loadedView else { return }
            view.setNeedsLayout()
            view.safeAreaInsetsDidChange()
            viewSafeAreaInsetsDidChange()
        }
    }

    /// Called when the root view's safe area changed: when it entered a window whose safe area reaches it, or
    /// `additionalSafeAreaInsets` changed. Does nothing by default.
    open func viewSafeAreaInsetsDidChange() {}

    /// Called by UIKit when the app is low on memory; a rendering never is, so it is never called (overrides compile
    /// and run when the app's own code calls them).
    open func didReceiveMemoryWarning() {}

    /// Called by UIKit before the view's size changes (a rotation, a split-view resize); a scene's view keeps its
    /// size, so it is never called (overrides compile and run when the app's own code calls them).
    open func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator) {}

    /// Called by UIKit when a motion (a shake) ends; no motion reaches a rendering, so it is never called.
    open func motionEnded(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {}

    /// True (the default) keeps the root view's side margins no smaller than `systemMinimumLayoutMargins`.
    open var viewRespectsSystemMinimumLayoutMargins = true {
        didSet { loadedView?.setNeedsLayout() }
    }

    /// The smallest margins the root view has: none above and below, and at the sides 16 points on an iPhone up to
    /// 375 points wide, 20 on a wider one and on an iPad (UIKit choice `systemMinimumMarginsFollowTheWidth`).
    open var systemMinimumLayoutMargins: NSDirectionalEdgeInsets {
        LayoutMarginsGeometry.systemMinimumMargins(
            width: loadedView?.bounds.width ?? UIScreen.main.bounds.width,
            idiom: (loadedView?.traitCollection ?? .current).userInterfaceIdiom)
    }

    /// Whether the controller hides the status bar; false, as UIKit's default.
    open var prefersStatusBarHidden: Bool { false }

    /// How the status bar would change when the preferences above do: `.fade`, as UIKit's default. Filmstrip draws
    /// no status bar (UIKit choice `statusBarAndScrollIndicatorsAreNotDrawn`).
    open var preferredStatusBarUpdateAnimation: UIStatusBarAnimation { .fade }

    /// The look of the status bar's content: `.default`, as UIKit's default; not drawn
    /// (UIKit choice `statusBarAndScrollIndicatorsAreNotDrawn`).
    open var preferredStatusBarStyle: UIStatusBarStyle { .default }

    /// Tells UIKit to read the status bar preferences again; there is no status bar to update, so it does nothing.
    open func setNeedsStatusBarAppearanceUpdate() {}

    /// Called before a storyboard segue runs, for the source to hand data to the destination; does nothing by
    /// default. FilmstripUIKit reads no storyboard, so only code that makes a `UIStoryboardSegue` calls it.
    open func prepare(for segue: UIStoryboardSegue, sender: Any?) {}

    /// Whether the segue named `identifier` should run: true, UIKit's default.
    open func shouldPerformSegue(withIdentifier identifier: String, sender: Any?) -> Bool { true }

    /// Runs the storyboard segue named `identifier`: there is no storyboard on Linux to find it in, so nothing runs,
    /// which is said once on standard error.
    open func performSegue(withIdentifier identifier: String, sender: Any?) {
        UIKitNotRunLog.once(
            "performSegue(withIdentifier:sender:)",
            "runs nothing: storyboards, and so their segues, are not read on Linux")
    }

    /// Tells the controller that it is about to appear (`isAppearing`) or disappear, as a container does: calls
    /// `viewWillAppear(_:)` or `viewWillDisappear(_:)`, loading the view first.
    open func beginAppearanceTransition(_ isAppearing: Bool, animated: Bool) {
        loadViewIfNeeded()
        if isAppearing { isShown = true }
        if isAppearing { viewWillAppear(animated) } else { viewWillDisappear(animated) }
        pendingAppearance = isAppearing
        guard shouldAutomaticallyForwardAppearanceMethods else { return }
        childrenInTransition = childrenHearingAppearance
        for child in childrenInTransition { child.beginAppearanceTransition(isAppearing, animated: animated) }
    }

    /// Finishes the transition `beginAppearanceTransition(_:animated:)` began: `viewDidAppear(_:)` or
    /// `viewDidDisappear(_:)`, then the children's: those the transition began in, even one that has left since
    /// (UIKit choice `transitionsEndInTheChildrenTheyBeganIn`).
    open func endAppearanceTransition() {
        guard let appearing = pendingAppearance else { return }
        pendingAppearance = nil
        if appearing { viewDidAppear(false) } else { viewDidDisappear(false) }
        if !appearing { isShown = false }
        let children = childrenInTransition
        childrenInTransition = []
        guard shouldAutomaticallyForwardAppearanceMethods else { return }
        for child in children { child.endAppearanceTransition() }
    }
    private var pendingAppearance: Bool?
    /// The children the pending transition was forwarded to.
    private var childrenInTransition: [UIViewController] = []

    /// The controller's view is leaving a shown window: a shown controller hears `viewWillDisappear(_:)`, and so do
    /// the children that hear its appearance.
    func viewWillLeaveTheWindow() {
        guard isShown else { return }
        viewWillDisappear(false)
        guard shouldAutomaticallyForwardAppearanceMethods else { return }
        for child in childrenHearingAppearance { child.viewWillLeaveTheWindow() }
    }

    /// The controller's view left a shown window: `viewDidDisappear(_:)`, then the children's; the controller is no
    /// longer shown unless a transition it is in ends later.
    func viewDidLeaveTheWindow() {
        guard isShown else { return }
        viewDidDisappear(false)
        if pendingAppearance == nil { isShown = false }
        guard shouldAutomaticallyForwardAppearanceMethods else { return }
        for child in childrenHearingAppearance { child.viewDidLeaveTheWindow() }
    }

    /// The children the appearance callbacks are forwarded to: every child, UIKit's default. A container that shows
    /// one child at a time names that one (a navigation stack's top, a tab bar's selection), as UIKit's do.
    var childrenHearingAppearance: [UIViewController] { children }

    /// Whether the controller is shown, from `viewWillAppear(_:)` to `viewDidDisappear(_:)`: a container makes a
    /// child it shows or hides later appear or disappear only while it is shown itself.
    private(set) var isShown = false

    /// True (UIKit's default): the appearance callbacks reach the children as they reach this controller.
    open var shouldAutomaticallyForwardAppearanceMethods: Bool { true }

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

    /// Presents `viewControllerToPresent` at once: it becomes `presentedViewController` (and this controller its
    /// `presentingViewController`), its view is loaded and, when this controller's view is in a window, put over the
    /// whole window (UIKit choice `presentedControllersFillTheWindow`); it hears `viewWillAppear` and
    /// `viewDidAppear`, then `completion` runs. A controller already presenting passes the request to the one it
    /// presented, as UIKit presents from the top of the chain.
    open func present(
        _ viewControllerToPresent: UIViewController, animated flag: Bool, completion: (() -> Void)? = nil
    ) {
        if let presented = presentedViewController {
            presented.present(viewControllerToPresent, animated: flag, completion: completion)
            return
        }
        presentedViewController = viewControllerToPresent
        viewControllerToPresent.presentingViewController = self
        viewControllerToPresent.willBePresented()
        if ![.fullScreen, .overFullScreen, .currentContext, .overCurrentContext, .custom, .none].contains(
            viewControllerToPresent.modalPresentationStyle)
        {
            UIKitNotRunLog.once(
                "present(_:animated:completion:) as a sheet",
                "the presented controller covers the whole window: iOS 17's sheet, a card inset from the top, is not "
                    + "drawn")
        }
        let view: UIView = viewControllerToPresent.view
        if let window = viewIfLoaded?.window {
            view.frame = window.bounds
            view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            window.addSubview(view)
            view.layoutIfNeeded()
        }
        viewControllerToPresent.beginAppearanceTransition(true, animated: flag)
        viewControllerToPresent.endAppearanceTransition()
        completion?()
    }

    /// Dismisses the controller this one presented, or, when it presented none, this controller from the one that
    /// presented it, as UIKit does: the dismissed controller's view leaves the window, it hears `viewWillDisappear`
    /// and `viewDidDisappear`, and `completion` runs. With nothing to dismiss, only `completion` runs.
    open func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {
        guard let presented = presentedViewController ?? (presentingViewController != nil ? self : nil),
            let presenting = presented.presentingViewController
        else {
            completion?()
            return
        }
        if let further = presented.presentedViewController {
            further.dismiss(animated: flag)
        }
        presented.beginAppearanceTransition(false, animated: flag)
        if let view = presented.viewIfLoaded, view.superview is UIWindow { view.removeFromSuperviewQuietly() }
        presented.endAppearanceTransition()
        presenting.presentedViewController = nil
        presented.presentingViewController = nil
        completion?()
    }

    /// Shows `viewController` as UIKit's default does: pushed on the navigation controller this one is in, else
    /// presented.
    open func show(_ viewController: UIViewController, sender: Any?) {
        if let navigationController {
            navigationController.pushViewController(viewController, animated: true)
        } else {
            present(viewController, animated: true)
        }
    }

    /// Called before the controller is presented; an alert says once that it is not drawn.
    func willBePresented() {}

    /// Hears a change of a property this controller observes by name (`addObserver(_:forKeyPath:options:context:)`);
    /// override it as on iOS. This default does nothing (Foundation's raises for an observation nobody handles).
    open func observeValue(
        forKeyPath keyPath: String?, of object: Any?, change: [NSKeyValueChangeKey: Any]?,
        context: UnsafeMutableRawPointer?
    ) {}
}
