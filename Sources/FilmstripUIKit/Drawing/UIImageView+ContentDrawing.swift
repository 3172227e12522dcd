import FilmstripImage
import FilmstripRaster

extension UIImageView: ViewContentDrawing {
    /// The image's pixels where its content mode puts them (an image without pixels draws nothing).
    func snapshotContent() -> (any ViewContent)? {
        guard let image = displayedImage, let pixels = image.pixels else { return nil }
        let placed = ContentModeGeometry.rect(ofContentSized: image.size, in: bounds, mode: contentMode)
        return ImageViewContent(pixels: pixels, identity: image.identity, placed: placed)
    }
}

/// An image view's image, placed in the view's coordinates.
struct ImageViewContent: ViewContent {
    let pixels: RGBAImage
    /// What names the pixels for the resample cache; nil draws them directly.
    let identity: ImageIdentity?
    let placed: CGRect

    var overflow: CGRect? { placed }

    /// Drawn through the resample cache when the image has an identity: a cell that only moves between frames is
    /// resampled once per sub-pixel phase, as Filmstrip's own cells are.
    func draw(on canvas: inout Canvas, mappedBy map: ViewPixelMap, cache: ResampleCache?) {
        let destination = map.pixelRect(placed)
        guard !destination.isEmpty, destination.isFinite else { return }
        if let identity, let cache {
            canvas.draw(pixels, in: destination, clippedTo: canvas.bounds, identity: identity, cache: cache)
        } else {
            canvas.draw(pixels, in: destination, clippedTo: canvas.bounds)
        }
    }
}
