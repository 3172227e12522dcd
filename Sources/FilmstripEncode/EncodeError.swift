/// Why an image could not be written.
public enum EncodeError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The encoder (libpng, libdeflate, libwebp) or the animation writer refused the image; `reason` says why.
    case encodingFailed(reason: String)
    /// The output file exists and overwriting was not asked for.
    case outputExists(path: String)
    /// The file could not be created, written or moved into place.
    case cannotWrite(path: String, reason: String)

    /// The message a user sees, naming the file.
    public var description: String {
        switch self {
        case .encodingFailed(let reason): return "cannot encode: \(reason)"
        case .outputExists(let path): return "\(path): already exists"
        case .cannotWrite(let path, let reason): return "\(path): cannot write: \(reason)"
        }
    }
}
