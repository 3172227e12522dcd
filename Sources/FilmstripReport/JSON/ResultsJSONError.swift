/// Why a results file could not be read; an I/O error for the exit status (2).
public enum ResultsJSONError: Error, Equatable, CustomStringConvertible {
    /// The file could not be read; `reason` says why.
    case unreadable(String, reason: String)
    /// The file is not a Filmstrip results file; the message says why.
    case notResults(String)

    /// The message a user sees, naming the results file.
    public var description: String {
        switch self {
        case .unreadable(let path, let reason): "\(path): cannot read the file: \(reason)"
        case .notResults(let why): why
        }
    }
}
