import Filmstrip

/// A carousel style whose layout is a `UICollectionViewLayout`: the team's own layout class, compiled unchanged
/// but for `import FilmstripUIKit`. The setup closure gets a collection view as big as the scene's view with one
/// item per photo and configures it as the app's view controller does (delegate, insets, deceleration, paging),
/// returning the layout; Filmstrip then renders, scrolls and snapshot-tests it like any built-in style.
///
/// ```swift
/// let carousel = UIKitLayoutStyle(name: "carousel", height: 240) { collectionView in
///     let layout = CarouselLayout()
///     collectionView.decelerationRate = .fast
///     return layout
/// }
/// var scene = Scene(photoPaths: ["photos/"], style: carousel)
/// ```
///
/// The closure runs once per prepared scene. A delegate or data source it makes may be a local: the collection
/// view keeps them for as long as the scene lives (UIKit choice `collectionViewKeepsItsDelegate`).
public struct UIKitLayoutStyle: CarouselStyle {
    /// The name `StyleCatalog` registers instances under is each instance's `styleName`; the type's own name is
    /// only a fallback for messages.
    public static let name = "uikit"

    /// The name scene files and `--style` use for this layout.
    public let styleName: String
    /// The view height when the scene does not give one.
    public var defaultHeight: Double
    public var contentMode: ContentMode
    /// What fills section headers and footers; nil leaves them empty.
    public var supplementaryFill: ElementFill?
    /// The orthogonal section of a `UICollectionViewCompositionalLayout` that the scene's offsets and gestures
    /// scroll, on the section's own axis; nil scrolls the collection view. Naming a section that does not scroll
    /// on its own is a `UIKitLayoutError`.
    public var scrolledSection: Int?
    private let setUp: @Sendable (UICollectionView, [UIImage]) -> UICollectionViewLayout

    /// A style named `name` whose layout `setUp` makes for a configured collection view.
    public init(
        name: String, height: Double = 120, contentMode: ContentMode = .aspectFill,
        supplementaryFill: ElementFill? = nil,
        setUp: @escaping @Sendable (_ collectionView: UICollectionView) -> UICollectionViewLayout
    ) {
        self.init(
            name: name, height: height, contentMode: contentMode, supplementaryFill: supplementaryFill,
            setUpWithImages: { collectionView, _ in setUp(collectionView) })
    }

    /// As `init(name:height:contentMode:supplementaryFill:setUp:)`, with the scene's photos as images (their upright
    /// pixel sizes, in item order) for a delegate that sizes items by their photo's aspect.
    public init(
        name: String, height: Double = 120, contentMode: ContentMode = .aspectFill,
        supplementaryFill: ElementFill? = nil,
        setUpWithImages setUp:
            @escaping @Sendable (_ collectionView: UICollectionView, _ images: [UIImage])
            -> UICollectionViewLayout
    ) {
        styleName = name
        defaultHeight = height
        self.contentMode = contentMode
        self.supplementaryFill = supplementaryFill
        self.setUp = setUp
    }

    /// A UIKit layout style is code, not data: scene files name one registered in a `StyleCatalog`.
    public init(from decoder: any Decoder) throws {
        throw DecodingError.codeStyleIsNotDecoded("a UIKit layout style", by: decoder)
    }

    public func viewHeight(requested: Double?) throws -> Double {
        viewHeight(requested: requested, default: defaultHeight)
    }

    public func fill(of kind: ElementKind) -> ElementFill? { supplementaryFill }

    public func makeLayout(itemSizes: [Size], viewSize: Size) throws -> any CollectionLayout {
        try makeLayout(itemSizes: itemSizes, viewSize: viewSize, scale: 2)
    }

    public func makeLayout(itemSizes: [Size], viewSize: Size, scale: Int) throws -> any CollectionLayout {
        try UIKitCollectionLayout(
            itemSizes: itemSizes, viewSize: viewSize, scale: scale, scrolledSection: scrolledSection, setUp: setUp)
    }

    /// The layout with the scene's traits (light or dark mode, Dynamic Type size, layout direction) as the screen's.
    public func makeLayout(
        photos: [ScenePhoto], itemSizes: [Size], viewSize: Size, scale: Int, traits: SceneTraits
    ) throws -> any CollectionLayout {
        try UIKitCollectionLayout(
            itemSizes: itemSizes, viewSize: viewSize, scale: scale, scrolledSection: scrolledSection,
            traits: traits, setUp: setUp)
    }
}
