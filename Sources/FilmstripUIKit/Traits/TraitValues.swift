/// The traits of a `UITraitCollection` as one value, each with its unspecified case, so collections combine by
/// overlaying one on another.
struct TraitValues: Hashable {
    var displayScale: CGFloat = 0
    var horizontalSizeClass = UIUserInterfaceSizeClass.unspecified
    var verticalSizeClass = UIUserInterfaceSizeClass.unspecified
    var userInterfaceIdiom = UIUserInterfaceIdiom.unspecified
    var layoutDirection = UITraitEnvironmentLayoutDirection.unspecified
    var userInterfaceStyle = UIUserInterfaceStyle.unspecified
    var preferredContentSizeCategory = UIContentSizeCategory.unspecified
    var forceTouchCapability = UIForceTouchCapability.unknown

    /// These values with each trait `top` specifies taken from `top`.
    func overlaid(by top: TraitValues) -> TraitValues {
        var result = self
        if top.displayScale != 0 { result.displayScale = top.displayScale }
        if top.horizontalSizeClass != .unspecified { result.horizontalSizeClass = top.horizontalSizeClass }
        if top.verticalSizeClass != .unspecified { result.verticalSizeClass = top.verticalSizeClass }
        if top.userInterfaceIdiom != .unspecified { result.userInterfaceIdiom = top.userInterfaceIdiom }
        if top.layoutDirection != .unspecified { result.layoutDirection = top.layoutDirection }
        if top.userInterfaceStyle != .unspecified { result.userInterfaceStyle = top.userInterfaceStyle }
        if top.preferredContentSizeCategory != .unspecified {
            result.preferredContentSizeCategory = top.preferredContentSizeCategory
        }
        if top.forceTouchCapability != .unknown { result.forceTouchCapability = top.forceTouchCapability }
        return result
    }
}
