/// Why bytes are not a sequence manifest, in one line: the JSON syntax error with its line and column, or the field
/// that is missing or of the wrong type.
public struct SequenceManifestError: Error, Equatable, Sendable, CustomStringConvertible {
    /// What is wrong, without the file's name (the caller knows which file it read).
    public var reason: String

    /// "not a sequence manifest: line 1, column 11: the member fps appears twice".
    public var description: String { "not a sequence manifest: \(reason)" }
}
