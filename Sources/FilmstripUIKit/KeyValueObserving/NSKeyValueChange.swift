/// The kind of a key-value change, with Foundation's raw values; FilmstripUIKit's properties report `.setting`.
public enum NSKeyValueChange: UInt, Sendable {
    /// The value was set.
    case setting = 1
    /// Objects were inserted into a collection.
    case insertion
    /// Objects were removed from a collection.
    case removal
    /// Objects of a collection were replaced.
    case replacement
}
