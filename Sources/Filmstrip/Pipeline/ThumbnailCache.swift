import FilmstripDecode
import FilmstripImage
import Synchronization

/// Thumbnails shared between prepared scenes, so a suite of scenes over the same photos decodes each photo once per
/// size. Only photos from files are kept (by path); the least recently used go first past `capacityBytes`. A
/// thumbnail is a pure function of its key, so sharing never changes a pixel.
public final class ThumbnailCache: Sendable {
    struct Key: Hashable, Sendable {
        var path: String
        var size: PixelSize
        var fill: Bool
        var maxPixels: Int
        var acceptsDamagedData: Bool
    }

    private struct Entry {
        var image: RGBAImage
        var warnings: [String]
        var lastUse: UInt64
    }

    private struct State {
        var entries: [Key: Entry] = [:]
        var bytes = 0
        var clock: UInt64 = 0
    }

    private let state = Mutex(State())
    public let capacityBytes: Int

    public init(capacityBytes: Int = 512 << 20) {
        self.capacityBytes = capacityBytes
    }

    /// The thumbnail `maker` makes of `photo` at `size`, from the cache when it is there.
    func thumbnail(of photo: Photo, size: PixelSize, fill: Bool, maker: ThumbnailMaker) throws -> (image: RGBAImage, warnings: [String]) {
        guard case .file(let path) = photo else { return try maker.thumbnailWithWarnings(of: photo, size: size, fill: fill) }
        let key = Key(path: path, size: size, fill: fill, maxPixels: maker.decodeOptions.maxPixels,
                      acceptsDamagedData: maker.decodeOptions.acceptsDamagedData)
        let cached = state.withLock { state -> Entry? in
            state.clock += 1
            state.entries[key]?.lastUse = state.clock
            return state.entries[key]
        }
        if let cached { return (cached.image, cached.warnings) }
        let made = try maker.thumbnailWithWarnings(of: photo, size: size, fill: fill)
        state.withLock { state in
            guard state.entries[key] == nil else { return }
            state.clock += 1
            state.entries[key] = Entry(image: made.image, warnings: made.warnings, lastUse: state.clock)
            state.bytes += made.image.pixels.count
            while state.bytes > capacityBytes, state.entries.count > 1,
                  let oldest = state.entries.min(by: { $0.value.lastUse < $1.value.lastUse })?.key {
                state.bytes -= state.entries[oldest]?.image.pixels.count ?? 0
                state.entries[oldest] = nil
            }
        }
        return made
    }
}
