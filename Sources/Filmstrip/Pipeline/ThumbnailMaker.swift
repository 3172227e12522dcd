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
        let decoded = try ImageDecoder(options: options).decode(path: path)
        let image = decoded.image, extent = decoded.photoExtent
        if image.width == size.width && image.height == size.height && extent.isWhole(width: image.width, height: image.height) {
            return image
        }
        // Resample from the photo's exact extent: a shrink-on-load decode of fractional size (530.25 rows delivered
        // as 531) would otherwise be stretched by the part of its last row that lies past the photo.
        var source = PixelRect(x: extent.x, y: extent.y, width: extent.width, height: extent.height)
        if fill {
            let crop = PixelRect.aspectFillSource(sourceWidth: extent.width, sourceHeight: extent.height,
                                                  destinationWidth: Double(size.width), destinationHeight: Double(size.height))
            source = PixelRect(x: extent.x + crop.x, y: extent.y + crop.y, width: crop.width, height: crop.height)
        }
        // One thread per photo: photos are already processed in parallel, one per core.
        return ImageResampler(threadCount: 1).resize(image, width: size.width, height: size.height, from: source)
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
