/// A stack of view controllers showing the top one's view under a navigation bar, as UIKit's: `push` and `pop`
/// change the stack at once (there is no animation to run), the top controller's view fills the controller's view
/// (extending under the bar) and its safe area gains the bar's height, and the bar shows the top controller's
/// `navigationItem`.
open class UINavigationController: UIViewController {
    /// The bar at the top.
    public let navigationBar = UINavigationBar()
    /// The stack, root first; setting it replaces the stack at once.
    open var viewControllers: [UIViewController] {
        get { stack }
        set { setViewControllers(newValue, animated: false) }
    }
    private var stack: [UIViewController] = []
    /// The controller the toolbar's items would come from; kept, as no toolbar is drawn.
    open var isToolbarHidden = true
    /// The delegate; held weakly, as UIKit holds it. Its methods are not called: push and pop run at once.
    open weak var delegate: (any UINavigationControllerDelegate)?

    /// A navigation controller showing `rootViewController`.
    public init(rootViewController: UIViewController) {
        super.init(nibName: nil, bundle: nil)
        navigationBar.owner = self
        setViewControllers([rootViewController], animated: false)
    }

    /// An empty navigation controller.
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
        navigationBar.owner = self
    }

    /// An empty navigation controller; there is no archive to read on Linux.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        navigationBar.owner = self
    }

    /// An empty navigation controller.
    public convenience init() { self.init(nibName: nil, bundle: nil) }

    /// The controller on top of the stack.
    open var topViewController: UIViewController? { stack.last }
    /// The controller shown: the one the top controller presented, else the top controller.
    open var visibleViewController: UIViewController? {
        topViewController?.presentedViewController ?? topViewController
    }

    /// Whether the bar is hidden.
    open var isNavigationBarHidden: Bool {
        get { navigationBar.isHidden }
        set { setNavigationBarHidden(newValue, animated: false) }
    }

    /// Hides or shows the bar at once; the top view's safe area follows.
    open func setNavigationBarHidden(_ hidden: Bool, animated: Bool) {
        navigationBar.isHidden = hidden
        barChanged()
    }

    /// A screen-sized view that places the bar and the top controller's view at each layout.
    open override func loadView() {
        let container = ContainerControllerView(frame: UIScreen.main.bounds)
        container.layOutContents = { [weak self] in self?.layOutContents() }
        view = container
    }

    /// Adds the bar and shows the top controller's view.
    open override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(navigationBar)
        if let top = topViewController { showChild(top) }
    }

    /// Replaces the stack: the old top view leaves, the new top's view is shown.
    open func setViewControllers(_ viewControllers: [UIViewController], animated: Bool) {
        let oldTop = topViewController
        for controller in stack where !viewControllers.contains(where: { $0 === controller }) {
            controller.willMove(toParent: nil)
            controller.removeFromParent()
            controller.containerBarInsets = .zero
        }
        for controller in viewControllers where controller.parent !== self { addChild(controller) }
        stack = viewControllers
        navigationBar.setItems(viewControllers.map(\.navigationItem), animated: false)
        guard isViewLoaded, oldTop !== topViewController else { return }
        if let oldTop { hide(oldTop) }
        if let top = topViewController { showChild(top) }
    }

    /// Pushes `viewController` on the stack and shows it.
    open func pushViewController(_ viewController: UIViewController, animated: Bool) {
        setViewControllers(stack + [viewController], animated: animated)
    }

    /// Pops the top controller (not the root) and returns it.
    @discardableResult
    open func popViewController(animated: Bool) -> UIViewController? {
        guard stack.count > 1, let top = stack.last else { return nil }
        setViewControllers(Array(stack.dropLast()), animated: animated)
        return top
    }

    /// Pops every controller above the root and returns them, bottom first.
    @discardableResult
    open func popToRootViewController(animated: Bool) -> [UIViewController]? {
        guard stack.count > 1 else { return nil }
        let popped = Array(stack.dropFirst())
        setViewControllers([stack[0]], animated: animated)
        return popped
    }

    /// Pops every controller above `viewController` and returns them, bottom first.
    @discardableResult
    open func popToViewController(_ viewController: UIViewController, animated: Bool) -> [UIViewController]? {
        guard let index = stack.firstIndex(where: { $0 === viewController }) else { return nil }
        let popped = Array(stack[(index + 1)...])
        setViewControllers(Array(stack[...index]), animated: animated)
        return popped
    }

    /// Shows `viewController`: its view under the bar, as UIKit inserts it, appearing if this controller has
    /// appeared.
    private func showChild(_ controller: UIViewController) {
        let childView: UIView = controller.view
        childView.frame = view.bounds
        childView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.insertSubview(childView, belowSubview: navigationBar)
        barChanged()
        if isShown {
            controller.beginAppearanceTransition(true, animated: false)
            controller.endAppearanceTransition()
        }
    }

    /// Takes `controller`'s view away, disappearing if this controller has appeared.
    private func hide(_ controller: UIViewController) {
        if isShown { controller.beginAppearanceTransition(false, animated: false) }
        controller.viewIfLoaded?.removeFromSuperviewQuietly()
        if isShown { controller.endAppearanceTransition() }
    }

    /// Only the top controller hears the appearance callbacks, as in UIKit, not every controller in the stack.
    override var childrenHearingAppearance: [UIViewController] { topViewController.map { [$0] } ?? [] }

    /// The bar's size or visibility changed: the top controller's safe area follows at once (before the next
    /// layout pass solves its constraints), and the view lays out again.
    func barChanged() {
        topViewController?.containerBarInsets = UIEdgeInsets(
            top: navigationBar.isHidden ? 0 : navigationBar.barHeight, left: 0, bottom: 0, right: 0)
        viewIfLoaded?.setNeedsLayout()
        topViewController?.viewIfLoaded?.setNeedsLayout()
    }

    /// The bar below the safe area's top, the top view filling the view, its safe area gaining the bar.
    private func layOutContents() {
        let top = view.safeAreaInsets.top
        let height = navigationBar.barHeight
        navigationBar.frame = CGRect(x: 0, y: top, width: view.bounds.width, height: height)
        guard let controller = topViewController, let childView = controller.viewIfLoaded else { return }
        if childView.superview === view, !childView.frame.equalTo(view.bounds) { childView.frame = view.bounds }
        navigationBar.showsStandardBackground = ContentScrollEdge.isScrolledUnderTop(of: controller)
    }
}
