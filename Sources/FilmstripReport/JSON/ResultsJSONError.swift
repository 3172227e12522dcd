/// Why a results file could not be read; an I/O error for the exit status (2).
public enum ResultsJSONError: Error, Equatable, CustomStringConvertible {
    case unreadable(String, reason: String)
    case notResults(String)

    public var description: String {
        switch self {
        case .unreadable(let path, let reason): "\(path): cannot read the file: \(reason)"
        case .notResults(let why): why
        }
    }
}
