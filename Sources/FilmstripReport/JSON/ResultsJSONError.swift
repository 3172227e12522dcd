/// Why a results file could not be read; an I/O error for the exit status (2).
public enum ResultsJSONError: Error, Equatable, CustomStringConvertible {
    case unreadable(String)
    case notResults(String)

    public var description: String {
        switch self {
        case .unreadable(let path): "\(path): cannot read the file"
        case .notResults(let why): why
        }
    }
}
