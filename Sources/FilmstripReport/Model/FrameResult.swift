import FilmstripJSON

/// One frame of a sequence check. Paths are relative to the report's folder; a side is nil where that sequence has
/// no such frame (the frame counts differ) or, for `expected`, where no reference exists yet.
public struct FrameResult: Hashable, Codable, Sendable {
    public var expected: String?
    public var actual: String?
    /// Written only for a frame that differs.
    public var diff: String?
    public var diffPixels: Int?
    public var pass: Bool

    public init(expected: String?, actual: String?, diff: String? = nil, diffPixels: Int? = nil, pass: Bool) {
        self.expected = expected
        self.actual = actual
        self.diff = diff
        self.diffPixels = diffPixels
        self.pass = pass
    }

    var jsonValue: JSONValue {
        var members = JSONMembers()
        members.add("expected", expected)
        members.add("actual", actual)
        members.add("diff", diff)
        members.add("diffPixels", diffPixels)
        members.add("pass", pass)
        return members.object
    }
}
