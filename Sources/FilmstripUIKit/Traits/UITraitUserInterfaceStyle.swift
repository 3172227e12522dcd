/// The light or dark appearance trait, named in `registerForTraitChanges(_:handler:)` to hear when it changes.
public enum UITraitUserInterfaceStyle: UITraitDefinition, SystemTraitDefinition {
    public typealias Value = UIUserInterfaceStyle
    /// `.unspecified`: what a collection that does not specify the trait has.
    public static let defaultValue: UIUserInterfaceStyle = .unspecified
    static func value(in traits: UITraitCollection) -> UIUserInterfaceStyle { traits.userInterfaceStyle }
}
