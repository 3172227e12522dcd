/// What a layout reads of its view beyond geometry: the safe area, the margins and the traits.
extension UIView {
    /// The insets that keep content clear of bars and the notch: zero, since a rendered view is under neither, as a
    /// view that no bar or screen edge overlaps has on iOS.
    public var safeAreaInsets: UIEdgeInsets { .zero }

    /// UIKit's default margins of a view that is not a view controller's root view: 8 points on each side.
    public var layoutMargins: UIEdgeInsets { UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8) }

    /// The traits of the scene: `UIScreen.main`'s scale.
    public var traitCollection: UITraitCollection { UITraitCollection(displayScale: UIScreen.main.scale) }
}
