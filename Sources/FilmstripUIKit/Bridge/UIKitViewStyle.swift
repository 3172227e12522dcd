import Filmstrip
import FilmstripImage
import FilmstripLayout

/// A carousel style that is a team's own view: the view (a `UIView` subclass holding a collection view, compiled
/// unchanged but for `import FilmstripUIKit`) is made as big as the scene's view, and every frame draws its whole
/// tree (its cells, image views, labels, layers and the views around the collection view) as its code lays it
/// out. The first collection view in the tree is the one the scene scrolls.
///
/// ```swift
/// let slider = UIKitViewStyle(name: "slider-view", height: 200) { frame in
///     ThumbnailSliderView(frame: frame)
/// }
/// var scene = Scene(photoPaths: ["photos/"], style: slider)
/// ```
///
/// `UIImage(named:)` finds the scene's photos by file name, with or without the extension. The closure runs once
/// per prepared scene, under the lock every call into UIKit code takes.
public struct UIKitViewStyle: CarouselStyle {
    /// The name `StyleCatalog` registers instances under is each instance's `styleName`.
    public static let name = "uikit-view"

    /// The name scene files and `--style` use for this view.
    public let styleName: String
    /// The view height when the scene does not give one.
    public var defaultHeight: Double
    /// The orthogonal section of a compositional layout that the scene scrolls; nil scrolls the collection view.
    public var scrolledSection: Int?
    /// Makes the root view for a frame, given the scene's photos as images, and what it belongs to (a view
    /// controller, kept for as long as the scene).
    private let makeRoot: @Sendable (CGRect, [UIImage]) -> (view: UIView, owner: AnyObject?)

    /// A style named `name` whose view `makeView` makes with the frame it is given.
    public init(
        name: String, height: Double = 200, makeView: @escaping @Sendable (_ frame: CGRect) -> UIView
    ) {
        self.init(name: name, height: height) { frame, _ in (makeView(frame), nil) }
    }

    /// A style whose root `makeRoot` makes from the frame and the scene's photos (a view controller's view).
    init(
        name: String, height: Double,
        makeRoot: @escaping @Sendable (CGRect, [UIImage]) -> (view: UIView, owner: AnyObject?)
    ) {
        styleName = name
        defaultHeight = height
        self.makeRoot = makeRoot
    }

    /// A view style is code, not data: scene files name one registered in a `StyleCatalog`.
    public init(from decoder: any Decoder) throws {
        throw DecodingError.codeStyleIsNotDecoded("a UIKit view style", by: decoder)
    }

    public func viewHeight(requested: Double?) throws -> Double {
        viewHeight(requested: requested, default: defaultHeight)
    }

    public func makeLayout(itemSizes: [Size], viewSize: Size) throws -> any CollectionLayout {
        try makeLayout(photos: [], itemSizes: itemSizes, viewSize: viewSize, scale: 2)
    }

    public func makeLayout(photos: [ScenePhoto], itemSizes: [Size], viewSize: Size, scale: Int) throws
        -> any CollectionLayout
    {
        try makeLayout(photos: photos, itemSizes: itemSizes, viewSize: viewSize, scale: scale, traits: SceneTraits())
    }

    /// The view laid out and drawn with the scene's traits as the screen's: its dynamic colours resolve in the
    /// scene's light or dark mode, its Dynamic Type fonts at the scene's content size, and its leading and trailing
    /// edges run the scene's way, as they would on iOS.
    public func makeLayout(
        photos: [ScenePhoto], itemSizes: [Size], viewSize: Size, scale: Int, traits: SceneTraits
    ) throws -> any CollectionLayout {
        let scenePhotos = UIKitScenePhotos(photos, viewSize: viewSize, scale: scale)
        return try UIKitCollectionLayout(
            viewSize: viewSize, scale: scale, scrolledSection: scrolledSection, traits: traits,
            catalog: scenePhotos.catalog, photoFailures: scenePhotos.failures
        ) { bounds in makeRoot(bounds, scenePhotos.images) }
    }
}
