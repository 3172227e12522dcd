/// The layout direction trait, named in `registerForTraitChanges(_:handler:)` to hear when it changes.
public enum UITraitLayoutDirection: UITraitDefinition, SystemTraitDefinition {
    public typealias Value = UITraitEnvironmentLayoutDirection
    /// `.unspecified`: what a collection that does not specify the trait has.
    public static let defaultValue: UITraitEnvironmentLayoutDirection = .unspecified
    static func value(in traits: UITraitCollection) -> UITraitEnvironmentLayoutDirection { traits.layoutDirection }
}
