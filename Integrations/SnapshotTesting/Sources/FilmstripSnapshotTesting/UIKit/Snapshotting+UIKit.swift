import Filmstrip
import FilmstripUIKit
import Foundation
import SnapshotTesting

extension SnapshotTesting.Snapshotting where Value == UIImage, Format == UIImage {
    /// An image compared exactly.
    public static var image: Self { image() }

    /// An image compared as `Diffing<UIImage>.image(precision:perceptualPrecision:scale:)` compares.
    public static func image(precision: Float = 1, perceptualPrecision: Float = 1, scale: CGFloat? = nil) -> Self {
        Self(
            pathExtension: "png",
            diffing: .image(precision: precision, perceptualPrecision: perceptualPrecision, scale: scale))
    }
}

extension SnapshotTesting.Snapshotting where Value == UIView, Format == UIImage {
    /// The view drawn at its own size, compared exactly.
    public static var image: Self { image() }

    /// The view drawn as swift-snapshot-testing draws it on iOS: at `size` (its frame's by default) in a plain view
    /// controller with `traits`, without a safe area. There is no key window on Linux, so `drawHierarchyInKeyWindow`
    /// draws the layer tree as `false` does.
    public static func image(
        drawHierarchyInKeyWindow: Bool = false, precision: Float = 1, perceptualPrecision: Float = 1,
        size: CGSize? = nil, traits: UITraitCollection = .init()
    ) -> Self {
        UIKitSnapshot.strategy(precision: precision, perceptualPrecision: perceptualPrecision, traits: traits) {
            view in
            UIKitSnapshot.image(
                config: ViewImageConfig(safeArea: .zero, size: size ?? view.frame.size, traits: .init()),
                traits: traits, view: view, controller: UIViewController())
        }
    }
}

extension SnapshotTesting.Snapshotting where Value == UIViewController, Format == UIImage {
    /// The controller's view at its own size, compared exactly.
    public static var image: Self { image() }

    /// The controller's view on the device `config` describes (its size, safe area and traits), with `traits` over
    /// the device's, as swift-snapshot-testing draws it on iOS.
    public static func image(
        on config: ViewImageConfig, precision: Float = 1, perceptualPrecision: Float = 1, size: CGSize? = nil,
        traits: UITraitCollection = .init()
    ) -> Self {
        UIKitSnapshot.strategy(precision: precision, perceptualPrecision: perceptualPrecision, traits: traits) {
            controller in
            var sized = config
            if let size { sized.size = size }
            return UIKitSnapshot.image(config: sized, traits: traits, view: controller.view, controller: controller)
        }
    }

    /// The controller's view at `size` (its own by default) with `traits`, without a device's safe area. There is no
    /// key window on Linux, so `drawHierarchyInKeyWindow` draws the layer tree as `false` does.
    public static func image(
        drawHierarchyInKeyWindow: Bool = false, precision: Float = 1, perceptualPrecision: Float = 1,
        size: CGSize? = nil, traits: UITraitCollection = .init()
    ) -> Self {
        UIKitSnapshot.strategy(precision: precision, perceptualPrecision: perceptualPrecision, traits: traits) {
            controller in
            UIKitSnapshot.image(
                config: ViewImageConfig(safeArea: .zero, size: size, traits: traits), traits: .init(),
                view: controller.view, controller: controller)
        }
    }
}

/// Draws a hosted view for the strategies above.
enum UIKitSnapshot {
    /// A strategy that draws a value with `draw` and compares as `Diffing<UIImage>.image` compares, reading references
    /// at `traits`' display scale when it names one.
    static func strategy<Value>(
        precision: Float, perceptualPrecision: Float, traits: UITraitCollection,
        draw: @escaping (Value) -> UIImage
    ) -> SnapshotTesting.Snapshotting<Value, UIImage> {
        SimplySnapshotting<UIImage>.image(
            precision: precision, perceptualPrecision: perceptualPrecision, scale: traits.displayScale
        ).pullback(draw)
    }

    /// The view hosted as `UIKitSnapshotHost` hosts it and drawn at the traits' display scale, else the screen's;
    /// the comparison draws it again at its reference's scale, and a controller's view that nobody sized at the
    /// size of the reference's simulator screen. A view that cannot be drawn (a tree deeper than
    /// Filmstrip draws) gives an empty image, which fails as swift-snapshot-testing's empty snapshot does.
    static func image(
        config: ViewImageConfig, traits: UITraitCollection, view: UIView, controller: UIViewController
    ) -> UIImage {
        let specified = UITraitCollection(traitsFrom: [config.traits, traits]).displayScale
        let scale = specified > 0 ? specified : UIScreen.main.scale
        let host = UIKitSnapshotHost(config: config, traits: traits, view: view, controller: controller, scale: scale)
        let image = try? ViewImage(
            scale: scale, render: host.render(scale:), dispose: host.dispose,
            resizeToScreen: host.isScreenSized ? host.resize(to:) : nil)
        return image ?? UIImage(size: .zero)
    }

    /// The layer drawn as `CALayer.render(in:)` draws it on iOS, its bounds at the origin: held for the drawing by a
    /// clear view of its size, its position and transform set aside and given back when the image is released.
    static func image(of layer: CALayer, traits: UITraitCollection) -> UIImage {
        let scale = traits.displayScale > 0 ? traits.displayScale : UIScreen.main.scale
        let size = layer.bounds.size
        let holder = UIView(frame: CGRect(origin: .zero, size: size))
        let (position, transform, superlayer) = (layer.position, layer.transform, layer.superlayer)
        layer.removeFromSuperlayer()
        layer.transform = CATransform3DIdentity
        layer.position = CGPoint(x: size.width * layer.anchorPoint.x, y: size.height * layer.anchorPoint.y)
        holder.layer.addSublayer(layer)
        let restore = {
            layer.removeFromSuperlayer()
            layer.position = position
            layer.transform = transform
            superlayer?.addSublayer(layer)
        }
        let render = { (scale: CGFloat) in try ViewTreeRenderer.image(of: holder, scale: Double(scale)) }
        return (try? ViewImage(scale: scale, render: render, dispose: restore)) ?? UIImage(size: .zero)
    }
}

extension SnapshotTesting.Snapshotting where Value == CALayer, Format == UIImage {
    /// The layer at its own size, compared exactly.
    public static var image: Self { image() }

    /// The layer drawn at its bounds as swift-snapshot-testing draws it on iOS (`render(in:)`), at `traits`'
    /// display scale, else the screen's, and again at its reference's.
    public static func image(precision: Float = 1, perceptualPrecision: Float = 1, traits: UITraitCollection = .init())
        -> Self
    {
        UIKitSnapshot.strategy(precision: precision, perceptualPrecision: perceptualPrecision, traits: traits) {
            layer in UIKitSnapshot.image(of: layer, traits: traits)
        }
    }
}
