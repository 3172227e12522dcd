/// Why a scene could not be set up from a file or from values a front end gives. A field's error carries the
/// field's path and the problem, never a front end's spelling of it: the command line names its own flag.
public enum SceneError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The scene file at `path` could not be read.
    case unreadable(path: String, reason: String)
    /// The scene file at `path` is not a scene: not JSON, not an object, or a field no style reads.
    case invalid(path: String, reason: String)
    /// A value that cannot be used, not tied to one field; `reason` says why.
    case badValue(reason: String)
    /// The value at `path` is wrong: `problem` says how ("must be from 1 to 4, got 9"). `file` is the scene file
    /// that gave it; nil when it came from elsewhere (code, or a front end's flags, which name it their own way).
    case field(SceneFieldPath, problem: String, file: String? = nil)
    /// A field that neither the scene nor its style reads; `known` lists those they do. `file` as for `field`.
    case unknownField(String, known: [String], file: String? = nil)
    /// The scene asks for more than `limit` allows: `reason` gives the figures. A front end adds how to raise the
    /// limit in its own words (the CLI names its flag).
    case overLimit(Limit, reason: String)

    /// The message a user sees: the file, the field, and what is wrong with it.
    public var description: String {
        switch self {
        case .unreadable(let path, let reason): return "\(path): cannot read scene file: \(reason)"
        case .invalid(let path, let reason): return "\(path): invalid scene file: \(reason)"
        case .badValue(let reason): return reason
        case .field(let field, let problem, let file?):
            return "\(file): invalid scene file: field \"\(field)\": \(problem)"
        case .field(let field, let problem, nil): return "field \"\(field)\": \(problem)"
        case .unknownField(let name, let known, let file):
            let problem =
                "unknown field \"\(SceneValueCheck.quoted(name).dropFirst().dropLast())\" (known: \(known.joined(separator: ", ")))"
            return file.map { "\($0): invalid scene file: \(problem)" } ?? problem
        case .overLimit(_, let reason): return reason
        }
    }

    /// The same error with `path`'s file named, if it is a field's error that names none yet.
    func inFile(_ path: String) -> SceneError {
        switch self {
        case .field(let field, let problem, nil): .field(field, problem: problem, file: path)
        case .unknownField(let name, let known, nil): .unknownField(name, known: known, file: path)
        default: self
        }
    }

    /// The path of the field this error is about, if it is a field's.
    public var field: SceneFieldPath? {
        switch self {
        case .field(let field, _, _): field
        case .unknownField(let name, _, _): SceneFieldPath(field: name)
        default: nil
        }
    }

    /// The same error with its field's path placed under `parent` (a field found inside a nested object).
    func nested(under parent: SceneFieldPath) -> SceneError {
        guard case .field(let field, let problem, let file) = self else { return self }
        return .field(parent.appending(field), problem: problem, file: file)
    }

    /// A limit a scene can run into that its caller may raise (`PreparedScene`'s `maxOutputPixels`, a sequence's
    /// `maximumFrames`).
    public enum Limit: Sendable, Equatable {
        /// Pixels of one rendered frame.
        case outputPixels
        /// Frames of one sequence.
        case frames
    }
}
