/// Why a scene could not be set up from a file or flags.
public enum SceneError: Error, Equatable, Sendable, CustomStringConvertible {
    case unreadable(path: String, reason: String)
    case invalid(path: String, reason: String)
    /// A value on the command line or in the scene that cannot be used; `reason` says which and why.
    case badValue(reason: String)

    public var description: String {
        switch self {
        case .unreadable(let path, let reason): return "\(path): cannot read scene file: \(reason)"
        case .invalid(let path, let reason): return "\(path): invalid scene file: \(reason)"
        case .badValue(let reason): return reason
        }
    }
}
