import FilmstripDecode
import FilmstripImage
import FilmstripRaster

/// Makes thumbnails: decode with shrink-on-load (the decoder's scaling leaves at least twice the target), then one
/// high-quality Lanczos3 resize in premultiplied alpha from the photo's exact extent to the exact size.
package struct ThumbnailMaker: Sendable {
    /// Limits and colour handling for decoding the photos.
    package var decodeOptions: DecodeOptions
    /// Photos processed at once; nil uses every core. Affects speed only, never the pixels.
    package var threads: Int?

    /// A thumbnail maker that decodes with `decodeOptions` on `threads` threads (nil: every core).
    package init(decodeOptions: DecodeOptions = DecodeOptions(), threads: Int? = nil) {
        self.decodeOptions = decodeOptions
        self.threads = threads
    }

    /// The thumbnail of the photo at `path` at `size` pixels; with `fill` the photo is cropped about its centre
    /// to `size`'s aspect ratio (aspect-fill) instead of being stretched to it.
    package func thumbnail(path: String, size: PixelSize, fill: Bool = false) throws -> RGBAImage {
        try thumbnailWithWarnings(of: .file(path), size: size, fill: fill).image
    }

    /// The thumbnail of any photo, from a file, from encoded bytes or from pixels.
    package func thumbnail(of photo: Photo, size: PixelSize, fill: Bool = false) throws -> RGBAImage {
        try thumbnailWithWarnings(of: photo, size: size, fill: fill).image
    }

    /// `thumbnail(of:size:fill:)` with the decoder's warnings (a damaged photo decoded anyway, a colour profile that
    /// could not be used), each naming the photo.
    package func thumbnailWithWarnings(of photo: Photo, size: PixelSize, fill: Bool = false) throws -> (
        image: RGBAImage, warnings: [String]
    ) {
        var options = decodeOptions
        let decoded: DecodedImage
        switch photo {
        case .file(let path):
            options.minimumSize =
                fill
                ? ThumbnailMaker.coverSize(
                    of: try ImageProber.probe(path: path, formats: options.formats).size, filling: size) : size
            decoded = try ImageDecoder(options: options).decode(path: path)
        case .encoded(let bytes, let name):
            let upright = try ImageProber.probe(data: bytes, path: name, formats: options.formats).size
            options.minimumSize = fill ? ThumbnailMaker.coverSize(of: upright, filling: size) : size
            decoded = try ImageDecoder(options: options).decode(data: bytes, path: name)
        case .pixels(let image, let name):
            guard image.width * image.height <= decodeOptions.maxPixels else {
                throw DecodeError.tooManyPixels(
                    path: name, width: image.width, height: image.height, limit: decodeOptions.maxPixels)
            }
            let whole = PhotoExtent(x: 0, y: 0, width: Double(image.width), height: Double(image.height))
            return (try ThumbnailMaker.resized(image, of: photo, extent: whole, to: size, fill: fill), [])
        }
        return (
            try ThumbnailMaker.resized(decoded.image, of: photo, extent: decoded.photoExtent, to: size, fill: fill),
            decoded.warnings.map { "\(photo.name): warning: \($0)" }
        )
    }

    /// `resize`, its failure reported as the photo's.
    private static func resized(
        _ image: RGBAImage, of photo: Photo, extent: PhotoExtent, to size: PixelSize, fill: Bool
    ) throws(DecodeError) -> RGBAImage {
        do {
            return try resize(image, extent: extent, to: size, fill: fill)
        } catch {
            throw .unsupported(path: photo.name, reason: "\(error)")
        }
    }

    /// Resamples the part of `image` the photo covers (`extent`: a shrink-on-load decode of fractional size, 530.25
    /// rows delivered as 531, would otherwise be stretched by the part of its last row past the photo).
    static func resize(_ image: RGBAImage, extent: PhotoExtent, to size: PixelSize, fill: Bool) throws -> RGBAImage {
        if image.width == size.width && image.height == size.height
            && extent.isWhole(width: image.width, height: image.height)
        {
            return image
        }
        var source = extent
        if fill {
            let crop = PixelRect.aspectFillSource(
                sourceWidth: extent.width, sourceHeight: extent.height,
                destinationWidth: Double(size.width), destinationHeight: Double(size.height))
            source = PixelRect(x: extent.x + crop.x, y: extent.y + crop.y, width: crop.width, height: crop.height)
        }
        // One thread per photo: photos are already processed in parallel, one per core.
        return try ImageResampler(threadCount: 1).resize(image, width: size.width, height: size.height, from: source)
    }

    /// The size of `photo` scaled, aspect kept, just enough to cover `target`.
    static func coverSize(of photo: PixelSize, filling target: PixelSize) -> PixelSize {
        let scale = max(
            Double(target.width) / Double(max(photo.width, 1)), Double(target.height) / Double(max(photo.height, 1)))
        return PixelSize(
            width: max(1, Int((Double(photo.width) * scale).rounded(.up))),
            height: max(1, Int((Double(photo.height) * scale).rounded(.up))))
    }

    /// The size of a thumbnail `height` pixels tall of a photo of `size` (upright): its width from the photo's
    /// aspect ratio, rounded, at least 1. A thumbnail never enlarges: past the photo's own height it is the photo's
    /// size, because enlarging adds no detail and would let a 1-pixel-tall photo ask for a thumbnail of terabytes.
    package static func size(of size: PixelSize, height: Int) -> PixelSize {
        if height >= size.height { return PixelSize(width: max(1, size.width), height: max(1, size.height)) }
        let width = Double(size.width) * Double(height) / Double(max(size.height, 1))
        return PixelSize(width: max(1, Int(width.rounded())), height: height)
    }

    /// Thumbnails of many photos, made in parallel, one result per photo in order (a failure stays a failure in its
    /// slot). The result does not depend on the number of threads.
    package func thumbnails(of photos: [Photo], sizes: [PixelSize], fill: Bool = false) -> [Result<
        RGBAImage, DecodeError
    >] {
        precondition(photos.count == sizes.count)
        return Array(zip(photos, sizes)).parallelMap(threads: threads) { photo, size in
            Result { try thumbnail(of: photo, size: size, fill: fill) }
                .mapError { $0 as? DecodeError ?? .unreadable(path: photo.name, reason: "\($0)") }
        }
    }
}
