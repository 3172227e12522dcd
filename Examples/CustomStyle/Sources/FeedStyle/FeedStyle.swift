import Filmstrip

/// A vertical feed, as in a social app: every photo the full width of the view at its own aspect ratio, `gap` points
/// apart, scrolling vertically with no snapping. Filmstrip knows nothing of it: it renders through `CarouselStyle`.
public struct FeedStyle: CarouselStyle {
    public static let name = "feed"
    /// The style's field in a scene file, with the help a command line shows for its flag (`--gap`).
    public enum CodingKeys: String, StyleOptionKey {
        /// `gap`.
        case gap

        public var option: StyleOption {
            switch self {
            case .gap:
                StyleOption(self, kind: .number, help: "Space between photos in points (default 8).", valueName: "pt")
            }
        }
    }

    public static let options = CodingKeys.options

    public var gap: Double

    public init(gap: Double = 8) {
        self.gap = gap
    }

    /// Scene files may say `"style": "feed", "gap": 12` once `FeedStyle` is registered in a `StyleCatalog`.
    public init(from decoder: any Decoder) throws {
        let fields = try SceneFields(decoder)
        gap = try fields.number(CodingKeys.gap, in: 0...200) ?? 8
    }

    public func viewHeight(requested: Double?) throws -> Double { requested ?? 600 }

    public func makeLayout(itemSizes: [Size], viewSize: Size) throws -> any CollectionLayout {
        FeedLayout(viewSize: viewSize, photoSizes: itemSizes, gap: gap)
    }
}
