/// Why shard results cannot be merged.
public enum ResultsMergeError: Error, Equatable, CustomStringConvertible {
    /// The same check of the same scene file is in two shards.
    case duplicateCheck(scene: String, check: String)

    /// The message a user sees, naming what clashed.
    public var description: String {
        switch self {
        case .duplicateCheck(let scene, let check): "\(scene): check \"\(check)\" is in more than one results file"
        }
    }
}
