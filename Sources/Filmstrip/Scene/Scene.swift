import FilmstripDecode
import FilmstripEncode
import FilmstripImage
import FilmstripLayout

/// Everything needed to lay out and draw one carousel: the photos, the style, the view, where it is scrolled to and
/// how it is drawn. Built in code, or by the command line and the suite runner from a scene file and flags; every
/// field has a default: a 390 pt thumbnail slider at 2x, at rest at its start.
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

    /// The photos (or sizes) shown and how they are read.
    public var input: Input
    /// How the items are laid out, scroll and look; `SliderStyle` unless set.
    public var style: any CarouselStyle
    /// The view's size and scale.
    public var view = View()
    /// Where the view is scrolled to, and what moves it in a sequence.
    public var motion = Motion()
    /// The background, the appearance, the cells' look and the colour space.
    public var look = Look()
    /// PNG compression and the checks of `filmstrip test`.
    public var output = Output()

    /// A scene of `photos` in `style`, with every other field at its default.
    public init(photos: [Photo] = [], style: any CarouselStyle = SliderStyle()) {
        self.input = Input(photos: photos)
        self.style = style
    }

    /// A slider of the photos at `photoPaths` (files or folders).
    public init(photoPaths: [String]) {
        self.init(photos: photoPaths.map(Photo.file))
    }

    /// The paths of the photos given as files or folders.
    public var photoPaths: [String] {
        get { input.photos.compactMap(\.path) }
        set { input.photos = newValue.map(Photo.file) }
    }

    /// How photos fill their cells: the cell style's override, else the style's own mode.
    public var contentMode: ContentMode { look.cellStyle.contentMode ?? style.contentMode }

    /// The ICC profile output PNGs carry: nil for sRGB (untagged), the Display P3 profile otherwise.
    package var pngColorProfile: PNGColorProfile? {
        let space = look.colorSpace
        return space == .sRGB ? nil : PNGColorProfile(name: space.profileName, bytes: space.iccProfile)
    }

    /// The view's size in points, the height as the style decides it.
    public func viewSize() throws -> Size {
        Size(width: view.width, height: try style.viewHeight(requested: view.height))
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
        try motion.position.offset(in: layout)
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
