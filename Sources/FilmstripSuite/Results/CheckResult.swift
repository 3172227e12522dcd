import FilmstripDiff
import FilmstripJSON

/// The outcome of one check of a scene file. Image paths are relative to the folder of the report or results file
/// that holds it (see `SuiteResult.rebased(from:to:)`), with `/` separators.
public struct CheckResult: Hashable, Codable, Sendable {
    /// Unique within its scene.
    public var name: String
    /// A still or a sequence.
    public var kind: CheckKind = .still
    /// How the check ended.
    public var status: CheckStatus
    /// Why it failed, was recorded or could not run, in one line; nil when it passed.
    public var message: String?
    /// The check's position in its scene file, so that `SuiteResult.merged` restores the order shards split up.
    public var index: Int?
    /// For a still: differing pixels; for a sequence: summed over frames.
    public var diffPixels: Int?
    /// Differing pixels recognised as anti-aliasing, reported apart.
    public var aaPixels: Int?
    /// `diffPixels` over the expected pixel count (for a sequence: of the worst frame).
    public var ratio: Double?
    /// The tolerance the check was judged by.
    public var tolerance: DiffOptions?
    /// e.g. "expected 780x240, got 780x250"; nil when the sizes agree.
    public var sizeMismatch: String?
    /// The reference PNG (for a sequence, its folder, or nil).
    public var expected: String?
    /// This run's image, written for a failure or a recording (for a sequence, its folder, or nil).
    public var actual: String?
    /// The diff image of a failure.
    public var diff: String?
    /// Present for `kind == .sequence`.
    public var sequence: SequenceResult?
    /// The shell command that accepts this run's output as the reference, as the front end that ran the check words
    /// it (the command line fills it in; the runner leaves it nil).
    public var accept: String?
    /// Wall time of the check in seconds, for JUnit's `time`; leave nil where output must be byte-identical.
    public var duration: Double?

    package var jsonValue: JSONValue {
        var members = JSONMembers()
        members.add("name", name)
        members.add("kind", kind.rawValue)
        members.add("status", status.rawValue)
        members.add("message", message)
        members.add("index", index)
        members.add("diffPixels", diffPixels)
        members.add("aaPixels", aaPixels)
        members.add("ratio", ratio)
        members.add("tolerance", tolerance?.jsonValue)
        members.add("sizeMismatch", sizeMismatch)
        members.add("expected", expected)
        members.add("actual", actual)
        members.add("diff", diff)
        members.add("sequence", sequence?.jsonValue)
        members.add("accept", accept)
        members.add("duration", duration)
        return members.object
    }
}
