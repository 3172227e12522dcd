/// A sequence reference whose `manifest.json` is there but cannot be read (a folder, a FIFO, over the size limit) or
/// is not a manifest (damaged JSON, a missing field, a bomb of members): the check is an error naming the damage,
/// never compared without it, as a pull request could otherwise make a sequence pass by breaking its manifest.
public struct DamagedManifestError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The manifest's path.
    public var path: String
    /// What is wrong, from the reader or the parser (with its byte offset).
    public var reason: String

    /// `__snapshots__/s/fling/manifest.json: not a sequence manifest: byte 10 (line 1, column 11): ...`.
    public var description: String { "\(path): \(reason); the sequence is not compared without it" }
}
