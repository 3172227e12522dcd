import FilmstripDecode
import FilmstripIO
import FilmstripImage

/// The photos of a scene, in order: each one probed for its upright size before anything is decoded, so layout can
/// run on sizes alone.
package struct PhotoSource: Sendable {
    /// One photo with the size its header gave, or why it could not be read.
    package struct ProbedPhoto: Sendable {
        /// Where the photo comes from.
        package var photo: Photo
        /// The upright pixel size, or nil for a photo that could not be probed (`skipBad`).
        package var size: PixelSize?
        /// Why the photo cannot be used, when it cannot.
        package var error: DecodeError?

        /// A probed photo; exactly one of `size` and `error` is usually set.
        package init(photo: Photo, size: PixelSize?, error: DecodeError?) {
            self.photo = photo
            self.size = size
            self.error = error
        }

        /// How messages name the photo.
        package var path: String { photo.name }
    }

    /// The photos, in item order.
    package var photos: [ProbedPhoto]

    /// Photos already probed, for laying out without probing again.
    package init(photos: [ProbedPhoto]) {
        self.photos = photos
    }

    /// Probes every photo (a folder stands for its images of `formats` in name order); with `skipBad` a bad one stays
    /// in the list, to be drawn as a placeholder, instead of failing.
    package static func probe(
        _ photos: [Photo], skipBad: Bool, threads: Int? = nil, formats: ImageFormatRegistry = .standard
    ) throws -> PhotoSource {
        let expanded = Photo.expand(photos, formats: formats)
        if expanded.count > Photo.maximumCount {
            throw DecodeError.unsupported(
                path: expanded[Photo.maximumCount].name,
                reason: "the scene's photos come to more than \(Photo.maximumCount) images, the most a scene may show")
        }
        let probed = expanded.parallelMap(threads: threads) { photo -> ProbedPhoto in
            do {
                return ProbedPhoto(photo: photo, size: try PhotoSource.size(of: photo, formats: formats), error: nil)
            } catch {
                return ProbedPhoto(
                    photo: photo, size: nil,
                    error: error as? DecodeError ?? .unreadable(path: photo.name, reason: ErrorMessage.line(error)))
            }
        }
        if !skipBad, let failure = probed.first(where: { $0.error != nil })?.error { throw failure }
        return PhotoSource(photos: probed)
    }

    /// `probe` for files and folders.
    package static func probe(paths: [String], skipBad: Bool) throws -> PhotoSource {
        try probe(paths.map(Photo.file), skipBad: skipBad)
    }

    /// The upright size, read from the header alone.
    static func size(of photo: Photo, formats: ImageFormatRegistry) throws -> PixelSize {
        switch photo {
        case .file(let path): return try ImageProber.probe(path: path, formats: formats).size
        case .encoded(let bytes, let name): return try ImageProber.probe(data: bytes, path: name, formats: formats).size
        case .pixels(let image, _): return PixelSize(width: image.width, height: image.height)
        }
    }
}
