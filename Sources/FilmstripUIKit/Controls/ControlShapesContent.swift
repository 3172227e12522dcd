import FilmstripImage
import FilmstripRaster

/// What a switch, slider or segmented control draws of its own: filled rounded shapes, back to front. Their text
/// is drawn by their labels, which are subviews.
struct ControlShapesContent: ViewContent {
    let shapes: [ControlShape]

    func draw(on canvas: inout Canvas, mappedBy map: ViewPixelMap, cache: ResampleCache?) {
        for shape in shapes {
            canvas.fillRoundedRect(
                map.pixelRect(shape.rect), cornerRadius: Double(shape.cornerRadius) * map.lengthScale,
                with: shape.color, clippedTo: canvas.bounds)
        }
    }
}
