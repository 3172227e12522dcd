import Filmstrip
import FilmstripUIKit

/// A view or view controller placed as swift-snapshot-testing places one on iOS before it draws it: the view sized
/// to the configuration (a view that is not a controller's is put in a plain controller's view), the controller
/// made the child of a clear root controller that gives it the configuration's and the test's traits, the root
/// put in a shown window with the configuration's safe area, the appearance callbacks run and both views laid out.
/// A view drawn without a safe area is moved far from the window's origin first, as there, so no safe area reaches
/// it. The host keeps the tree in place until `dispose()`, so the same view can be drawn again at another scale or,
/// when nobody sized it, at another screen's size.
final class UIKitSnapshotHost {
    let view: UIView
    private let controller: UIViewController
    private let root = UIViewController()
    private let window: SnapshotWindow
    private let initialFrame: CGRect
    private let safeArea: UIEdgeInsets
    /// Whether the view had no size and was fitted to its content, which is fitted again at another scale.
    private let sizesToFit: Bool
    private var isDisposed = false
    /// Whether the view is as large as the screen because nothing else sized it: a controller's view that
    /// `loadView()` made, drawn without a size. On iOS it has the size of the simulator's screen.
    let isScreenSized: Bool

    /// Hosts `view`; `movesOffscreen` false keeps it at its place, as swift-snapshot-testing does for a description.
    init(
        config: ViewImageConfig, traits: UITraitCollection, view: UIView, controller: UIViewController,
        scale: CGFloat, movesOffscreen: Bool = true
    ) {
        self.view = view
        self.controller = controller
        initialFrame = view.frame
        safeArea = config.safeArea
        isScreenSized = config.size == nil && controller.view.frame.size == UIScreen.main.bounds.size
        let size = config.size ?? controller.view.frame.size
        view.frame.size = size
        if view !== controller.view {
            controller.view.bounds = view.bounds
            controller.view.addSubview(view)
        }
        let traits = UITraitCollection(traitsFrom: [config.traits, traits])
        window = SnapshotWindow(size: config.size ?? size, safeArea: config.safeArea, displayScale: scale)
        root.view.backgroundColor = .clear
        root.view.frame = window.frame
        root.view.translatesAutoresizingMaskIntoConstraints = controller.view.translatesAutoresizingMaskIntoConstraints
        root.preferredContentSize = root.view.frame.size
        controller.view.frame = root.view.frame
        root.view.addSubview(controller.view)
        if controller.view.translatesAutoresizingMaskIntoConstraints {
            controller.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        } else {
            NSLayoutConstraint.activate([
                controller.view.topAnchor.constraint(equalTo: root.view.topAnchor),
                controller.view.bottomAnchor.constraint(equalTo: root.view.bottomAnchor),
                controller.view.leadingAnchor.constraint(equalTo: root.view.leadingAnchor),
                controller.view.trailingAnchor.constraint(equalTo: root.view.trailingAnchor),
            ])
        }
        root.addChild(controller)
        root.setOverrideTraitCollection(traits, forChild: controller)
        controller.didMove(toParent: root)
        window.rootViewController = root
        root.beginAppearanceTransition(true, animated: false)
        root.endAppearanceTransition()
        root.view.setNeedsLayout()
        root.view.layoutIfNeeded()
        controller.view.setNeedsLayout()
        controller.view.layoutIfNeeded()
        sizesToFit = size.width == 0 || size.height == 0
        if sizesToFit {
            view.sizeToFit()
            view.setNeedsLayout()
            view.layoutIfNeeded()
        }
        if movesOffscreen, config.safeArea == .zero { view.frame.origin = CGPoint(x: 10_000, y: 10_000) }
    }

    /// Gives the window, and so the view nobody sized, a screen of `size`, and lays the tree out again.
    func resize(to size: CGSize) {
        window.frame = CGRect(origin: .zero, size: size)
        root.view.frame = window.bounds
        root.preferredContentSize = size
        if view === controller.view, view.translatesAutoresizingMaskIntoConstraints {
            view.frame = CGRect(origin: view.frame.origin, size: size)
        }
        root.view.setNeedsLayout()
        root.view.layoutIfNeeded()
        controller.view.setNeedsLayout()
        controller.view.layoutIfNeeded()
        if safeArea == .zero { view.frame.origin = CGPoint(x: 10_000, y: 10_000) }
    }

    /// The view's bounds drawn at `scale`, as `view.layer.render(in:)` draws them on iOS: laid out again first when
    /// the scale changed, since frames snap to its pixels, and a view fitted to its content fitted again.
    func render(scale: CGFloat) throws -> RGBAImage {
        if scale != window.displayScale {
            window.displayScale = scale
            var pending: [UIView] = [window]
            while let next = pending.popLast() {
                next.setNeedsLayout()
                pending.append(contentsOf: next.subviews)
            }
            window.layoutIfNeeded()
            if sizesToFit {
                view.sizeToFit()
                view.setNeedsLayout()
                view.layoutIfNeeded()
            }
        }
        return try ViewTreeRenderer.image(of: view, scale: Double(scale))
    }

    /// Takes the tree down as swift-snapshot-testing does after drawing: the root disappears, the controller leaves
    /// it, and the view gets its frame back.
    func dispose() {
        guard !isDisposed else { return }
        isDisposed = true
        root.beginAppearanceTransition(false, animated: false)
        controller.willMove(toParent: nil)
        controller.view.removeFromSuperview()
        controller.removeFromParent()
        controller.didMove(toParent: nil)
        root.endAppearanceTransition()
        window.rootViewController = nil
        view.frame = initialFrame
    }
}
