/// What is wrong with a set of shard results: the merge still writes what it has, and the run fails, so that a
/// shard that never uploaded, or one uploaded twice, can never make a green report.
public enum ResultsMergeError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The same check of the same scene file is in two results files: the first is kept.
    case duplicateCheck(scene: String, check: String, firstFile: String, secondFile: String)
    /// Shard `index` of `count` is in none of the results files.
    case missingShard(index: Int, count: Int)
    /// Shard `index` of `count` is in more than one results file.
    case repeatedShard(index: Int, count: Int, files: [String])
    /// The results files were split into different numbers of shards.
    case shardCountsDiffer(counts: [Int])

    /// The message a user sees, naming what clashed.
    public var description: String {
        switch self {
        case .duplicateCheck(let scene, let check, let first, let second):
            if first == second {
                return
                    "\(scene): check \"\(check)\" is twice in \(first) (or that file was given twice); the first is kept"
            }
            return "\(scene): check \"\(check)\" is in both \(first) and \(second); the one in \(first) is kept"
        case .missingShard(let index, let count):
            return "shard \(index)/\(count) is missing: no results file holds it, so its checks were not run"
        case .repeatedShard(let index, let count, let files):
            return "shard \(index)/\(count) is in more than one results file: \(files.joined(separator: ", "))"
        case .shardCountsDiffer(let counts):
            return "the results files were split into different numbers of shards: "
                + counts.map(String.init).joined(separator: ", ")
        }
    }
}
