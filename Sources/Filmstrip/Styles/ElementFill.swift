import FilmstripImage

/// What fills a supplementary element such as the paging header.
public enum ElementFill: Sendable {
    /// A plain colour.
    case color(RGBA)
    /// A photo drawn aspect-fill.
    case photo(Photo)
}
