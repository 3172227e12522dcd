/// What a key-value observation reports, with Foundation's raw values.
public struct NSKeyValueObservingOptions: OptionSet, Hashable, Sendable {
    /// The options as bits.
    public let rawValue: UInt
    /// Options from their bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// The change carries the new value.
    public static let new = NSKeyValueObservingOptions(rawValue: 1)
    /// The change carries the old value.
    public static let old = NSKeyValueObservingOptions(rawValue: 2)
    /// The handler is called once at once, before any change.
    public static let initial = NSKeyValueObservingOptions(rawValue: 4)
    /// The handler is also called before each change, with `isPrior` set.
    public static let prior = NSKeyValueObservingOptions(rawValue: 8)
}
