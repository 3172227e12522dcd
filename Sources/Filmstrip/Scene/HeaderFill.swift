import FilmstripImage

/// What fills the `paging` layout's header block.
public enum HeaderFill: Sendable, Equatable {
    case colour(RGBA)
    /// An image file, drawn aspect-fill.
    case image(path: String)
}
