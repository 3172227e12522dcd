import FilmstripImage
import FilmstripRaster

extension UIVisualEffectView: ViewContentDrawing {
    /// The blur's tint for the view's appearance, filling the layer's outline (its rounded bounds) over its
    /// background and under `contentView`.
    func snapshotContent() -> (any ViewContent)? {
        guard let blur = effect as? UIBlurEffect else { return nil }
        let colour = blur.tint(in: traitCollection.userInterfaceStyle).cgColor.rgba
        guard colour.a > 0 else { return nil }
        return TintContent(
            colour: colour, bounds: bounds, cornerRadius: layer.cornerRadius, maskedCorners: layer.maskedCorners,
            cornerCurve: layer.cornerCurve)
    }
}

/// A flat tint over a view's rounded bounds.
struct TintContent: ViewContent {
    let colour: RGBA
    let bounds: CGRect
    let cornerRadius: CGFloat
    let maskedCorners: CACornerMask
    let cornerCurve: CALayerCornerCurve

    func draw(on canvas: inout Canvas, mappedBy map: ViewPixelMap, cache: ResampleCache?) {
        canvas.fill(
            ViewTreeRenderer.shape(
                of: bounds, cornerRadius: cornerRadius, maskedCorners: maskedCorners, cornerCurve: cornerCurve,
                map: map),
            with: colour)
    }
}
