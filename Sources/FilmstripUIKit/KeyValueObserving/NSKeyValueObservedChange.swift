import Foundation

/// A change reported to a Swift key-path observation, as Foundation's: its kind and, as the options asked, the
/// old and new values.
public struct NSKeyValueObservedChange<Value> {
    /// The kind of change.
    public let kind: NSKeyValueChange
    /// The value after the change, when `.new` was asked for.
    public let newValue: Value?
    /// The value before the change, when `.old` was asked for.
    public let oldValue: Value?
    /// The indexes changed in a collection; nil for a set value.
    public let indexes: IndexSet?
    /// True for the call before the change that `.prior` asks for.
    public let isPrior: Bool
}
