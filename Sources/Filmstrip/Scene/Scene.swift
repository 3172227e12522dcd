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

    public var photos: [Photo]
    /// Pixel sizes to lay out instead of photos (`--sizes`), for layout without images.
    public var photoSizes: [PixelSize]?
    public var style: any CarouselStyle
    /// The collection view's width in points.
    public var width: Double = 390
    /// The view's height in points; nil takes the style's (120 for the slider). The banner's height follows from
    /// its banners, so it refuses one.
    public var height: Double?
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
    /// Frame rate of a sequence.
    public var framesPerSecond = 60.0
    /// What moves the view in a frame sequence; nil for a still.
    public var gesture: ScrollGesture?
    /// What `filmstrip test` checks; empty: one still named `default` at the scene's position.
    public var checks: [SceneCheck] = []
    /// Draws each cell: swap it to draw cells your own way (a badge over the photo) without a new renderer.
    public var cellRenderer: any CellRenderer = StandardCellRenderer()

    public init(photos: [Photo] = [], style: any CarouselStyle = SliderStyle()) {
        self.photos = photos
        self.style = style
    }

    public init(photoPaths: [String]) {
        self.init(photos: photoPaths.map(Photo.file))
    }

    /// The paths of the photos given as files or folders.
    public var photoPaths: [String] {
        get { photos.compactMap(\.path) }
        set { photos = newValue.map(Photo.file) }
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
                throw SceneError.badValue(reason: "index \(index) is out of range: the scene has \(layout.itemCount) items\(range)")
            }
            return offset
        }
    }
}
