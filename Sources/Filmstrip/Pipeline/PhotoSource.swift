import FilmstripDecode
import FilmstripImage

/// The photos of a scene, in slider order: each one a file, probed for its upright size before anything is
/// decoded, so layout can run on sizes alone.
public struct PhotoSource: Sendable {
    public struct Photo: Sendable {
        public var path: String
        /// The upright pixel size, or nil for a photo that could not be probed (`--skip-bad`).
        public var size: PixelSize?
        /// Why the photo cannot be used, when it cannot.
        public var error: DecodeError?
    }

    public var photos: [Photo]

    public init(photos: [Photo]) {
        self.photos = photos
    }

    /// Probes every path (a directory stands for its images in name order); with `skipBad` a bad file stays in
    /// the list as a placeholder instead of failing.
    public static func probe(paths: [String], skipBad: Bool) throws -> PhotoSource {
        let photos = PhotoPaths.expand(paths).parallelMap { path -> Photo in
            do {
                return Photo(path: path, size: try ImageProber.probe(path: path).size, error: nil)
            } catch {
                return Photo(path: path, size: nil, error: error as? DecodeError ?? .unreadable(path: path, reason: "\(error)"))
            }
        }
        if !skipBad, let failure = photos.first(where: { $0.error != nil })?.error { throw failure }
        return PhotoSource(photos: photos)
    }
}
