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

    /// The controller's view as a view style: what draws it.
    private var root: UIKitViewStyle

    /// The name scene files and `--style` use for this view controller.
    public var styleName: String { root.styleName }
    /// The view height when the scene does not give one: an iPhone's portrait screen (844 points) by default.
    public var defaultHeight: Double {
        get { root.defaultHeight }
        set { root.defaultHeight = newValue }
    }
    /// The orthogonal section of a compositional layout that the scene scrolls; nil scrolls the collection view.
    public var scrolledSection: Int? {
        get { root.scrolledSection }
        set { root.scrolledSection = newValue }
    }

    /// A style named `name` whose controller `makeController` makes from the scene's photos.
    public init(
        name: String, height: Double = 844,
        makeController: @escaping @Sendable (_ photos: [UIImage]) -> UIViewController
    ) {
        root = UIKitViewStyle(name: name, height: height) { bounds, photos in
            let controller = makeController(photos)
            let view: UIView = controller.view
            view.frame = bounds
            controller.beginAppearanceTransition(true, animated: false)
            view.layoutIfNeeded()
            controller.endAppearanceTransition()
            return (view, controller)
        }
    }

    /// A view controller style is code, not data: scene files name one registered in a `StyleCatalog`.
    public init(from decoder: any Decoder) throws {
        root = try UIKitViewStyle(from: decoder)
    }

    public func viewHeight(requested: Double?) throws -> Double { try root.viewHeight(requested: requested) }

    public func makeLayout(itemSizes: [Size], viewSize: Size) throws -> any CollectionLayout {
        try root.makeLayout(itemSizes: itemSizes, viewSize: viewSize)
    }

    public func makeLayout(photos: [ScenePhoto], itemSizes: [Size], viewSize: Size, scale: Int) throws
        -> any CollectionLayout
    {
        try root.makeLayout(photos: photos, itemSizes: itemSizes, viewSize: viewSize, scale: scale)
    }

    /// The controller's view with the scene's traits.
    public func makeLayout(
        photos: [ScenePhoto], itemSizes: [Size], viewSize: Size, scale: Int, traits: SceneTraits
    ) throws -> any CollectionLayout {
        try root.makeLayout(photos: photos, itemSizes: itemSizes, viewSize: viewSize, scale: scale, traits: traits)
    }
}
