import Filmstrip
import FilmstripImage
import FilmstripLayout

/// A carousel style that is a team's own view controller: it is given the scene's photos, its view is loaded and
/// sized to the scene's view, it appears (`viewWillAppear`, a layout pass, `viewDidAppear`), and every frame draws
/// its whole view tree. The first collection view in the tree is the one the scene scrolls.
///
/// ```swift
/// let gallery = UIKitViewControllerStyle(name: "gallery") { photos in
///     GalleryViewController(photos: photos)
/// }
/// var scene = Scene(photoPaths: ["photos/"], style: gallery)
/// ```
///
/// `photos` are the scene's photos in order, as `UIImage`s decoded when first drawn; `UIImage(named:)` finds them by
/// file name too. Storyboards and nibs cannot be loaded: a controller whose outlets a storyboard connects has them
/// set by the closure before it returns.
public struct UIKitViewControllerStyle: CarouselStyle {
    /// The name `StyleCatalog` registers instances under is each instance's `styleName`.
    public static let name = "uikit-view-controller"

    /// The name scene files and `--style` use for this view controller.
    public let styleName: String
    /// The view height when the scene does not give one: an iPhone's portrait screen (844 points) by default.
    public var defaultHeight: Double
    /// The orthogonal section of a compositional layout that the scene scrolls; nil scrolls the collection view.
    public var scrolledSection: Int?
    private let makeController: @Sendable ([UIImage]) -> UIViewController

    /// A style named `name` whose controller `makeController` makes from the scene's photos.
    public init(
        name: String, height: Double = 844,
        makeController: @escaping @Sendable (_ photos: [UIImage]) -> UIViewController
    ) {
        styleName = name
        defaultHeight = height
        self.makeController = makeController
    }

    /// A view controller style is code, not data: scene files name one registered in a `StyleCatalog`.
    public init(from decoder: any Decoder) throws {
        throw DecodingError.dataCorrupted(
            DecodingError.Context(
                codingPath: decoder.codingPath,
                debugDescription: "a UIKit view controller style is registered in a StyleCatalog, not decoded"))
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
        let scenePhotos = UIKitScenePhotos(photos, viewSize: viewSize, scale: scale)
        return try UIKitCollectionLayout(
            viewSize: viewSize, scale: scale, scrolledSection: scrolledSection, catalog: scenePhotos.catalog,
            photoFailures: scenePhotos.failures
        ) { bounds in
            let controller = makeController(scenePhotos.images)
            let view: UIView = controller.view
            view.frame = bounds
            controller.beginAppearanceTransition(true, animated: false)
            view.layoutIfNeeded()
            controller.endAppearanceTransition()
            return (view, controller)
        }
    }
}
