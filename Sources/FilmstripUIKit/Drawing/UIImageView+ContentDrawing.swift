import FilmstripRaster

extension UIImageView: ViewContentDrawing {
    /// Draws the image's pixels where its content mode puts it (an image without pixels draws nothing).
    func drawContent(on canvas: inout Canvas, mappedBy map: ViewPixelMap) {
        guard let image = displayedImage, let pixels = image.pixels else { return }
        let placed = ContentModeGeometry.rect(ofContentSized: image.size, in: bounds, mode: contentMode)
        let destination = map.pixelRect(placed)
        guard !destination.isEmpty, destination.isFinite else { return }
        canvas.draw(pixels, in: destination, clippedTo: canvas.bounds)
    }
}
