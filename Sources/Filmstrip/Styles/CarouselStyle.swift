import FilmstripImage
import FilmstripLayout

/// One look of a photo carousel: how its items are laid out, how a photo fills a cell, what the view defaults to and
/// what it draws besides the cells. Each built-in layout is one conforming type (`SliderStyle`, `TagsStyle`,
/// `PagingStyle`, `PeekStyle`, `BannerStyle`); the pipeline and the renderer see only this protocol, so a style
/// defined outside Filmstrip renders through the same `PreparedScene` and `FrameSequence` as the built-in ones.
///
/// A style is `Decodable` from the fields of a scene file that belong to it (they sit beside the scene's own fields,
/// so the file format stays flat); `options` lists them, each with a line of help, so that a field no style reads is
/// an error rather than silently ignored and a command line offers each as a flag. Register a custom style in a
/// `StyleCatalog` to use it in scene files and on the command line.
public protocol CarouselStyle: Sendable, Decodable {
    /// The name scene files and `--style` use.
    static var name: String { get }
    /// The scene-file fields this style reads, each with the help a command line shows for its flag: usually
    /// `CodingKeys.options` (`StyleOptionKey`). Empty by default.
    static var options: [StyleOption] { get }
    /// The scene-file fields this style reads: the fields of `options` by default. A style that declares only these
    /// still gets a flag for each, described by its name alone.
    static var fieldNames: [String] { get }

    /// The view height for a scene that asks for `requested` points (nil: it does not say). A style whose height
    /// follows from its own options (the banner) refuses a requested one instead of ignoring it.
    func viewHeight(requested: Double?) throws -> Double

    /// How a photo fills its cell.
    var contentMode: ContentMode { get }

    /// Whether the cells show the scene's photos; false for a style that brings its own items (`ownItems`), so
    /// nothing probes or decodes photos it will not draw. Cheap: it renders nothing.
    var showsPhotos: Bool { get }

    /// The items of a style that brings its own instead of showing photos (text tags), rendered at `scale`
    /// pixels per point; nil shows the scene's photos.
    func ownItems(scale: Int) throws -> [any StyleItem]?

    /// The same items drawn in `appearance`'s colours (text tags take its chip colours); by default the same as
    /// `ownItems(scale:)`.
    func ownItems(scale: Int, appearance: Appearance) throws -> [any StyleItem]?

    /// The selected item of a frame at `offset`: by default the cell whose centre is nearest the view's centre
    /// (the centred thumbnail, card or banner); nil for a style that selects none (tags).
    func selectedItem(in layout: any CollectionLayout, atOffset offset: Double) -> Int?

    /// The layout of items of `itemSizes` (photo pixel sizes, upright; or the sizes in points of `ownItems`) in a
    /// view of `viewSize` points.
    func makeLayout(itemSizes: [Size], viewSize: Size) throws -> any CollectionLayout

    /// The layout for frames drawn at `scale` pixels per point; `makeLayout(itemSizes:viewSize:)` by default. A
    /// UIKit layout reads the scale from `UIScreen.main`.
    func makeLayout(itemSizes: [Size], viewSize: Size, scale: Int) throws -> any CollectionLayout

    /// The layout for a scene showing `photos` (in item order; `itemSizes` are their sizes as the other
    /// `makeLayout` methods take them): a style that hands the photos' pixels to its own views reads them here.
    /// `makeLayout(itemSizes:viewSize:scale:)` by default.
    func makeLayout(photos: [ScenePhoto], itemSizes: [Size], viewSize: Size, scale: Int) throws
        -> any CollectionLayout

    /// The layout for a scene with `traits`: a style that runs a team's views gives them the scene's light or dark
    /// mode, Dynamic Type size and layout direction as UIKit's traits. `makeLayout(photos:itemSizes:viewSize:scale:)`
    /// by default.
    func makeLayout(photos: [ScenePhoto], itemSizes: [Size], viewSize: Size, scale: Int, traits: SceneTraits)
        throws -> any CollectionLayout

    /// What fills a supplementary element (the paging header) of `kind`; nil leaves it empty.
    func fill(of kind: ElementKind) -> ElementFill?

    /// The style with the file paths among its options resolved by `resolve` (relative to a scene file's folder).
    func resolvingPaths(_ resolve: (String) -> String) -> Self
}

extension CarouselStyle {
    public static var options: [StyleOption] { [] }
    public static var fieldNames: [String] { options.map(\.field) }
    public var contentMode: ContentMode { .scaleToFill }
    public var showsPhotos: Bool { true }
    public func ownItems(scale: Int) throws -> [any StyleItem]? { nil }
    public func fill(of kind: ElementKind) -> ElementFill? { nil }
    public func ownItems(scale: Int, appearance: Appearance) throws -> [any StyleItem]? { try ownItems(scale: scale) }
    public func selectedItem(in layout: any CollectionLayout, atOffset offset: Double) -> Int? {
        let visible = layout.visibleRect(atOffset: offset)
        var best: (distance: Double, index: Int)?
        for element in layout.visibleAttributes(atOffset: offset) where element.kind == .cell {
            let dx = element.frame.midX - visible.midX
            let dy = element.frame.midY - visible.midY
            let distance = dx * dx + dy * dy
            if best == nil || (distance, element.index) < (best!.distance, best!.index) {
                best = (distance, element.index)
            }
        }
        return best?.index
    }
    public func resolvingPaths(_ resolve: (String) -> String) -> Self { self }
    public func makeLayout(itemSizes: [Size], viewSize: Size, scale: Int) throws -> any CollectionLayout {
        try makeLayout(itemSizes: itemSizes, viewSize: viewSize)
    }
    public func makeLayout(photos: [ScenePhoto], itemSizes: [Size], viewSize: Size, scale: Int) throws
        -> any CollectionLayout
    {
        try makeLayout(itemSizes: itemSizes, viewSize: viewSize, scale: scale)
    }
    public func makeLayout(
        photos: [ScenePhoto], itemSizes: [Size], viewSize: Size, scale: Int, traits: SceneTraits
    ) throws -> any CollectionLayout {
        try makeLayout(photos: photos, itemSizes: itemSizes, viewSize: viewSize, scale: scale)
    }
    /// The view height the scene asks for, or the style's default when it does not ask.
    public func viewHeight(requested: Double?, default defaultHeight: Double) -> Double { requested ?? defaultHeight }
}
