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

    /// The thumbnail of the photo at `path` at `size` pixels; with `fill` the photo is cropped about its centre
    /// to `size`'s aspect ratio (aspect-fill) instead of being stretched to it.
    public func thumbnail(path: String, size: PixelSize, fill: Bool = false) throws -> RGBAImage {
        var options = decodeOptions
        options.minimumSize = fill ? ThumbnailMaker.coverSize(of: try ImageProber.probe(path: path).size, filling: size) : size
        let decoded = try ImageDecoder(options: options).decode(path: path).image
        if decoded.width == size.width && decoded.height == size.height { return decoded }
        // One thread per photo: photos are already processed in parallel, one per core.
        let resampler = ImageResampler(threadCount: 1)
        return fill ? resampler.resizeAspectFill(decoded, width: size.width, height: size.height)
                    : resampler.resize(decoded, width: size.width, height: size.height)
    }

    /// The size of `photo` scaled, aspect kept, just enough to cover `target`.
    static func coverSize(of photo: PixelSize, filling target: PixelSize) -> PixelSize {
        let scale = max(Double(target.width) / Double(max(photo.width, 1)), Double(target.height) / Double(max(photo.height, 1)))
        return PixelSize(width: max(1, Int((Double(photo.width) * scale).rounded(.up))),
                         height: max(1, Int((Double(photo.height) * scale).rounded(.up))))
    }

    /// Thumbnails of many photos, made in parallel, one result per photo in order (a failure stays a failure
    /// in its slot). The result does not depend on the number of threads.
    public func thumbnails(paths: [String], sizes: [PixelSize], fill: Bool = false) -> [Result<RGBAImage, DecodeError>] {
        precondition(paths.count == sizes.count)
        return Array(zip(paths, sizes)).parallelMap(threads: threads) { path, size in
            Result { try thumbnail(path: path, size: size, fill: fill) }
                .mapError { $0 as? DecodeError ?? .unreadable(path: path, reason: "\($0)") }
        }
    }
}
