import FilmstripLayout
import FilmstripText

/// The tag cloud: left-aligned rows of text tags (drawn as chips) or photos, scrolling vertically.
public struct TagsStyle: CarouselStyle, Equatable {
    public static let name = "tags"
    /// The style's fields in a scene file: the one place each is spelled.
    package enum CodingKeys: String, StyleOptionKey {
        /// `tags`.
        case tags
        /// `alignment`.
        case align
        /// `rowHeight`.
        case rowHeight

        /// The field as a command-line option, with its help.
        package var option: StyleOption {
            switch self {
            case .tags:
                StyleOption(
                    self, kind: .list, help: "Text tags drawn as chips instead of photos, comma-separated.",
                    valueName: "a,b,...")
            case .align:
                StyleOption(
                    self, kind: .text,
                    help: "left (left-aligned rows with a constant gap, default) or justified (the stock flow layout).")
            case .rowHeight:
                StyleOption(self, kind: .number, help: "Height of photo items in points (default 60).")
            }
        }
    }

    /// The scene-file fields this style reads, with their help.
    public static let options = CodingKeys.options
    /// The view height in points when a scene gives none.
    public static let defaultHeight = 300.0
    /// Most tags a scene may give (`tags`); more is refused with the field named. Each tag is a scene string (at most
    /// `SceneFields.maximumStringLength` bytes, longer is refused as `tags[i]`) and shows its first
    /// `TagChip.maximumCharacters` characters. Every tag is measured for the layout, so these bound the work before
    /// any frame; drawing costs only what a frame shows.
    public static let maximumTagCount = 10_000

    /// Text tags drawn as chips instead of photos; nil shows the scene's photos.
    public var tags: [String]?
    /// Left-aligned rows with a constant gap or the stock flow layout's justified rows.
    public var alignment: TagsAlignment
    /// Height of photo items in points.
    public var rowHeight: Double

    /// Rows of `tags` drawn as chips (nil: the scene's photos, `rowHeight` points tall), aligned by `alignment`.
    public init(tags: [String]? = nil, alignment: TagsAlignment = .left, rowHeight: Double = 60) {
        self.tags = tags
        self.alignment = alignment
        self.rowHeight = rowHeight
    }

    /// Reads `tags`, `align` and `rowHeight` from a scene file.
    public init(from decoder: any Decoder) throws {
        let fields = try SceneFields(decoder)
        self.init(
            tags: try fields.strings(CodingKeys.tags, maximumCount: TagsStyle.maximumTagCount),
            alignment: try fields.choice(CodingKeys.align, TagsAlignment.self) ?? .left,
            rowHeight: try fields.positive(CodingKeys.rowHeight) ?? 60)
    }

    public func viewHeight(requested: Double?) throws -> Double {
        viewHeight(requested: requested, default: TagsStyle.defaultHeight)
    }

    /// The text tags as chips, labels rendered once at `scale`.
    public var showsPhotos: Bool { tags == nil }

    public func ownItems(scale: Int) throws -> [any StyleItem]? {
        try ownItems(scale: scale, appearance: .light)
    }

    /// The chips in `appearance`'s chip colours.
    public func ownItems(scale: Int, appearance: Appearance) throws -> [any StyleItem]? {
        guard let tags else { return nil }
        let font = try FreeTypeFont()
        return tags.map {
            TagChip(text: $0, font: font, scale: scale, fill: appearance.chipFill, textColor: appearance.chipText)
        }
    }

    /// Tags are not a carousel: no tag or photo is the selected one.
    public func selectedItem(in layout: any CollectionLayout, atOffset offset: Double) -> Int? { nil }

    public func makeLayout(itemSizes: [Size], viewSize: Size) throws -> any CollectionLayout {
        tags == nil
            ? TagsLayout(viewSize: viewSize, photoSizes: itemSizes, rowHeight: rowHeight, alignment: alignment)
            : TagsLayout(viewSize: viewSize, itemSizes: itemSizes, alignment: alignment)
    }
}
