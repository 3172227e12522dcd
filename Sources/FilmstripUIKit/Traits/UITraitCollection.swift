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

    /// Traits with `displayScale` and an iPhone's in portrait for the rest.
    public init(displayScale: CGFloat) {
        self.displayScale = displayScale
        horizontalSizeClass = .compact
        verticalSizeClass = .regular
        userInterfaceIdiom = .phone
        layoutDirection = .leftToRight
        super.init()
    }

    /// The traits of the screen the layout is drawn on.
    public static var current: UITraitCollection { UITraitCollection(displayScale: UIScreen.main.scale) }
}
