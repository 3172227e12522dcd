import FilmstripRaster

/// Draws a cell into a frame. `StandardCellRenderer` draws the built-in styles' cells; conform your own type (or use
/// `ClosureCellRenderer`) to draw cells another way, for example with a badge over the photo, and set it as the
/// scene's `cellRenderer`.
public protocol CellRenderer: Sendable {
    /// Draws `cell` onto `canvas`, which already holds everything drawn beneath it (the background, the cells before
    /// it).
    func draw(_ cell: CellDrawing, on canvas: inout Canvas)
}
