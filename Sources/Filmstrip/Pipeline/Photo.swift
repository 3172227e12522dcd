import FilmstripDecode
import FilmstripImage

/// A photo for a scene: a file (or a folder of them), encoded bytes, or pixels already in memory, so a test or an
/// app can render photos it made or downloaded without writing them to disk first.
public enum Photo: Sendable {
    /// An image file (JPEG, PNG, HEIC/HEIF, AVIF, WebP), or a folder standing for its images in name order.
    case file(String)
    /// An image file's bytes; `name` stands for it in messages.
    case encoded([UInt8], name: String)
    /// Upright RGBA pixels; `name` stands for them in messages.
    case pixels(RGBAImage, name: String)

    /// The path of a `file`, nil for photos in memory.
    public var path: String? {
        if case .file(let path) = self { return path }
        return nil
    }

    /// How messages name the photo.
    public var name: String {
        switch self {
        case .file(let path): return path
        case .encoded(_, let name), .pixels(_, let name): return name
        }
    }

    /// The most photos a scene may show, folders expanded: what a frame draws is bounded anyway, but every photo
    /// is probed, so a scene naming one folder a hundred thousand times must be refused, not listed.
    public static let maximumCount = 10_000

    /// The photos these stand for: a folder's images of `formats` in name order (each folder listed once however
    /// often it is named), anything else itself; at most `maximumCount + 1`, enough to tell that there are too many.
    package static func expand(_ photos: [Photo], formats: ImageFormatRegistry = .standard) -> [Photo] {
        var listings: [String: [Photo]] = [:]
        var expanded: [Photo] = []
        for photo in photos {
            guard expanded.count <= maximumCount else { break }
            guard case .file(let path) = photo else {
                expanded.append(photo)
                continue
            }
            if listings[path] == nil {
                listings[path] = PhotoPaths.expand([path], extensions: formats.fileExtensions).map(Photo.file)
            }
            expanded += listings[path]!.prefix(maximumCount + 1 - expanded.count)
        }
        return expanded
    }
}
