import FilmstripImage
import FilmstripRaster

/// Draws a cell as the seeds do: the photo resampled into the cell's frame, a style's own item drawing itself, or
/// a flat placeholder for a photo that could not be decoded.
public struct StandardCellRenderer: CellRenderer {
    /// Drawn where a photo could not be decoded (`skipBad`): iOS's light system grey.
    public static let placeholderColour = RGBA(r: 0xD1, g: 0xD1, b: 0xD6)

    public init() {}

    public func draw(_ cell: CellDrawing, on canvas: inout Canvas) {
        switch cell.content {
        case .image(let image):
            if let cache = cell.resampleCache {
                canvas.draw(image, in: cell.frame, clippedTo: canvas.bounds, identity: cell.index, cache: cache)
            } else {
                canvas.draw(image, in: cell.frame, clippedTo: canvas.bounds)
            }
        case .item(let item): item.draw(in: cell.frame, scale: cell.scale, on: &canvas)
        case .placeholder: canvas.fill(cell.frame, with: StandardCellRenderer.placeholderColour, clippedTo: canvas.bounds)
        }
    }
}
