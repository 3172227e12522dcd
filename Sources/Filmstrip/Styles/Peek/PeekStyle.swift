import FilmstripLayout

/// The peeking carousel: cards 70% of the view showing their neighbours, shrinking with distance from the centre;
/// photos fill the cards aspect-fill.
public struct PeekStyle: CarouselStyle, Equatable {
    public static let name = "peek"
    /// The view height in points when a scene gives none.
    public static let defaultHeight = 240.0

    /// The peek carousel; it has no options: its cards follow from the view's size.
    public init() {}

    /// The peek style reads no fields of its own from a scene file.
    public init(from decoder: any Decoder) throws {}

    public var contentMode: ContentMode { .aspectFill }

    public func viewHeight(requested: Double?) throws -> Double {
        viewHeight(requested: requested, default: PeekStyle.defaultHeight)
    }

    public func makeLayout(itemSizes: [Size], viewSize: Size) throws -> any CollectionLayout {
        PeekLayout(viewSize: viewSize, itemCount: itemSizes.count)
    }
}
