/// View controllers shown one at a time, picked by a tab bar at the bottom, as UIKit's: the selected controller's
/// view fills the controller's view (extending under the bar) and its safe area gains the bar's height; the bar shows
/// each controller's `tabBarItem`.
open class UITabBarController: UIViewController {
    /// The bar at the bottom.
    public let tabBar = UITabBar()
    /// The delegate; held weakly, as UIKit holds it. Its methods are not called: there are no taps on the tabs.
    open weak var delegate: (any UITabBarControllerDelegate)?
    private var tabs: [UIViewController]?
    private var selected = 0

    /// The controllers, one per tab; setting them selects the first.
    open var viewControllers: [UIViewController]? {
        get { tabs }
        set { setViewControllers(newValue, animated: false) }
    }

    /// Replaces the controllers at once.
    open func setViewControllers(_ viewControllers: [UIViewController]?, animated: Bool) {
        let oldSelected = selectedViewController
        for controller in tabs ?? [] where !(viewControllers ?? []).contains(where: { $0 === controller }) {
            controller.willMove(toParent: nil)
            controller.removeFromParent()
            controller.containerBarInsets = .zero
        }
        for controller in viewControllers ?? [] where controller.parent !== self { addChild(controller) }
        tabs = viewControllers
        selected = min(selected, max(0, (viewControllers?.count ?? 1) - 1))
        tabBar.setItems(viewControllers?.map(\.tabBarItem), animated: false)
        switchTo(from: oldSelected)
    }

    /// A child's `tabBarItem` was replaced: the bar shows the new items.
    func childTabBarItemChanged() {
        tabBar.setItems(tabs?.map(\.tabBarItem), animated: false)
        tabBar.selectedItem = selectedViewController?.tabBarItem
    }

    /// The index of the selected controller.
    open var selectedIndex: Int {
        get { selected }
        set {
            guard let tabs, tabs.indices.contains(newValue), newValue != selected else { return }
            let old = selectedViewController
            selected = newValue
            switchTo(from: old)
        }
    }

    /// The selected controller; setting one of `viewControllers` selects it.
    open var selectedViewController: UIViewController? {
        get {
            guard let tabs, tabs.indices.contains(selected) else { return nil }
            return tabs[selected]
        }
        set {
            guard let newValue, let index = tabs?.firstIndex(where: { $0 === newValue }) else { return }
            selectedIndex = index
        }
    }

    /// A screen-sized view that places the tab bar and the selected controller's view at each layout.
    open override func loadView() {
        let container = ContainerControllerView(frame: UIScreen.main.bounds)
        container.layOutContents = { [weak self] in self?.layOutContents() }
        view = container
    }

    /// Adds the tab bar and shows the selected controller's view.
    open override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(tabBar)
        if let controller = selectedViewController { showChild(controller) }
    }

    /// The selected controller changed from `old`: its view leaves and the new one's is shown.
    private func switchTo(from old: UIViewController?) {
        tabBar.selectedItem = selectedViewController?.tabBarItem
        guard isViewLoaded else { return }
        let new = selectedViewController
        if old !== new {
            if let old {
                if isShown { old.beginAppearanceTransition(false, animated: false) }
                old.viewIfLoaded?.removeFromSuperviewQuietly()
                if isShown { old.endAppearanceTransition() }
            }
            if let new { showChild(new) }
        }
        view.setNeedsLayout()
    }

    private func showChild(_ controller: UIViewController) {
        let childView: UIView = controller.view
        childView.frame = view.bounds
        childView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.insertSubview(childView, belowSubview: tabBar)
        controller.containerBarInsets = UIEdgeInsets(
            top: 0, left: 0, bottom: tabBar.isHidden ? 0 : UITabBar.barHeight, right: 0)
        view.setNeedsLayout()
        if isShown {
            controller.beginAppearanceTransition(true, animated: false)
            controller.endAppearanceTransition()
        }
    }

    /// Only the selected controller hears the appearance callbacks, as in UIKit.
    override var childrenHearingAppearance: [UIViewController] { selectedViewController.map { [$0] } ?? [] }

    /// The bar at the bottom, over the bottom safe area; the selected view fills the view, its safe area gaining
    /// the bar.
    private func layOutContents() {
        let height = UITabBar.barHeight + view.safeAreaInsets.bottom
        tabBar.frame = CGRect(x: 0, y: view.bounds.height - height, width: view.bounds.width, height: height)
        guard let controller = selectedViewController, let childView = controller.viewIfLoaded else { return }
        if childView.superview === view, !childView.frame.equalTo(view.bounds) { childView.frame = view.bounds }
        tabBar.showsStandardBackground = ContentScrollEdge.isScrolledOverBottom(of: controller)
    }
}
