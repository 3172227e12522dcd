import FilmstripDiff

/// How a snapshot format is stored and compared: bytes to write and read back, and a comparison that returns
/// nil for a match or a failure with its message and the files worth keeping.
public struct Diffing<Format>: Sendable {
    public var toData: @Sendable (Format) throws -> [UInt8]
    public var fromData: @Sendable ([UInt8], _ path: String) throws -> Format
    public var diff: @Sendable (_ expected: Format, _ actual: Format) -> DiffFailure?

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
    public var message: String
    /// Named files (e.g. "diff" → PNG bytes) written next to the actual snapshot in the artifacts folder.
    public var artifacts: [(name: String, bytes: [UInt8])]
    /// The image comparison's counts, for reports; nil for other formats.
    public var result: DiffResult?

    public init(message: String, artifacts: [(name: String, bytes: [UInt8])] = [], result: DiffResult? = nil) {
        self.message = message
        self.artifacts = artifacts
        self.result = result
    }
}
