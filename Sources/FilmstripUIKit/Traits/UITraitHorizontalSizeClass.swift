/// The horizontal size class trait, named in `registerForTraitChanges(_:handler:)` to hear when it changes.
public enum UITraitHorizontalSizeClass: UITraitDefinition, SystemTraitDefinition {
    public typealias Value = UIUserInterfaceSizeClass
    /// `.unspecified`: what a collection that does not specify the trait has.
    public static let defaultValue: UIUserInterfaceSizeClass = .unspecified
    static func value(in traits: UITraitCollection) -> UIUserInterfaceSizeClass { traits.horizontalSizeClass }
}
