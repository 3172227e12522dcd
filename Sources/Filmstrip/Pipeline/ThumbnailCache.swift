import FilmstripDecode
import FilmstripImage

/// Thumbnails shared between prepared scenes, so a suite of scenes over the same photos decodes each photo once per
/// size. Only photos from files are kept (by path); the least recently used go first past `capacityBytes`. A
/// thumbnail is a pure function of its key, so sharing never changes a pixel.
package final class ThumbnailCache: Sendable {
    /// Every decode option is part of the key: each can change the thumbnail's pixels.
    struct Key: Hashable, Sendable {
        var path: String
        var size: PixelSize
        var fill: Bool
        var options: DecodeOptions
    }

    private let thumbnails: BoundedCache<Key, (image: RGBAImage, warnings: [String])>

    /// A cache that keeps thumbnails up to `capacityBytes` of pixels, dropping the least recently used beyond that.
    package init(capacityBytes: Int = 512 << 20) {
        thumbnails = BoundedCache(capacity: capacityBytes) { $0.image.pixels.count }
    }

    /// The thumbnail `maker` makes of `photo` at `size`, from the cache when it is there.
    func thumbnail(of photo: Photo, size: PixelSize, fill: Bool, maker: ThumbnailMaker) throws -> (
        image: RGBAImage, warnings: [String]
    ) {
        guard case .file(let path) = photo else {
            return try maker.thumbnailWithWarnings(of: photo, size: size, fill: fill)
        }
        let key = Key(path: path, size: size, fill: fill, options: maker.decodeOptions)
        return try thumbnails.value(for: key) { try maker.thumbnailWithWarnings(of: photo, size: size, fill: fill) }
    }
}
