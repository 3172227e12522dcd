import FilmstripImage

/// What one cell shows, prepared once before any frame is drawn.
public enum CellContent: Sendable {
    /// A thumbnail already at the cell's aspect ratio, resampled into the cell's frame.
    case image(RGBAImage)
    /// A text tag: the chip is drawn around this pre-rendered label.
    case tag(label: RGBAImage)
    /// A photo that could not be decoded (`skipBad`).
    case placeholder
}
