import FilmstripJSON

/// The results of one `filmstrip test` run (or of several shards merged): what the JSON results file, the JUnit
/// file and the HTML report are made from.
///
/// The JSON shape (`ResultsJSON`), keys in this order, absent optionals left out, paths relative to the file's
/// folder:
///
/// ```
/// {"format":"filmstrip-results","version":2,
///  "command":["filmstrip","test","scenes","--shard","1/2"],
///  "shard":{"index":1,"count":2},                                            // absent for a run of every check
///  "counts":{"passed":N,"failed":N,"recorded":N,"errors":N,"total":N},     // written for readers, recomputed on read
///  "scenes":[{"path":"scenes/slider.json","name":"slider","checks":[
///    {"name":"start","kind":"still"|"sequence","status":"passed"|"failed"|"recorded"|"error",
///     "message":"…","index":0,"diffPixels":N,"aaPixels":N,"ratio":R,
///     "tolerance":{"perceptualThreshold":null,"maxDiffPixels":0,"maxDiffRatio":0,"detectsAntiAliasing":false},
///     "sizeMismatch":"expected 780x240, got 780x250",
///     "expected":"…/start.png","actual":"…/start.png","diff":"…/start.png",
///     "sequence":{"fps":30,"frameCountMismatch":"…",
///                 "frames":[{"expected":"…","actual":"…","diff":"…","diffPixels":N,"pass":false}],
///                 "expectedSamples":[{"t":0,"offset":-122.9,"velocity":1500}],"actualSamples":[…]},
///     "accept":"filmstrip test --check 'scenes/slider.json#start' --update","duration":0.12}]}]}
/// ```
public struct SuiteResult: Hashable, Codable, Sendable {
    /// The command line that produced the results (for a merge, the merge's).
    public var command: [String]
    /// In the order the run found them (sorted by path is what `merged` gives).
    public var scenes: [SceneResult]
    /// References that no check used in this run, sorted by path (absent from the JSON when there are none).
    public var deleted: [DeletedReference]
    /// Which part of the suite these results cover; nil for a run of every check (and for merged results). A merge
    /// reads it to find missing and repeated shards, so it is data here, never read back out of `command`.
    public var shard: Shard?

    /// A suite's results, with the command that produced them and the shard they cover.
    public init(command: [String], scenes: [SceneResult], deleted: [DeletedReference] = [], shard: Shard? = nil) {
        self.command = command
        self.scenes = scenes
        self.deleted = deleted
        self.shard = shard
    }

    private enum CodingKeys: String, CodingKey {
        case command, scenes, deleted, shard
    }

    /// Reads results written with or without `deleted` and `shard`.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        command = try container.decode([String].self, forKey: .command)
        scenes = try container.decode([SceneResult].self, forKey: .scenes)
        deleted = try container.decodeIfPresent([DeletedReference].self, forKey: .deleted) ?? []
        shard = try container.decodeIfPresent(Shard.self, forKey: .shard)
    }

    /// Every check of every scene, in order.
    public var checks: [CheckResult] { scenes.flatMap(\.checks) }

    /// How many checks ended each way.
    public var counts: SuiteCounts { SuiteCounts(checks) }

    /// How the run these results describe went as a whole: the worst of its checks.
    public var verdict: SuiteVerdict {
        let counts = counts
        if counts.errors > 0 { return .error }
        if counts.failed > 0 || counts.recorded > 0 { return .failed }
        return .passed
    }
}

/// How a whole run went, worst first: a check could not run; a check failed or recorded a reference (a recording
/// run is never a passing one); every check passed. Front ends turn it into their own signal (an exit code, a
/// test failure).
public enum SuiteVerdict: Sendable, Equatable {
    /// Every check passed.
    case passed
    /// A check failed or recorded a reference.
    case failed
    /// A check could not run (an I/O error, a scene it could not draw).
    case error
}
