import FilmstripDecode
import FilmstripEncode
import FilmstripImage
import FilmstripLayout

/// Everything needed to lay out and draw one carousel: the photos, the style, the view, where it is scrolled to and
/// how it is drawn. Built in code, from a scene file, or from a file and command-line flags (`SceneLayers`); every
/// field has the seed's default.
public struct Scene: Sendable {
    /// Where the view is scrolled to.
    public enum Position: Sendable, Equatable {
        /// Where the collection view opens: the start of the offset range (for the slider, item 0 centred).
        case start
        /// UIKit's `contentOffset` along the scroll axis.
        case offset(Double)
        /// The offset that centres item `index`.
        case index(Int)
    }

    /// The photos shown, in item order: files, folders (their images in name order), encoded bytes or pixels.
    public var photos: [Photo]
    /// Pixel sizes to lay out instead of photos (`--sizes`), for layout without images.
    public var photoSizes: [PixelSize]?
    /// How the items are laid out, scroll and look; `SliderStyle` unless set.
    public var style: any CarouselStyle
    /// The collection view's width in points.
    public var width: Double = 390
    /// The view's height in points; nil takes the style's (120 for the slider). The banner's height follows from
    /// its banners, so it refuses one.
    public var height: Double?
    /// Where the view is scrolled to for a still, and where a sequence starts.
    public var position: Position = .start
    /// Release velocity for `targetContentOffset`, in points per millisecond.
    public var velocity: Double = 0
    /// Pixels per point.
    public var scale: Int = 2
    /// What shows behind and between the cells.
    public var background: RGBA = .white
    /// How hard written PNGs are compressed; the pixels are the same at every level.
    public var compression: PNGCompression = .fast
    /// Draw a neutral placeholder for photos that cannot be decoded, instead of failing.
    public var skipBad = false
    /// The largest photo, in pixels from its header, that is decoded; larger ones are refused before any allocation.
    public var maxPixels = DecodeOptions.defaultMaxPixels
    /// Frame rate of a sequence.
    public var framesPerSecond = 60.0
    /// What moves the view in a frame sequence; nil for a still.
    public var gesture: ScrollGesture?
    /// What `filmstrip test` checks; empty: one still named `default` at the scene's position.
    public var checks: [SceneCheck] = []
    /// How every cell looks beyond its photo: corners, borders, selection, shadow, placeholder, content mode.
    public var cellStyle = CellStyle()
    /// Light or dark mode: the default background, tag chips, page dots and placeholder take its system colours.
    /// Set from a scene file or flags it also picks the background (unless one is given); set in code, set
    /// `background` too (`appearance.background`).
    public var appearance: Appearance = .light
    /// The device a scene file or `--device` named (its width and scale were applied unless given); for reports.
    public var device: DevicePreset?
    /// The colour space photos are converted to and output PNGs are tagged with (untagged for sRGB).
    public var colorSpace: OutputColorSpace = .sRGB
    /// Draws each cell: swap it to draw cells your own way (a badge over the photo) without a new renderer.
    public var cellRenderer: any CellRenderer = StandardCellRenderer()

    /// A scene of `photos` in `style`, with every other field at the seed's default.
    public init(photos: [Photo] = [], style: any CarouselStyle = SliderStyle()) {
        self.photos = photos
        self.style = style
    }

    /// A slider of the photos at `photoPaths` (files or folders).
    public init(photoPaths: [String]) {
        self.init(photos: photoPaths.map(Photo.file))
    }

    /// The paths of the photos given as files or folders.
    public var photoPaths: [String] {
        get { photos.compactMap(\.path) }
        set { photos = newValue.map(Photo.file) }
    }

    /// How photos fill their cells: the cell style's override, else the style's own mode.
    public var contentMode: ContentMode { cellStyle.contentMode ?? style.contentMode }

    /// The ICC profile output PNGs carry: nil for sRGB (untagged), the Display P3 profile otherwise.
    public var pngColorProfile: PNGColorProfile? {
        colorSpace == .sRGB ? nil : PNGColorProfile(name: colorSpace.profileName, bytes: colorSpace.iccProfile)
    }

    /// The view's size in points, the height as the style decides it.
    public func viewSize() throws -> Size {
        Size(width: width, height: try style.viewHeight(requested: height))
    }

    /// The layout of items of the given upright pixel sizes (or, for a style with its own items, point sizes).
    public func makeLayout(itemSizes: [Size]) throws -> any CollectionLayout {
        try style.makeLayout(itemSizes: itemSizes, viewSize: viewSize())
    }

    /// The layout of photos of the given upright pixel sizes.
    public func makeLayout(photoSizes: [PixelSize]) throws -> any CollectionLayout {
        try makeLayout(itemSizes: photoSizes.map { Size(width: Double($0.width), height: Double($0.height)) })
    }

    /// The content offset this scene's position names in `layout`.
    public func resolvedOffset(in layout: any CollectionLayout) throws -> Double {
        try position.offset(in: layout)
    }
}

extension Scene.Position {
    /// The content offset this position names in `layout`.
    public func offset(in layout: any CollectionLayout) throws -> Double {
        switch self {
        case .start:
            return layout.offsetRange.min
        case .offset(let offset):
            return offset
        case .index(let index):
            guard let offset = layout.offset(centeringItem: index) else {
                let range = layout.itemCount > 0 ? " (0...\(layout.itemCount - 1))" : ""
                throw SceneError.badValue(
                    reason: "index \(index) is out of range: the scene has \(layout.itemCount) items\(range)")
            }
            return offset
        }
    }
}
