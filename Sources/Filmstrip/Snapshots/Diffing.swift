import FilmstripDiff

/// How a snapshot format is stored and compared: bytes to write and read back, and a comparison that returns
/// nil for a match or a failure with its message and the files worth keeping.
public struct Diffing<Format>: Sendable {
    /// Encodes a value for storing as a reference.
    public var toData: @Sendable (Format) throws -> [UInt8]
    /// Decodes a stored reference; `path` names it in errors.
    public var fromData: @Sendable ([UInt8], _ path: String) throws -> Format
    /// Compares a reference with a new value: nil when they match, else why not.
    public var diff: @Sendable (_ expected: Format, _ actual: Format) -> DiffFailure?

    /// A way to store, read and compare values of `Format`.
    public init(
        toData: @escaping @Sendable (Format) throws -> [UInt8],
        fromData: @escaping @Sendable ([UInt8], _ path: String) throws -> Format,
        diff: @escaping @Sendable (_ expected: Format, _ actual: Format) -> DiffFailure?
    ) {
        self.toData = toData
        self.fromData = fromData
        self.diff = diff
    }
}

/// A failed comparison: what to tell the developer and which files help them see why.
public struct DiffFailure: Sendable {
    /// What the developer reads in the test failure: the counts, and what to look at.
    public var message: String
    /// Named files (e.g. "diff" → PNG bytes) written next to the actual snapshot in the artifacts folder.
    public var artifacts: [(name: String, bytes: [UInt8])]
    /// The image comparison's counts, for reports; nil for other formats.
    public var result: DiffResult?

    /// A failure with `message`, files worth keeping and, for images, the comparison's counts.
    public init(message: String, artifacts: [(name: String, bytes: [UInt8])] = [], result: DiffResult? = nil) {
        self.message = message
        self.artifacts = artifacts
        self.result = result
    }
}
