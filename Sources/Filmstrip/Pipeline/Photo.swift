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

    /// The photos this one stands for: a folder's images in name order, anything else itself.
    package static func expand(_ photos: [Photo]) -> [Photo] {
        photos.flatMap { photo -> [Photo] in
            guard case .file(let path) = photo else { return [photo] }
            return PhotoPaths.expand([path]).map(Photo.file)
        }
    }
}
