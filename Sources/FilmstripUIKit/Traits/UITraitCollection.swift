/// The traits a layout reads from its collection view: the display scale is the scene's, and the rest are an
/// iPhone's in portrait (`UIKitAssumptions.traitsAreAnIPhoneInPortrait`).
open class UITraitCollection: NSObject {
    /// Pixels per point: the scene's scale (`--scale`, or its device's), as `UIScreen.main.scale`.
    public let displayScale: CGFloat
    /// Compact, as an iPhone's width in portrait.
    public let horizontalSizeClass: UIUserInterfaceSizeClass
    /// Regular, as an iPhone's height in portrait.
    public let verticalSizeClass: UIUserInterfaceSizeClass
    /// The phone.
    public let userInterfaceIdiom: UIUserInterfaceIdiom
    /// Left to right, as `UIApplication.shared.userInterfaceLayoutDirection`.
    public let layoutDirection: UIUserInterfaceLayoutDirection
    /// Light for the screen; a view's `overrideUserInterfaceStyle` changes it for its subtree. Dynamic colours
    /// (`UIColor(dynamicProvider:)`) resolve by it.
    public let userInterfaceStyle: UIUserInterfaceStyle

    /// Traits with `displayScale` and an iPhone's in portrait for the rest, in the light appearance.
    public convenience init(displayScale: CGFloat) { self.init(displayScale: displayScale, userInterfaceStyle: .light) }

    /// The screen's traits in `userInterfaceStyle`, as UIKit's `init(userInterfaceStyle:)` (its other traits are
    /// unspecified in UIKit; here they are the screen's, so that the result can stand on its own).
    public convenience init(userInterfaceStyle: UIUserInterfaceStyle) {
        self.init(displayScale: UIScreen.main.scale, userInterfaceStyle: userInterfaceStyle)
    }

    init(displayScale: CGFloat, userInterfaceStyle: UIUserInterfaceStyle) {
        self.displayScale = displayScale
        horizontalSizeClass = .compact
        verticalSizeClass = .regular
        userInterfaceIdiom = .phone
        layoutDirection = .leftToRight
        self.userInterfaceStyle = userInterfaceStyle
        super.init()
    }

    /// These traits with `userInterfaceStyle` instead of their own.
    func with(userInterfaceStyle: UIUserInterfaceStyle) -> UITraitCollection {
        UITraitCollection(displayScale: displayScale, userInterfaceStyle: userInterfaceStyle)
    }

    /// The traits of the screen the layout is drawn on.
    public static var current: UITraitCollection { UITraitCollection(displayScale: UIScreen.main.scale) }
}
