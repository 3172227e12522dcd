/// The styles a scene file may name, by `CarouselStyle.name`. `builtIn` has the five seed styles; add your own
/// to decode scene files that use them.
public struct StyleCatalog: Sendable {
    /// The styles, in the order they were added; a later one with the same name replaced the earlier.
    public private(set) var styles: [any CarouselStyle.Type]

    /// A catalog of exactly `styles`.
    public init(_ styles: [any CarouselStyle.Type]) {
        self.styles = styles
    }

    /// The five seed styles: slider, tags, paging, peek and banner.
    public static let builtIn = StyleCatalog([
        SliderStyle.self, TagsStyle.self, PagingStyle.self, PeekStyle.self,
        BannerStyle.self,
    ])

    /// Adds (or, for a name already present, replaces) a style.
    public mutating func register(_ style: any CarouselStyle.Type) {
        styles.removeAll { $0.name == style.name }
        styles.append(style)
    }

    /// The style scene files call `name`, or nil when the catalog has none.
    public func style(named name: String) -> (any CarouselStyle.Type)? {
        styles.first { $0.name == name }
    }

    /// The styles' names, for messages that list the choices.
    public var names: [String] { styles.map { $0.name } }

    /// The style that reads `field`, for saying which style a misplaced field belongs to.
    func owner(ofField field: String) -> (any CarouselStyle.Type)? {
        styles.first { $0.fieldNames.contains(field) }
    }
}
