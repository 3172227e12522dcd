import FilmstripRaster

/// A view that draws content of its own between its background and its subviews (an image view's image; a label's
/// text later). `ViewTreeRenderer` calls it with the map from the view's coordinates to the canvas; anything drawn
/// outside the bounds is cut off by the renderer when the view clips.
protocol ViewContentDrawing: UIView {
    /// Draws the content onto `canvas`, the view's coordinates landing on it by `map`.
    func drawContent(on canvas: inout Canvas, mappedBy map: ViewPixelMap)
}
