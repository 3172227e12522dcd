/// Why a scene could not be set up from a file or flags. Every message names the file (or flag) and the field.
public enum SceneError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The scene file at `path` could not be read.
    case unreadable(path: String, reason: String)
    /// The scene file at `path` is not a scene: not JSON, not an object, or a field is wrong; `reason` says which.
    case invalid(path: String, reason: String)
    /// A value that cannot be used; `reason` names the field or flag and says why.
    case badValue(reason: String)
    /// A field's value is wrong: raised while decoding, before it is known whether the field came from a file or
    /// a flag; `SceneLayers` turns it into `invalid` or `badValue` naming where it came from.
    case field(String, reason: String)
    /// The scene asks for more than `limit` allows: `reason` gives the figures. A front end adds how to raise the
    /// limit in its own words (the CLI names its flag).
    case overLimit(SceneLimit, reason: String)

    /// The message a user sees: the file or flag, the field, and what is wrong with it.
    public var description: String {
        switch self {
        case .unreadable(let path, let reason): return "\(path): cannot read scene file: \(reason)"
        case .invalid(let path, let reason): return "\(path): invalid scene file: \(reason)"
        case .badValue(let reason): return reason
        case .field(let key, let reason): return "field \"\(key)\": \(reason)"
        case .overLimit(_, let reason): return reason
        }
    }
}

/// A limit a scene can run into that its caller may raise (`PreparedScene`'s `maxOutputPixels`, a sequence's
/// `maximumFrames`).
public enum SceneLimit: Sendable, Equatable {
    /// Pixels of one rendered frame.
    case outputPixels
    /// Frames of one sequence.
    case frames
}
