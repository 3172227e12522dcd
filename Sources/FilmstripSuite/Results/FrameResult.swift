import FilmstripJSON

/// One frame of a sequence check, as the verification makes it and the report shows it. Paths are relative to the
/// report's folder in results files; a side is nil where that sequence has no such frame (the frame counts differ)
/// or, for `expected`, where no reference exists yet.
public struct FrameResult: Hashable, Codable, Sendable {
    /// The reference frame's path.
    public var expected: String?
    /// The path of the frame this run rendered.
    public var actual: String?
    /// Written only for a frame that differs.
    public var diff: String?
    /// Pixels that differ, when the frame was compared.
    public var diffPixels: Int?
    /// Differing pixels recognised as anti-aliasing, when the frame was compared; results files carry the check's
    /// sum (`CheckResult.aaPixels`), not each frame's.
    public var aaPixels: Int?
    /// Whether the frame is within tolerance.
    public var pass: Bool

    /// The fields a results file holds: not `aaPixels`, which it carries per check, so that what is read is what is
    /// written.
    private enum CodingKeys: String, CodingKey {
        case expected, actual, diff, diffPixels, pass
    }

    package var jsonValue: JSONValue {
        var members = JSONMembers()
        members.add("expected", expected)
        members.add("actual", actual)
        members.add("diff", diff)
        members.add("diffPixels", diffPixels)
        members.add("pass", pass)
        return members.object
    }
}
