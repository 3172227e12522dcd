import Filmstrip
import FilmstripUIKit
import SnapshotTesting

extension SnapshotTesting.Snapshotting where Value == UIView, Format == String {
    /// The view's tree as iOS's `recursiveDescription` prints it, laid out at its own size.
    public static var recursiveDescription: Self { recursiveDescription() }

    /// The view's tree as iOS's `recursiveDescription` prints it (`ViewDescription`), laid out as
    /// swift-snapshot-testing lays it out on iOS: at `size` (its frame's by default) in a plain view controller
    /// with `traits`. Frames snap to the pixels of `traits`' display scale, else 3x (`descriptionScale`).
    public static func recursiveDescription(size: CGSize? = nil, traits: UITraitCollection = .init()) -> Self {
        SimplySnapshotting.lines.pullback { view in
            UIKitSnapshot.description(
                config: ViewImageConfig(safeArea: .zero, size: size ?? view.frame.size, traits: traits),
                traits: .init(), view: view, controller: UIViewController())
        }
    }
}

extension SnapshotTesting.Snapshotting where Value == UIViewController, Format == String {
    /// The controller's view tree as iOS's `recursiveDescription` prints it, at the view's own size.
    public static var recursiveDescription: Self { recursiveDescription() }

    /// The controller's view tree as iOS's `recursiveDescription` prints it, laid out on the device `config`
    /// describes (its size, safe area and traits, `size` and `traits` over them), as swift-snapshot-testing lays it
    /// out on iOS.
    public static func recursiveDescription(
        on config: ViewImageConfig = .init(), size: CGSize? = nil, traits: UITraitCollection = .init()
    ) -> Self {
        SimplySnapshotting.lines.pullback { controller in
            UIKitSnapshot.description(
                config: ViewImageConfig(safeArea: config.safeArea, size: size ?? config.size, traits: config.traits),
                traits: traits, view: controller.view, controller: controller)
        }
    }
}

extension UIKitSnapshot {
    /// The scale a description is laid out at when the traits name none: a text reference has no pixels to tell the
    /// scale of the simulator that recorded it, and the iPhone simulators teams record on (every one since the
    /// iPhone X, and swift-snapshot-testing's own) are 3x.
    static let descriptionScale: CGFloat = 3

    /// The view hosted as for an image, left where it is, described, and taken down again.
    static func description(
        config: ViewImageConfig, traits: UITraitCollection, view: UIView, controller: UIViewController
    ) -> String {
        let specified = UITraitCollection(traitsFrom: [config.traits, traits]).displayScale
        let host = UIKitSnapshotHost(
            config: config, traits: traits, view: view, controller: controller,
            scale: specified > 0 ? specified : descriptionScale, movesOffscreen: false)
        defer { host.dispose() }
        return ViewDescription.recursive(view)
    }
}
