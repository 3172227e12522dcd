/// The user interface idiom trait, named in `registerForTraitChanges(_:handler:)` to hear when it changes.
public enum UITraitUserInterfaceIdiom: UITraitDefinition, SystemTraitDefinition {
    public typealias Value = UIUserInterfaceIdiom
    /// `.unspecified`: what a collection that does not specify the trait has.
    public static let defaultValue: UIUserInterfaceIdiom = .unspecified
    static func value(in traits: UITraitCollection) -> UIUserInterfaceIdiom { traits.userInterfaceIdiom }
}
