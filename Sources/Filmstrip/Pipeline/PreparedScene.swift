import FilmstripDecode
import FilmstripImage
import FilmstripLayout
import FilmstripRaster
import Foundation

/// A scene ready to draw at any offset: photos probed and laid out; each cell's content (a thumbnail at the largest
/// size any frame draws it, or a style's own item) made once, when a frame first shows it, and kept for the frames
/// after. Drawing a frame then only resamples small images.
public struct PreparedScene: Sendable {
    /// The scene as it was prepared; changing a scene means preparing it again.
    public let scene: Scene
    /// The style's layout of the scene's items in its view, which every frame is drawn from.
    public let layout: any CollectionLayout
    /// The view size in pixels: what a frame is.
    public let canvasSize: PixelSize
    /// The prepared fills of supplementary elements (the paging header), by kind.
    package let fills: [ElementKind: PreparedFill]
    /// The photos that were probed, in item order (empty for a style that brings its own items).
    package let source: PhotoSource
    private let ownItems: [any StyleItem]?
    private let store: CellStore
    private let warningLog = WarningLog()
    /// Cells resampled at a size and sub-pixel phase, reused by every frame that draws them so again.
    package let resampleCache: ResampleCache
    /// Per item, what names its thumbnail's pixels in the resample cache (see `contentIdentity(ofItem:)`).
    private let identities: [ImageIdentity]
    private let cache: ThumbnailCache?
    private let maker: ThumbnailMaker
    private let thumbnailSizes: [PixelSize]

    /// Most cells kept prepared at once; a frame's own cells are always kept.
    public static let cellCapacity = 512
    /// The largest frame, in pixels, unless the caller raises it: 4096 x 4096, past every phone and tablet screen.
    public static let defaultMaxOutputPixels = 16_000_000

    /// The prepared fill of a supplementary element.
    package enum PreparedFill: Sendable {
        /// A plain colour.
        case color(RGBA)
        /// An image, decoded once, drawn aspect-fill.
        case image(RGBAImage)
    }

    /// Probes and lays out the scene's photos and prepares the cells its position shows. Throws the first photo's
    /// error unless `scene.input.skipBad`.
    public init(
        scene: Scene, decodeOptions: DecodeOptions = DecodeOptions(), threads: Int? = nil,
        maxOutputPixels: Int = PreparedScene.defaultMaxOutputPixels
    ) throws {
        try self.init(
            scene: scene, decodeOptions: decodeOptions, threads: threads, maxOutputPixels: maxOutputPixels,
            cache: nil, resampleCache: nil)
    }

    /// The same, sharing thumbnails (`cache`) and resampled cells (`resampleCache`) with other scenes of the same
    /// photos: how the suite runner draws many scenes without decoding or resampling a photo twice.
    package init(
        scene: Scene, decodeOptions: DecodeOptions = DecodeOptions(), threads: Int? = nil,
        maxOutputPixels: Int = PreparedScene.defaultMaxOutputPixels, cache: ThumbnailCache?,
        resampleCache: ResampleCache?
    ) throws {
        let source =
            scene.style.showsPhotos
            ? try PhotoSource.probe(
                scene.input.photos, skipBad: scene.input.skipBad, threads: threads, formats: decodeOptions.formats)
            : PhotoSource(photos: [])
        try self.init(
            scene: scene, source: source, decodeOptions: decodeOptions, threads: threads,
            maxOutputPixels: maxOutputPixels, cache: cache, resampleCache: resampleCache)
    }

    /// Lays out already-probed photos and prepares the cells the scene's position shows.
    package init(
        scene: Scene, source: PhotoSource, decodeOptions: DecodeOptions = DecodeOptions(), threads: Int? = nil,
        maxOutputPixels: Int = PreparedScene.defaultMaxOutputPixels, cache: ThumbnailCache? = nil,
        resampleCache: ResampleCache? = nil
    ) throws {
        let viewSize = try scene.viewSize()
        canvasSize = try PreparedScene.canvasSize(of: scene, viewSize: viewSize, maxOutputPixels: maxOutputPixels)
        var decodeOptions = decodeOptions
        decodeOptions.maxPixels = scene.input.maxPixels
        decodeOptions.outputColorSpace = scene.look.colorSpace
        maker = ThumbnailMaker(decodeOptions: decodeOptions, threads: threads)
        self.cache = cache
        self.resampleCache = resampleCache ?? ResampleCache()
        ownItems = try scene.style.ownItems(scale: scene.view.scale, appearance: scene.look.appearance)
        self.source = ownItems == nil ? source : PhotoSource(photos: [])
        let photos = self.source.photos
        let itemSizes =
            ownItems?.map(\.size)
            ?? photos.map { photo in
                let size = photo.size ?? PixelSize(width: 1, height: 1)
                return Size(width: Double(size.width), height: Double(size.height))
            }
        let scenePhotos = PreparedScene.scenePhotos(
            photos, maker: maker, decodeOptions: decodeOptions, skipBad: scene.input.skipBad)
        layout = try scene.style.makeLayout(
            photos: scenePhotos, itemSizes: itemSizes, viewSize: viewSize, scale: scene.view.scale,
            traits: scene.look.traits)
        self.scene = scene
        thumbnailSizes = PreparedScene.thumbnailSizes(
            of: layout, photos: source.photos, scene: scene, canvasSize: canvasSize)
        identities = PreparedScene.identities(
            of: thumbnailSizes, photos: photos, fill: scene.contentMode == .aspectFill, decodeOptions: decodeOptions)
        fills = try PreparedScene.fills(of: layout, scene: scene, maker: maker, decodeOptions: decodeOptions)
        store = CellStore(capacity: PreparedScene.cellCapacity)
        if let offset = try? scene.resolvedOffset(in: layout) { _ = try contents(atOffsets: [offset]) }
    }

    /// The frame's size in pixels, refused past `maxOutputPixels`. A frame needs its canvas and the image made from
    /// it: both are asked for now, so a frame the memory at hand cannot hold is a `PixelMemoryError` ("not enough
    /// memory") before any work, never an abort mid-draw.
    private static func canvasSize(of scene: Scene, viewSize: Size, maxOutputPixels: Int) throws -> PixelSize {
        let scale = Double(scene.view.scale)
        let width = (viewSize.width * scale).rounded()
        let height = (viewSize.height * scale).rounded()
        guard width * height <= Double(maxOutputPixels) else {
            throw SceneError.overLimit(
                .outputPixels,
                reason:
                    "the frame would be \(Int(width))x\(Int(height)) pixels, more than the limit of \(maxOutputPixels) (a smaller width, height or scale, or a higher limit)"
            )
        }
        let size = PixelSize(width: max(1, Int(width)), height: max(1, Int(height)))
        try PixelMemory.reserveRGBA(width: size.width, height: size.height * 2)
        return size
    }

    /// The pixel size each cell's thumbnail is made at: the largest any frame draws it, no larger than the photo
    /// where that is all a frame can show.
    private static func thumbnailSizes(
        of layout: any CollectionLayout, photos: [PhotoSource.ProbedPhoto], scene: Scene, canvasSize: PixelSize
    ) -> [PixelSize] {
        let mode = scene.contentMode
        let fill = mode == .aspectFill
        let framePixels = Double(canvasSize.width) * Double(canvasSize.height)
        return layout.allAttributes().filter { $0.kind == .cell }.map { cell in
            let wanted = ThumbnailSpec(
                cellSize: cell.unscaledSize, maximumScale: layout.maximumScale(ofItem: cell.index),
                scale: scene.view.scale
            ).pixelSize
            let photo = cell.index < photos.count ? photos[cell.index].size : nil
            if mode == .aspectFit, let photo {
                return PreparedScene.capped(PreparedScene.fitted(photo, in: wanted), toSource: photo, fill: false)
            }
            let capped = PreparedScene.capped(wanted, toSource: photo, fill: fill)
            // A cell far larger than the frame (a scene may ask for a card 100000 pt wide) is only ever seen in
            // part: it is prepared at most at the photo's own resolution and stretched when drawn.
            if fill, let photo, Double(capped.width) * Double(capped.height) > 4 * framePixels {
                return PreparedScene.notEnlarged(capped, fillingFrom: photo)
            }
            return capped
        }
    }

    /// What names each item's thumbnail in the resample cache: a photo file's by what makes it, so scenes sharing
    /// a resample cache share its blocks; anything else only within this scene.
    private static func identities(
        of sizes: [PixelSize], photos: [PhotoSource.ProbedPhoto], fill: Bool, decodeOptions: DecodeOptions
    ) -> [ImageIdentity] {
        let local = UUID()
        return sizes.indices.map { index in
            guard index < photos.count, case .file(let path) = photos[index].photo else {
                return ImageIdentity(CellContentIdentity.sceneItem(scene: local, item: index))
            }
            return ImageIdentity(
                CellContentIdentity.thumbnail(
                    ThumbnailCache.Key(path: path, size: sizes[index], fill: fill, options: decodeOptions)))
        }
    }

    /// The fills of the layout's supplementary elements, by kind: a colour, or a photo decoded once.
    private static func fills(
        of layout: any CollectionLayout, scene: Scene, maker: ThumbnailMaker, decodeOptions: DecodeOptions
    ) throws -> [ElementKind: PreparedFill] {
        var fills: [ElementKind: PreparedFill] = [:]
        for attributes in layout.allAttributes() where attributes.kind != .cell && fills[attributes.kind] == nil {
            switch scene.style.fill(of: attributes.kind) {
            case .color(let color)?:
                fills[attributes.kind] = .color(color)
            case .photo(let photo)?:
                let wanted = ThumbnailSpec(cellSize: attributes.frame.size, maximumScale: 1, scale: scene.view.scale)
                    .pixelSize
                let size = PreparedScene.notEnlarged(
                    wanted, fillingFrom: try PhotoSource.size(of: photo, formats: decodeOptions.formats))
                fills[attributes.kind] = .image(try maker.thumbnail(of: photo, size: size, fill: true))
            case nil:
                break
            }
        }
        return fills
    }

    /// What names item `index`'s thumbnail in the resample cache.
    package func contentIdentity(ofItem index: Int) -> ImageIdentity {
        index < identities.count ? identities[index] : ImageIdentity(CellContentIdentity.placeholder)
    }

    /// The offset the scene's position names.
    public func startOffset() throws -> Double { try scene.resolvedOffset(in: layout) }

    /// What the decoder warned about the photos decoded so far (damaged photos decoded anyway), in order, each once.
    public var warnings: [String] { warningLog.messages }

    /// The photos that could not be used and are drawn as placeholders (`skipBad`), in name order.
    public var skipped: [DecodeError] {
        source.photos.compactMap(\.error).sorted { $0.path.utf8.lexicographicallyPrecedes($1.path.utf8) }
    }

    /// The frame at `offset`. Decodes the photos it shows that no frame showed before; throws the first one's error
    /// unless the scene skips bad photos.
    public func render(atOffset offset: Double) throws -> RGBAImage {
        try FrameRenderer.render(self, atOffset: offset)
    }

    /// Makes sure the cells visible at every one of `offsets` are prepared (in parallel), so frames rendered
    /// afterwards only draw. Returns the contents by item index: none for a layout that draws its own frames.
    @discardableResult
    public func contents(atOffsets offsets: [Double]) throws -> [Int: CellContent] {
        var indices = Set<Int>()
        for offset in offsets {
            for element in try layout.checkedVisibleAttributes(atOffset: offset) where element.kind == .cell {
                indices.insert(element.index)
            }
        }
        if let drawing = layout as? any FrameDrawingLayout, drawing.drawsFrames { return [:] }
        return try store.contents(of: indices.sorted(), threads: maker.threads) { index in
            try makeContent(ofItem: index)
        }
    }

    /// The photos as a style drawing its own views gets them: decoded when first drawn, through `maker` (and so
    /// with the scene's decoding limits and colour space).
    private static func scenePhotos(
        _ photos: [PhotoSource.ProbedPhoto], maker: ThumbnailMaker, decodeOptions: DecodeOptions, skipBad: Bool
    ) -> [ScenePhoto] {
        let local = UUID()
        return photos.enumerated().map { index, probed in
            let photo = probed.photo
            let name = photo.name.split(separator: "/").last.map(String.init) ?? photo.name
            let size = probed.error == nil ? probed.size : nil
            return ScenePhoto(
                name: name, size: size, skipsIfBad: skipBad,
                identity: { size in
                    guard let path = photo.path else {
                        return ImageIdentity(CellContentIdentity.scenePhoto(scene: local, item: index, size: size))
                    }
                    return ImageIdentity(
                        CellContentIdentity.thumbnail(
                            ThumbnailCache.Key(path: path, size: size, fill: false, options: decodeOptions)))
                },
                decode: { size in try maker.thumbnail(of: photo, size: size, fill: false) })
        }
    }

    /// What item `index` shows.
    private func makeContent(ofItem index: Int) throws -> CellContent {
        if let ownItems { return index < ownItems.count ? .item(ownItems[index]) : .placeholder }
        guard index < source.photos.count, index < thumbnailSizes.count, source.photos[index].error == nil else {
            return .placeholder
        }
        do {
            let photo = source.photos[index].photo
            let fill = scene.contentMode == .aspectFill
            let made =
                try cache?.thumbnail(of: photo, size: thumbnailSizes[index], fill: fill, maker: maker)
                ?? maker.thumbnailWithWarnings(of: photo, size: thumbnailSizes[index], fill: fill)
            warningLog.add(made.warnings)
            return .image(made.image)
        } catch {
            if scene.input.skipBad { return .placeholder }
            throw error
        }
    }

    /// `wanted`, shrunk (aspect kept) to the pixels of the part of `photo` that fills it aspect-fill: a header or
    /// cell far wider than its photo (up to 100000 pt) is prepared at the photo's own resolution and stretched when
    /// drawn, which draws only what the frame shows, instead of as an enlarged copy as large as the element.
    static func notEnlarged(_ wanted: PixelSize, fillingFrom photo: PixelSize) -> PixelSize {
        let crop = PixelRect.aspectFillSource(
            sourceWidth: Double(photo.width), sourceHeight: Double(photo.height),
            destinationWidth: Double(wanted.width), destinationHeight: Double(wanted.height))
        guard crop.width > 0, Double(wanted.width) > crop.width else { return wanted }
        let factor = crop.width / Double(wanted.width)
        return PixelSize(
            width: max(1, Int((Double(wanted.width) * factor).rounded())),
            height: max(1, Int((Double(wanted.height) * factor).rounded())))
    }

    /// The largest size of `photo`'s aspect within `box` (aspect-fit), at least 1 x 1.
    static func fitted(_ photo: PixelSize, in box: PixelSize) -> PixelSize {
        guard photo.width > 0, photo.height > 0 else { return box }
        let factor = min(Double(box.width) / Double(photo.width), Double(box.height) / Double(photo.height))
        return PixelSize(
            width: max(1, Int((Double(photo.width) * factor).rounded())),
            height: max(1, Int((Double(photo.height) * factor).rounded())))
    }

    /// `wanted`, shrunk (aspect kept) so the thumbnail needs no more pixels than the photo has: a cell drawn larger
    /// than its photo is drawn from the photo's own pixels, never from an upscaled copy.
    static func capped(_ wanted: PixelSize, toSource source: PixelSize?, fill: Bool) -> PixelSize {
        guard let source, source.width > 0, source.height > 0 else { return wanted }
        let horizontal = Double(wanted.width) / Double(source.width)
        let vertical = Double(wanted.height) / Double(source.height)
        let excess = fill ? min(horizontal, vertical) : max(horizontal, vertical)
        guard excess > 1 else { return wanted }
        return PixelSize(
            width: max(1, Int((Double(wanted.width) / excess).rounded())),
            height: max(1, Int((Double(wanted.height) / excess).rounded())))
    }
}
