/// The keys of the change dictionary `observeValue(forKeyPath:of:change:context:)` receives, with Foundation's
/// names.
public struct NSKeyValueChangeKey: RawRepresentable, Hashable, Sendable {
    /// The key's name, as Foundation spells it.
    public let rawValue: String
    /// A key from its name.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// The kind of change: an `NSKeyValueChange` raw value (`.setting` for FilmstripUIKit's properties).
    public static let kindKey = NSKeyValueChangeKey(rawValue: "kind")
    /// The value after the change, when the options ask for `.new`.
    public static let newKey = NSKeyValueChangeKey(rawValue: "new")
    /// The value before the change, when the options ask for `.old`.
    public static let oldKey = NSKeyValueChangeKey(rawValue: "old")
    /// The indexes of a collection's change; FilmstripUIKit's properties never have them.
    public static let indexesKey = NSKeyValueChangeKey(rawValue: "indexes")
    /// True in the call before a change, when the options ask for `.prior`.
    public static let notificationIsPriorKey = NSKeyValueChangeKey(rawValue: "notificationIsPrior")
}
