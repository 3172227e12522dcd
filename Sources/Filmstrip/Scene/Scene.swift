import FilmstripDecode
import FilmstripEncode
import FilmstripImage
import FilmstripLayout

/// Everything needed to lay out and draw one slider: the photos, the geometry, where it is scrolled to and
/// how it is drawn. Built from a scene file and/or command-line flags; every field has the seed's default.
public struct Scene: Sendable, Equatable {
    /// Where the slider is scrolled to.
    public enum Position: Sendable, Equatable {
        /// Where the collection view opens: the start of the offset range (for the slider, item 0 centred).
        case start
        /// UIKit's `contentOffset` along the scroll axis.
        case offset(Double)
        /// The offset that centres item `index`.
        case index(Int)
    }

    public var photoPaths: [String]
    /// Pixel sizes to lay out instead of photo files (`--sizes`), for layout without images.
    public var photoSizes: [PixelSize]?
    public var style: LayoutStyle = .slider
    /// The collection view's size in points. The height defaults to the style's (120 for the slider); for
    /// `banner` it is the banner height plus the page-control footer.
    public var width: Double = 390
    public var height: Double {
        get { style == .banner ? bannerHeight + UIKitAssumptions.bannerFooterHeight : (explicitHeight ?? style.defaultHeight) }
        set { explicitHeight = newValue }
    }
    private var explicitHeight: Double?
    /// Thumbnail height as a fraction of the view height (SPEC §2).
    public var cellScale: Double = 0.8
    /// `minimumLineSpacing` between cells, in points.
    public var spacing: Double = 10
    public var position: Position = .start
    /// Release velocity for `targetContentOffset`, in points per millisecond.
    public var velocity: Double = 0
    /// Pixels per point.
    public var scale: Int = 2
    public var background: RGBA = .white
    public var compression: PNGCompression = .fast
    /// Draw a neutral placeholder for photos that cannot be decoded, instead of failing.
    public var skipBad = false
    public var maxPixels = DecodeOptions.defaultMaxPixels
    /// `tags`: text tags drawn as chips instead of photos.
    public var tags: [String]?
    /// `tags`: left-aligned rows (the seed) or the stock flow layout's justified rows.
    public var alignment: TagsAlignment = .left
    /// `tags`: height of photo items in points.
    public var rowHeight: Double = 60
    /// `paging`: width of the header block in points (0: no header).
    public var headerWidth: Double = 120
    /// `paging`: the header's look, a colour or an image file.
    public var header: HeaderFill = .colour(RGBA(r: 0xE5, g: 0xE5, b: 0xEA))
    /// `paging`: the card size; nil makes cards 80 pt narrower than the view and 80% of its height.
    public var itemSize: Size?
    /// `banner`: height of the banners in points.
    public var bannerHeight: Double = 200
    /// Frame rate of a sequence.
    public var framesPerSecond = 60.0
    /// What moves the slider in a frame sequence; nil for a still.
    public var gesture: ScrollGesture?

    public init(photoPaths: [String] = []) {
        self.photoPaths = photoPaths
    }

    /// The scene a file describes, over the defaults.
    public init(file: SceneFile) throws {
        self.init(photoPaths: file.photos ?? [])
        try apply(file)
    }

    /// Overrides this scene's fields with those `file` states, checking each value.
    public mutating func apply(_ file: SceneFile) throws {
        if let photos = file.photos { photoPaths = photos }
        if let sizes = file.sizes { photoSizes = try sizes.map(Scene.parseSize) }
        if let style = file.style {
            guard let parsed = LayoutStyle(rawValue: style) else {
                throw SceneError.badValue(reason: "unknown style \"\(style)\" (one of: \(LayoutStyle.allCases.map(\.rawValue).joined(separator: ", ")))")
            }
            self.style = parsed
        }
        if let width = file.width { self.width = try Scene.positive(width, "width") }
        if let tags = file.tags { self.tags = tags }
        if let align = file.align {
            guard let parsed = TagsAlignment(rawValue: align) else {
                throw SceneError.badValue(reason: "align must be left or justified, got \"\(align)\"")
            }
            alignment = parsed
        }
        if let rowHeight = file.rowHeight { self.rowHeight = try Scene.positive(rowHeight, "row height") }
        if let headerWidth = file.headerWidth {
            guard headerWidth >= 0, headerWidth.isFinite else { throw SceneError.badValue(reason: "header width must be 0 or more, got \(headerWidth)") }
            self.headerWidth = headerWidth
        }
        if let header = file.header { self.header = RGBA(hex: header).map(HeaderFill.colour) ?? .image(path: header) }
        if let itemSize = file.itemSize {
            let parts = itemSize.lowercased().split(separator: "x")
            guard parts.count == 2, let w = Double(parts[0]), let h = Double(parts[1]), w > 0, h > 0, w.isFinite, h.isFinite else {
                throw SceneError.badValue(reason: "item size must be WxH in points, got \"\(itemSize)\"")
            }
            self.itemSize = Size(width: w, height: h)
        }
        if let bannerHeight = file.bannerHeight { self.bannerHeight = try Scene.positive(bannerHeight, "banner height") }
        if let height = file.height { self.height = try Scene.positive(height, "height") }
        if let cellScale = file.cellScale {
            guard cellScale > 0, cellScale <= 1 else { throw SceneError.badValue(reason: "cell scale must be in (0, 1], got \(cellScale)") }
            self.cellScale = cellScale
        }
        if let spacing = file.spacing {
            guard spacing >= 0, spacing.isFinite else { throw SceneError.badValue(reason: "spacing must be 0 or more, got \(spacing)") }
            self.spacing = spacing
        }
        if let offset = file.offset {
            guard offset.isFinite else { throw SceneError.badValue(reason: "offset must be a finite number") }
            position = .offset(offset)
        }
        if let index = file.index { position = .index(index) }
        if let velocity = file.velocity { self.velocity = velocity }
        if let scale = file.scale {
            guard (1...4).contains(scale) else { throw SceneError.badValue(reason: "scale must be 1, 2, 3 or 4, got \(scale)") }
            self.scale = scale
        }
        if let background = file.background {
            guard let colour = RGBA(hex: background) else {
                throw SceneError.badValue(reason: "background must be #RRGGBB or #RRGGBBAA, got \"\(background)\"")
            }
            self.background = colour
        }
        if let compression = file.compression {
            guard let parsed = PNGCompression(rawValue: compression) else {
                throw SceneError.badValue(reason: "compression must be fast, default or best, got \"\(compression)\"")
            }
            self.compression = parsed
        }
        if let skipBad = file.skipBad { self.skipBad = skipBad }
        if let maxPixels = file.maxPixels { self.maxPixels = maxPixels }
        if let fps = file.fps {
            guard fps > 0, fps <= 1000 else { throw SceneError.badValue(reason: "fps must be more than 0 and at most 1000, got \(fps)") }
            framesPerSecond = fps
        }
        if let gesture = try Scene.gesture(in: file) { self.gesture = gesture }
    }

    /// The gesture a file's frame fields describe: `fling`, `drag` ("DX" or "DX:SECONDS"), `toOffset` or `toIndex`.
    static func gesture(in file: SceneFile) throws -> ScrollGesture? {
        let given = [file.fling != nil, file.drag != nil, file.toOffset != nil, file.toIndex != nil].filter { $0 }.count
        if given > 1 { throw SceneError.badValue(reason: "give only one of fling, drag, toOffset, toIndex") }
        if let velocity = file.fling { return .fling(velocity: velocity) }
        if let toOffset = file.toOffset { return .scroll(to: .offset(toOffset)) }
        if let toIndex = file.toIndex { return .scroll(to: .index(toIndex)) }
        guard let drag = file.drag else { return nil }
        let parts = drag.split(separator: ":", omittingEmptySubsequences: false)
        guard (1...2).contains(parts.count), let distance = Double(parts[0]), distance.isFinite,
              let duration = parts.count == 2 ? Double(parts[1]) : 0.25, duration > 0, duration.isFinite else {
            throw SceneError.badValue(reason: "drag must be DX or DX:SECONDS with SECONDS > 0, got \"\(drag)\"")
        }
        return .drag(distance: distance, duration: duration)
    }

    static func positive(_ value: Double, _ name: String) throws -> Double {
        guard value > 0, value.isFinite else { throw SceneError.badValue(reason: "\(name) must be more than 0, got \(value)") }
        return value
    }

    /// Parses `WxH` with whole, non-negative numbers (zero is allowed: a degenerate photo must still lay out).
    public static func parseSize(_ text: String) throws -> PixelSize {
        let parts = text.lowercased().split(separator: "x", omittingEmptySubsequences: false)
        guard parts.count == 2, let w = Int(parts[0]), let h = Int(parts[1]), w >= 0, h >= 0 else {
            throw SceneError.badValue(reason: "size must be WxH in whole pixels, got \"\(text)\"")
        }
        return PixelSize(width: w, height: h)
    }
}
