import FilmstripJSON

/// A reference that no check uses any more (reg-suit calls these "deleted"): a check renamed or removed, or a
/// scene file gone, leaves its images behind. Reported, so they can be reviewed, and removed with `--prune`.
public struct DeletedReference: Hashable, Codable, Sendable {
    /// The scene file the reference belonged to, as its check would name it (`suite/slider.json`).
    public var scene: String
    /// The reference file or sequence folder, as the run names paths.
    public var reference: String

    package var jsonValue: JSONValue { .object([("scene", .string(scene)), ("reference", .string(reference))]) }
}
