import FilmstripRaster

extension UIVisualEffectView: ViewContentDrawing {
    /// Fills the layer's outline (its rounded bounds) with the blur's tint for the view's appearance, over its
    /// background and under `contentView`.
    func drawContent(on canvas: inout Canvas, mappedBy map: ViewPixelMap) {
        guard let blur = effect as? UIBlurEffect else { return }
        let colour = blur.tint(in: traitCollection.userInterfaceStyle).cgColor.rgba
        guard colour.a > 0 else { return }
        canvas.fill(ViewTreeRenderer.layerShape(of: self, map: map), with: colour)
    }
}
