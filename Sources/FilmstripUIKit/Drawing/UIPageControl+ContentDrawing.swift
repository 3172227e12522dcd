import FilmstripRaster

extension UIPageControl: ViewContentDrawing {
    /// Fills each dot as a circle in its colour, resolved for the view's appearance.
    func drawContent(on canvas: inout Canvas, mappedBy map: ViewPixelMap) {
        let traits = traitCollection
        let current = (currentPageIndicatorTintColor ?? .label).resolvedColor(with: traits).cgColor.rgba
        let other = (pageIndicatorTintColor ?? .tertiaryLabel).resolvedColor(with: traits).cgColor.rgba
        for dot in dots {
            let centre = CGPoint(x: dot.center.x, y: dot.center.y).applying(map.transform)
            canvas.fillCircle(
                centreX: Double(centre.x), centreY: Double(centre.y), radius: dot.diameter / 2 * map.lengthScale,
                with: dot.isCurrent ? current : other, clippedTo: canvas.bounds)
        }
    }
}
