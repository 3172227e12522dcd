/// The styles a scene file or `--style` may name. `builtIn` has the five built-in styles; register your own (a
/// `CarouselStyle` type, or a configured style value such as a UIKit layout) to decode scene files that use them.
public struct StyleCatalog: Sendable {
    /// One style a scene file may name: what it is called, which fields it reads and how it is made from them.
    package struct Entry: Sendable {
        /// The name scene files and `--style` use.
        package let name: String
        /// The scene-file fields the style reads, as options for a command line's flags.
        package let options: [StyleOption]
        /// The scene-file fields the style reads.
        package var fieldNames: [String] { options.map(\.field) }
        /// Makes the style from a scene file's fields.
        let make: @Sendable (any Decoder) throws -> any CarouselStyle
    }

    /// The styles, in the order they were added; a later one with the same name replaced the earlier.
    package private(set) var entries: [Entry] = []

    /// A catalog of exactly `styles`.
    public init(_ styles: [any CarouselStyle.Type]) {
        for style in styles { register(style) }
    }

    /// The five built-in styles: the thumbnail slider, the tag cloud, and the paging, peeking and banner carousels.
    public static let builtIn = StyleCatalog([
        SliderStyle.self, TagsStyle.self, PagingStyle.self, PeekStyle.self,
        BannerStyle.self,
    ])

    /// Adds (or, for a name already present, replaces) a style type, decoded from the scene file's fields.
    public mutating func register(_ style: any CarouselStyle.Type) {
        // A style that names its fields without describing them gets an option for each, taking a number or text.
        let described = Set(style.options.map(\.field))
        let options =
            style.options
            + style.fieldNames.filter { !described.contains($0) }.map {
                StyleOption(field: $0, kind: .number, help: "The \(style.name) style's \($0) field.")
            }
        add(Entry(name: style.name, options: options) { try style.init(from: $0) })
    }

    /// Adds (or replaces) a configured style under `name`: scene files that name it get `style` as it is, and it
    /// reads no fields of its own.
    public mutating func register(_ style: some CarouselStyle, named name: String) {
        add(Entry(name: name, options: []) { _ in style })
    }

    private mutating func add(_ entry: Entry) {
        entries.removeAll { $0.name == entry.name }
        entries.append(entry)
    }

    /// The style called `name`, if any.
    package func style(named name: String) -> Entry? {
        entries.first { $0.name == name }
    }

    /// Every style's name, in order.
    public var names: [String] { entries.map(\.name) }

    /// The style that reads `field`, for saying which style a misplaced field belongs to.
    func owner(ofField field: String) -> Entry? {
        entries.first { $0.fieldNames.contains(field) }
    }
}
