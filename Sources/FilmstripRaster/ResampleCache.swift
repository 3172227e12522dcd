import CFilmstripPixels
import FilmstripImage

/// Blocks of resampled pixels kept between frames. A cell scrolled across a sequence keeps its size and only moves,
/// so the pixels it is drawn with depend on nothing but its sub-pixel phase: `Canvas.draw(_:in:clippedTo:identity:
/// cache:)` takes the position to 1/16 pixel and resamples each (image, size, phase) once, then only composites the
/// block at whole-pixel positions. A block is kept from the second time its image is drawn at its size: a cell
/// whose size changes every frame (the slider's zooming cell) would otherwise fill the cache with blocks that no
/// later frame uses, each a fresh allocation to fault in. The least recently used blocks go first past
/// `capacityBytes`.
package final class ResampleCache: Sendable {
    /// An image (equal identities must mean equal images) and where it lands in its block: the sub-pixel phase
    /// (in whole 1/16 pixels) and the drawn size.
    struct Key: Hashable, Sendable {
        var identity: ImageIdentity
        var imageSize: PixelSize
        var placement: PixelRect
    }

    struct Block: Sendable {
        var words: [UInt32]
        var width: Int
        var height: Int
    }

    /// Positions are taken to this fraction of a pixel.
    package static let phases = 16.0

    private let blocks: BoundedCache<Key, Block>
    /// The sizes each image has been drawn at: keys with the phase left out.
    private let sightings = BoundedCache<Key, Void>(capacity: ResampleCache.rememberedLimit) { _ in 1 }
    /// Whether each image (by identity) is opaque: found once, not by scanning the image for every block.
    private let opacity = BoundedCache<ImageIdentity, Bool>(capacity: ResampleCache.rememberedLimit) { _ in 1 }
    /// `sightings` and `opacity` each remember this many, the least recently used forgotten first (found again as
    /// needed), so they stay small whatever a suite draws.
    private static let rememberedLimit = 4096

    /// A cache that keeps resampled cells up to `capacityBytes`, dropping the least recently used beyond that.
    package init(capacityBytes: Int = 96 << 20) {
        blocks = BoundedCache(capacity: capacityBytes) { $0.words.count * 4 }
    }

    /// How many blocks are kept (for tests).
    package var blockCount: Int { blocks.count }

    /// The block for `key`: the kept one, or one made by `make`, kept if its image was drawn at its size before.
    func block(for key: Key, make: () throws -> Block) rethrows -> Block {
        var sighting = key
        (sighting.placement.x, sighting.placement.y) = (0, 0)
        var firstSighting = false
        sightings.value(for: sighting) { firstSighting = true }
        return try firstSighting ? make() : blocks.value(for: key, make: make)
    }

    /// Whether `image`, drawn as `identity`, has no alpha below 255.
    func isOpaque(_ image: RGBAImage, identity: ImageIdentity) -> Bool {
        opacity.value(for: identity) {
            image.pixels.withUnsafeBufferPointer {
                fs_pixels_are_opaque($0.baseAddress, image.width * image.height) != 0
            }
        }
    }
}

extension Canvas {
    /// Draws `image` into `destination` as `draw(_:in:clippedTo:)` does, with the destination's position taken to
    /// 1/16 pixel and the resampled block reused from `cache` whenever the same image (`identity`: equal identities
    /// must mean equal images) was drawn at the same size and sub-pixel phase before. The block is the whole
    /// destination, so clipping and edge coverage are applied when it is composited, as in the direct path.
    package mutating func draw(
        _ image: RGBAImage, in destination: PixelRect, clippedTo clip: PixelRect?, identity: ImageIdentity,
        cache: ResampleCache, opacity: Double = 1
    ) {
        let phases = ResampleCache.phases
        let x = (destination.x * phases).rounded() / phases
        let y = (destination.y * phases).rounded() / phases
        guard image.width > 0, image.height > 0, destination.isFinite, x.isFinite, y.isFinite, abs(x) < 1e7,
            abs(y) < 1e7
        else { return }
        let placed = PixelRect(x: x, y: y, width: destination.width, height: destination.height)
        let wholeX = x.rounded(.down)
        let wholeY = y.rounded(.down)
        let local = PixelRect(x: x - wholeX, y: y - wholeY, width: destination.width, height: destination.height)
        let blockWidth = Int(local.maxX.rounded(.up))
        let blockHeight = Int(local.maxY.rounded(.up))
        // A block much larger than the canvas (a cell mostly off screen) is not worth keeping: draw it directly.
        guard blockWidth > 0, blockHeight > 0, blockWidth * blockHeight <= 4 * max(1, width * height) else {
            return draw(image, in: placed, clippedTo: clip, opacity: opacity)
        }
        guard let visible = visibleArea(of: placed, clip: clip) else { return }
        let key = ResampleCache.Key(
            identity: identity, imageSize: PixelSize(width: image.width, height: image.height),
            placement: local)
        recordingFailure { canvas in
            try canvas.draw(
                image, local: local, whole: (wholeX, wholeY), visible: visible, key: key,
                cache: cache, identity: identity, opacity: opacity)
        }
    }

    /// The resampled block for `key` (kept or made) composited onto the canvas.
    private mutating func draw(
        _ image: RGBAImage, local: PixelRect, whole: (x: Double, y: Double), visible: PixelRect,
        key: ResampleCache.Key, cache: ResampleCache, identity: ImageIdentity, opacity: Double
    ) throws {
        let (wholeX, wholeY) = whole
        let blockWidth = Int(local.maxX.rounded(.up))
        let blockHeight = Int(local.maxY.rounded(.up))
        let block = try cache.block(for: key) {
            let scaleX = Double(image.width) / local.width
            let scaleY = Double(image.height) / local.height
            let resampling = PixmanResampling(
                filter: .lanczos3, scaleX: scaleX, originX: -local.x * scaleX,
                scaleY: scaleY, originY: -local.y * scaleY)
            // A block as large as the frame it fills, asked for first: Swift would abort where memory is short.
            try PixelMemory.reserveRGBA(width: blockWidth, height: blockHeight)
            let count = blockWidth * blockHeight
            let words = try [UInt32](unsafeUninitializedCapacity: count) { output, initialized in
                initialized = 0
                func run(_ source: UnsafePointer<UInt32>) throws {
                    // The resampler only reads its source.
                    try resampling.run(
                        source: UnsafeMutablePointer(mutating: source), sourceWidth: image.width,
                        sourceHeight: image.height, columns: 0..<blockWidth, rows: 0..<blockHeight,
                        into: output.baseAddress!)
                }
                if cache.isOpaque(image, identity: identity) {
                    // Opaque straight-alpha bytes are already premultiplied words: no copy of the image per block.
                    try image.pixels.withUnsafeBytes { try run($0.baseAddress!.assumingMemoryBound(to: UInt32.self)) }
                } else {
                    try PremultipliedImage(image).words.withUnsafeBufferPointer { try run($0.baseAddress!) }
                }
                initialized = count
            }
            return ResampleCache.Block(words: words, width: blockWidth, height: blockHeight)
        }
        let columns = pixelSpan(visible.minX, visible.maxX, limit: width)
        let rows = pixelSpan(visible.minY, visible.maxY, limit: height)
        guard !columns.isEmpty, !rows.isEmpty else { return }
        try block.words.withUnsafeBufferPointer { pointer in
            // pixman only reads a source image.
            try PixmanBridge.withImage(
                UnsafeMutablePointer(mutating: pointer.baseAddress!), width: block.width,
                height: block.height
            ) { resampled in
                try composite(
                    resampled, origin: (Int(wholeX), Int(wholeY)), over: visible, columns: columns, rows: rows,
                    opacity: min(max(opacity, 0), 1))
            }
        }
    }
}
