/// The display scale trait, named in `registerForTraitChanges(_:handler:)` to hear when it changes.
public enum UITraitDisplayScale: UITraitDefinition, SystemTraitDefinition {
    public typealias Value = CGFloat
    /// 0: what a collection that does not specify the scale has.
    public static let defaultValue: CGFloat = 0
    static func value(in traits: UITraitCollection) -> CGFloat { traits.displayScale }
}
