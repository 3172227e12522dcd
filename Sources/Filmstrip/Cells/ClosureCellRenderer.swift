import FilmstripRaster

/// A `CellRenderer` from a closure, for one-off drawing in a test:
///
/// ```swift
/// scene.cellRenderer = ClosureCellRenderer { cell, canvas in
///     StandardCellRenderer().draw(cell, on: &canvas)
///     canvas.fillCircle(centreX: cell.frame.x + 12, centreY: cell.frame.y + 12, radius: 8,
///                       with: RGBA(r: 255, g: 59, b: 48),
///                       clippedTo: canvas.bounds)
/// }
/// ```
public struct ClosureCellRenderer: CellRenderer {
    private let body: @Sendable (CellDrawing, inout Canvas) -> Void

    /// A renderer that calls `body` for every cell; call `StandardCellRenderer().draw(_:on:)` inside it to keep the
    /// standard drawing.
    public init(_ body: @escaping @Sendable (CellDrawing, inout Canvas) -> Void) {
        self.body = body
    }

    /// Calls the closure with the cell and the canvas.
    public func draw(_ cell: CellDrawing, on canvas: inout Canvas) {
        body(cell, &canvas)
    }
}
