/// A set of traits, as UIKit's: each one either specified or unspecified, so that partial collections (a view
/// controller's override for a child, a snapshot's device) combine with `init(traitsFrom:)`, later ones winning.
/// A view's `traitCollection` is its screen's traits, then its window's device, then each containing view
/// controller's override, then its own `overrideUserInterfaceStyle`.
open class UITraitCollection: NSObject, @unchecked Sendable {
    /// Pixels per point; 0 when unspecified.
    public let displayScale: CGFloat
    /// How much room the width gives.
    public let horizontalSizeClass: UIUserInterfaceSizeClass
    /// How much room the height gives.
    public let verticalSizeClass: UIUserInterfaceSizeClass
    /// The kind of device.
    public let userInterfaceIdiom: UIUserInterfaceIdiom
    /// Which way leading and trailing run; right to left mirrors them.
    public let layoutDirection: UITraitEnvironmentLayoutDirection
    /// Light or dark: dynamic colours (`UIColor(dynamicProvider:)`) resolve by it.
    public let userInterfaceStyle: UIUserInterfaceStyle
    /// The Dynamic Type size the user chose: `UIFont.preferredFont(forTextStyle:compatibleWith:)` sizes by it.
    public let preferredContentSizeCategory: UIContentSizeCategory
    /// Kept for source compatibility: whether 3D Touch is available changes nothing that is drawn.
    public let forceTouchCapability: UIForceTouchCapability

    /// Every trait unspecified, as UIKit's `init()`.
    public override convenience init() { self.init(values: TraitValues()) }

    /// Only the display scale specified.
    public convenience init(displayScale: CGFloat) { self.init(values: TraitValues(displayScale: displayScale)) }

    /// Only the horizontal size class specified.
    public convenience init(horizontalSizeClass: UIUserInterfaceSizeClass) {
        self.init(values: TraitValues(horizontalSizeClass: horizontalSizeClass))
    }

    /// Only the vertical size class specified.
    public convenience init(verticalSizeClass: UIUserInterfaceSizeClass) {
        self.init(values: TraitValues(verticalSizeClass: verticalSizeClass))
    }

    /// Only the idiom specified.
    public convenience init(userInterfaceIdiom: UIUserInterfaceIdiom) {
        self.init(values: TraitValues(userInterfaceIdiom: userInterfaceIdiom))
    }

    /// Only the layout direction specified.
    public convenience init(layoutDirection: UITraitEnvironmentLayoutDirection) {
        self.init(values: TraitValues(layoutDirection: layoutDirection))
    }

    /// Only the appearance specified.
    public convenience init(userInterfaceStyle: UIUserInterfaceStyle) {
        self.init(values: TraitValues(userInterfaceStyle: userInterfaceStyle))
    }

    /// Only the Dynamic Type size specified.
    public convenience init(preferredContentSizeCategory: UIContentSizeCategory) {
        self.init(values: TraitValues(preferredContentSizeCategory: preferredContentSizeCategory))
    }

    /// Only the 3D Touch capability specified.
    public convenience init(forceTouchCapability: UIForceTouchCapability) {
        self.init(values: TraitValues(forceTouchCapability: forceTouchCapability))
    }

    /// The collections combined in order: each trait is the last specified one.
    public convenience init(traitsFrom traitCollections: [UITraitCollection]) {
        self.init(values: traitCollections.reduce(TraitValues()) { $0.overlaid(by: $1.values) })
    }

    init(values: TraitValues) {
        displayScale = values.displayScale
        horizontalSizeClass = values.horizontalSizeClass
        verticalSizeClass = values.verticalSizeClass
        userInterfaceIdiom = values.userInterfaceIdiom
        layoutDirection = values.layoutDirection
        userInterfaceStyle = values.userInterfaceStyle
        preferredContentSizeCategory = values.preferredContentSizeCategory
        forceTouchCapability = values.forceTouchCapability
        super.init()
    }

    /// The traits as one value, to combine them.
    var values: TraitValues {
        TraitValues(
            displayScale: displayScale, horizontalSizeClass: horizontalSizeClass, verticalSizeClass: verticalSizeClass,
            userInterfaceIdiom: userInterfaceIdiom, layoutDirection: layoutDirection,
            userInterfaceStyle: userInterfaceStyle, preferredContentSizeCategory: preferredContentSizeCategory,
            forceTouchCapability: forceTouchCapability)
    }

    /// True when every trait `trait` specifies has the same value here, as UIKit's `containsTraits(in:)`.
    open func containsTraits(in trait: UITraitCollection?) -> Bool {
        guard let trait else { return true }
        return values.overlaid(by: trait.values) == values
    }

    /// Whether colours resolve differently under `other`: true when the appearance differs, as UIKit's.
    open func hasDifferentColorAppearance(comparedTo other: UITraitCollection?) -> Bool {
        userInterfaceStyle != (other?.userInterfaceStyle ?? .unspecified)
    }

    /// Collections are equal when every trait is, specified or not.
    open override func isEqual(_ object: Any?) -> Bool {
        (object as? UITraitCollection)?.values == values
    }

    /// Agrees with `isEqual(_:)`.
    open override var hash: Int { values.hashValue }

    /// These traits with `userInterfaceStyle` instead of their own.
    func with(userInterfaceStyle: UIUserInterfaceStyle) -> UITraitCollection {
        UITraitCollection(values: values.overlaid(by: TraitValues(userInterfaceStyle: userInterfaceStyle)))
    }

    /// The traits of the screen Filmstrip draws on: its scale and the scene's light or dark mode, layout direction
    /// and Dynamic Type size (the application's `userInterfaceLayoutDirection` and `preferredContentSizeCategory`);
    /// an iPad's (the pad idiom, regular both ways) when the screen is at least 744 points wide, the narrowest
    /// iPad's portrait width, else an iPhone's in portrait (compact width, regular height)
    /// (UIKit choice `traitsAreAnIPhoneInPortrait`), unless a window's device or a view controller says
    /// otherwise.
    public static var current: UITraitCollection {
        let screen = UIScreen.main
        let isPad = screen.bounds.width >= 744
        return UITraitCollection(
            values: TraitValues(
                displayScale: screen.scale, horizontalSizeClass: isPad ? .regular : .compact,
                verticalSizeClass: .regular, userInterfaceIdiom: isPad ? .pad : .phone,
                layoutDirection: UIApplication.shared.userInterfaceLayoutDirection == .rightToLeft
                    ? .rightToLeft : .leftToRight,
                userInterfaceStyle: screen.userInterfaceStyle == .dark ? .dark : .light,
                preferredContentSizeCategory: UIApplication.shared.preferredContentSizeCategory,
                forceTouchCapability: .unavailable))
    }
}
