import FilmstripImage

/// What one cell shows, prepared once before any frame is drawn.
public enum CellContent: Sendable {
    /// A thumbnail already at the cell's aspect ratio, resampled into the cell's frame.
    case image(RGBAImage)
    /// An item the style draws itself, such as a text tag.
    case item(any StyleItem)
    /// A photo that could not be decoded (`skipBad`).
    case placeholder
}
