import FilmstripImage
import FilmstripRaster

extension UIVisualEffectView: ViewContentDrawing {
    /// The blur's tint for the view's appearance, filling the layer's outline (its rounded bounds) over its
    /// background and under `contentView`.
    func snapshotContent() -> (any ViewContent)? {
        guard let blur = effect as? UIBlurEffect else { return nil }
        let color = blur.tint(in: traitCollection.userInterfaceStyle).cgColor.rgba
        guard color.a > 0 else { return nil }
        return TintContent(color: color, bounds: bounds, corners: LayerCorners(of: layer))
    }
}

/// A flat tint over a view's rounded bounds.
struct TintContent: ViewContent {
    let color: RGBA
    let bounds: CGRect
    let corners: LayerCorners

    func draw(on canvas: inout Canvas, mappedBy map: ViewPixelMap, cache: ResampleCache?) {
        canvas.fill(ViewTreeRenderer.shape(of: bounds, corners: corners, map: map), with: color)
    }
}
