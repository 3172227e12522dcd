import FilmstripImage
import FilmstripLayout

/// The paging carousel: a header block, then cards that page one per swipe; photos fill the cards aspect-fill.
public struct PagingStyle: CarouselStyle {
    public static let name = "paging"
    /// The style's fields in a scene file: the one place each is spelled.
    package enum CodingKeys: String, StyleOptionKey {
        /// `headerWidth`.
        case headerWidth
        /// `header`: a colour or an image file.
        case header
        /// `itemSize`.
        case itemSize

        /// The field as a command-line option, with its help.
        package var option: StyleOption {
            switch self {
            case .headerWidth:
                StyleOption(self, kind: .number, help: "Header block width in points, 0 for none (default 120).")
            case .header:
                StyleOption(
                    self, kind: .text, help: "Header colour (#RRGGBB) or image file (drawn aspect-fill).",
                    valueName: "colour|file")
            case .itemSize:
                StyleOption(
                    self, kind: .text,
                    help: "Card size in points (default: 80 pt narrower than the view, 80% of its height).",
                    valueName: "WxH")
            }
        }
    }

    /// The scene-file fields this style reads, with their help.
    public static let options = CodingKeys.options
    /// The view height in points when a scene gives none.
    public static let defaultHeight = 240.0
    /// The widest header a scene may ask for, in points (`headerWidth`); wider is refused with the field named. A
    /// header of any width costs what the frame shows of it: a photo header is prepared at most at the photo's
    /// own resolution and only its visible part is drawn.
    public static let maximumHeaderWidth = SceneFields.maximumLength
    /// iOS's system grey 5 (light).
    public static let defaultHeaderColor = RGBA(r: 0xE5, g: 0xE5, b: 0xEA)

    /// Width of the header block in points (0: no header).
    public var headerWidth: Double
    /// The header's look, a colour or a photo.
    public var header: ElementFill
    /// The card size; nil makes cards 80 pt narrower than the view and 80% of its height.
    public var itemSize: Size?

    /// Paging cards of `itemSize` after a header `headerWidth` points wide, filled with `header`.
    public init(
        headerWidth: Double = 120, header: ElementFill = .color(PagingStyle.defaultHeaderColor),
        itemSize: Size? = nil
    ) {
        self.headerWidth = headerWidth
        self.header = header
        self.itemSize = itemSize
    }

    /// Reads `headerWidth`, `header` (a colour or an image path) and `itemSize` from a scene file.
    public init(from decoder: any Decoder) throws {
        let fields = try SceneFields(decoder)
        var header = ElementFill.color(PagingStyle.defaultHeaderColor)
        if let text = try fields.string(CodingKeys.header) {
            header =
                try RGBA(hex: text).map(ElementFill.color) ?? .photo(.file(fields.path(CodingKeys.header) ?? text))
        }
        self.init(
            headerWidth: try fields.number(CodingKeys.headerWidth, in: 0...PagingStyle.maximumHeaderWidth) ?? 120,
            header: header, itemSize: try fields.size(CodingKeys.itemSize))
    }

    public var contentMode: ContentMode { .aspectFill }

    public func viewHeight(requested: Double?) throws -> Double {
        viewHeight(requested: requested, default: PagingStyle.defaultHeight)
    }

    public func makeLayout(itemSizes: [Size], viewSize: Size) throws -> any CollectionLayout {
        let card = itemSize ?? Size(width: max(1, viewSize.width - 80), height: viewSize.height * 0.8)
        return PagingLayout(viewSize: viewSize, headerWidth: headerWidth, itemSize: card, itemCount: itemSizes.count)
    }

    public func fill(of kind: ElementKind) -> ElementFill? {
        kind == .header ? header : nil
    }
}
