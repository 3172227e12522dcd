/// Why a file could not be probed or decoded. Every case names the file, so a message is useful on its own.
public enum DecodeError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The file could not be opened or read (missing, a directory, no permission).
    case unreadable(path: String, reason: String)
    /// The file has no bytes.
    case empty(path: String)
    /// The bytes are none of the formats Filmstrip reads.
    case notAnImage(path: String)
    /// An image using a feature Filmstrip does not decode (12-bit JPEG, for example).
    case unsupported(path: String, reason: String)
    /// The data is damaged or truncated; `reason` is libjpeg's or libpng's own message where it has one.
    case corrupt(path: String, reason: String)
    /// The header declares more pixels than the configured limit; nothing was allocated.
    case tooManyPixels(path: String, width: Int, height: Int, limit: Int)

    /// The file the error is about, so every message can name it.
    public var path: String {
        switch self {
        case .unreadable(let path, _), .empty(let path), .notAnImage(let path), .unsupported(let path, _),
            .corrupt(let path, _), .tooManyPixels(let path, _, _, _):
            return path
        }
    }

    /// The reason without the path.
    public var reason: String {
        switch self {
        case .unreadable(_, let reason): return "cannot read file: \(reason)"
        case .empty: return "file is empty"
        case .notAnImage: return "not a JPEG, PNG, HEIC, AVIF or WebP image"
        case .unsupported(_, let reason): return "unsupported image: \(reason)"
        case .corrupt(_, let reason): return "corrupt image data: \(reason)"
        case .tooManyPixels(_, let width, let height, let limit):
            return "\(width)x\(height) is \(width * height) pixels, over the limit of \(limit)"
        }
    }

    /// `path: reason`, as every command prints it.
    public var description: String { "\(path): \(reason)" }
}
