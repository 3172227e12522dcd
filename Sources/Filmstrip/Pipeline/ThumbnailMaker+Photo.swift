import FilmstripDecode
import FilmstripImage
import FilmstripRaster

extension ThumbnailMaker {
    /// The thumbnail of any photo, from a file, from encoded bytes or from pixels, as `thumbnail(path:size:fill:)`.
    public func thumbnail(of photo: Photo, size: PixelSize, fill: Bool = false) throws -> RGBAImage {
        try thumbnailWithWarnings(of: photo, size: size, fill: fill).image
    }

    /// `thumbnail(of:size:fill:)` with the decoder's warnings (a damaged photo decoded anyway, `acceptsDamagedData`),
    /// each naming the photo.
    public func thumbnailWithWarnings(of photo: Photo, size: PixelSize, fill: Bool = false) throws -> (image: RGBAImage, warnings: [String]) {
        let decoded: DecodedImage
        var options = decodeOptions
        switch photo {
        case .file(let path):
            options.minimumSize = fill ? ThumbnailMaker.coverSize(of: try ImageProber.probe(path: path).size, filling: size) : size
            decoded = try ImageDecoder(options: options).decode(path: path)
        case .encoded(let bytes, let name):
            let upright = try ImageProber.probe(data: bytes, path: name).size
            options.minimumSize = fill ? ThumbnailMaker.coverSize(of: upright, filling: size) : size
            decoded = try ImageDecoder(options: options).decode(data: bytes, path: name)
        case .pixels(let image, let name):
            let pixels = image.width * image.height
            guard pixels <= decodeOptions.maxPixels else {
                throw DecodeError.tooManyPixels(path: name, width: image.width, height: image.height, limit: decodeOptions.maxPixels)
            }
            return (resized(image, to: size, fill: fill), [])
        }
        return (resized(decoded.image, to: size, fill: fill), decoded.warnings.map { "\(photo.name): warning: \($0)" })
    }

    /// Thumbnails of many photos, made in parallel, one result per photo in order (a failure stays a failure in
    /// its slot). The result does not depend on the number of threads.
    public func thumbnails(of photos: [Photo], sizes: [PixelSize], fill: Bool = false) -> [Result<RGBAImage, DecodeError>] {
        precondition(photos.count == sizes.count)
        return Array(zip(photos, sizes)).parallelMap(threads: threads) { photo, size in
            Result { try thumbnail(of: photo, size: size, fill: fill) }
                .mapError { $0 as? DecodeError ?? .unreadable(path: photo.name, reason: "\($0)") }
        }
    }

    private func resized(_ image: RGBAImage, to size: PixelSize, fill: Bool) -> RGBAImage {
        if image.width == size.width && image.height == size.height { return image }
        let resampler = ImageResampler(threadCount: 1)
        return fill ? resampler.resizeAspectFill(image, width: size.width, height: size.height)
                    : resampler.resize(image, width: size.width, height: size.height)
    }
}

extension ThumbnailMaker {
    /// The size of a thumbnail `height` pixels tall of a photo of `size` (upright): its width from the photo's
    /// aspect ratio, rounded, at least 1.
    public static func size(of size: PixelSize, height: Int) -> PixelSize {
        let width = Double(size.width) * Double(height) / Double(max(size.height, 1))
        return PixelSize(width: max(1, Int(width.rounded())), height: height)
    }
}
