import FilmstripDecode
import FilmstripImage
import FilmstripLayout
import FilmstripText

/// A scene ready to draw at any offset: photos probed, laid out, and each cell's content prepared once at the
/// largest size any frame needs. Drawing a frame then only resamples small images.
public struct PreparedScene: Sendable {
    public let scene: Scene
    public let layout: any CollectionLayout
    /// One per item, in index order.
    public let cells: [CellContent]
    /// The `paging` header's image, when the scene gives one.
    public let headerImage: RGBAImage?
    /// The photos that were replaced by placeholders, with the reason.
    public let skipped: [DecodeError]

    /// Probes, lays out and decodes the scene's photos. Throws the first photo's error unless `scene.skipBad`.
    public init(scene: Scene, decodeOptions: DecodeOptions = DecodeOptions(), threads: Int? = nil) throws {
        let source = try PhotoSource.probe(paths: scene.photoPaths, skipBad: scene.skipBad)
        try self.init(scene: scene, source: source, decodeOptions: decodeOptions, threads: threads)
    }

    /// Lays out and decodes already-probed photos.
    public init(scene: Scene, source: PhotoSource, decodeOptions: DecodeOptions = DecodeOptions(), threads: Int? = nil) throws {
        var decodeOptions = decodeOptions
        decodeOptions.maxPixels = scene.maxPixels
        let maker = ThumbnailMaker(decodeOptions: decodeOptions, threads: threads)
        if case .image(let path) = scene.header, scene.style == .paging, scene.headerWidth > 0 {
            let size = ThumbnailSpec(cellSize: Size(width: scene.headerWidth, height: scene.height), maximumScale: 1,
                                     scale: scene.scale).pixelSize
            headerImage = try maker.thumbnail(path: path, size: size, fill: true)
        } else {
            headerImage = nil
        }
        if scene.style == .tags, let tags = scene.tags {
            let font = try Font()
            layout = try scene.makeLayout(photoSizes: [], font: font)
            cells = tags.map { .tag(label: TagChip.label($0, font: font, scale: scene.scale)) }
            skipped = []
            self.scene = scene
            return
        }
        let sizes = source.photos.map { $0.size ?? PixelSize(width: 1, height: 1) }
        let layout = try scene.makeLayout(photoSizes: sizes)
        let specs = layout.allAttributes().filter { $0.kind == .cell }.map { cell in
            ThumbnailSpec(cellSize: cell.unscaledSize, maximumScale: layout.maximumScale(ofItem: cell.index), scale: scene.scale)
        }
        let usable = source.photos.indices.filter { source.photos[$0].error == nil }
        let results = maker.thumbnails(paths: usable.map { source.photos[$0].path }, sizes: usable.map { specs[$0].pixelSize },
                                       fill: scene.fillsCells)
        var cells = [CellContent](repeating: .placeholder, count: source.photos.count)
        var skipped = source.photos.compactMap(\.error)
        for (slot, result) in zip(usable, results) {
            switch result {
            case .success(let image): cells[slot] = .image(image)
            case .failure(let error):
                if !scene.skipBad { throw error }
                skipped.append(error)
            }
        }
        self.scene = scene
        self.layout = layout
        self.cells = cells
        self.skipped = skipped.sorted { $0.path.utf8.lexicographicallyPrecedes($1.path.utf8) }
    }

    /// The offset the scene's position names.
    public func startOffset() throws -> Double { try scene.resolvedOffset(in: layout) }

    /// The frame at `offset`.
    public func render(atOffset offset: Double) -> RGBAImage {
        FrameRenderer.render(self, atOffset: offset)
    }
}
