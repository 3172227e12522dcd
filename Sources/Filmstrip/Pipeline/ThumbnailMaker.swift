import FilmstripDecode
import FilmstripImage
import FilmstripRaster

/// Makes thumbnails: decode with shrink-on-load (libjpeg scaling leaves at least twice the target), then one
/// high-quality Lanczos3 resize in premultiplied alpha to the exact size.
public struct ThumbnailMaker: Sendable {
    public var decodeOptions: DecodeOptions
    /// Photos processed at once; nil uses every core. Affects speed only, never the pixels.
    public var threads: Int?

    public init(decodeOptions: DecodeOptions = DecodeOptions(), threads: Int? = nil) {
        self.decodeOptions = decodeOptions
        self.threads = threads
    }

    /// The thumbnail of the photo at `path` at `size` pixels.
    public func thumbnail(path: String, size: PixelSize) throws -> RGBAImage {
        var options = decodeOptions
        options.minimumSize = size
        let decoded = try ImageDecoder(options: options).decode(path: path).image
        if decoded.width == size.width && decoded.height == size.height { return decoded }
        // One thread per photo: photos are already processed in parallel, one per core.
        return ImageResampler(threadCount: 1).resize(decoded, width: size.width, height: size.height)
    }

    /// Thumbnails of many photos, made in parallel, one result per photo in order (a failure stays a failure
    /// in its slot). The result does not depend on the number of threads.
    public func thumbnails(paths: [String], sizes: [PixelSize]) -> [Result<RGBAImage, DecodeError>] {
        precondition(paths.count == sizes.count)
        return Array(zip(paths, sizes)).parallelMap(threads: threads) { path, size in
            Result { try thumbnail(path: path, size: size) }
                .mapError { $0 as? DecodeError ?? .unreadable(path: path, reason: "\($0)") }
        }
    }
}
