/// The Dynamic Type content size category trait, named in `registerForTraitChanges(_:handler:)` to hear when it changes.
public enum UITraitPreferredContentSizeCategory: UITraitDefinition, SystemTraitDefinition {
    public typealias Value = UIContentSizeCategory
    /// `.unspecified`: what a collection that does not specify the trait has.
    public static let defaultValue: UIContentSizeCategory = .unspecified
    static func value(in traits: UITraitCollection) -> UIContentSizeCategory { traits.preferredContentSizeCategory }
}
