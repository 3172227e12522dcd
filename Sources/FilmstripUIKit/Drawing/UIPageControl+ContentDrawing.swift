import FilmstripImage
import FilmstripLayout
import FilmstripRaster

extension UIPageControl: ViewContentDrawing {
    /// The dots with their colours resolved for the view's appearance.
    func snapshotContent() -> (any ViewContent)? {
        let traits = traitCollection
        return PageDotsContent(
            dots: dots,
            current: (currentPageIndicatorTintColor ?? .label).resolvedColor(with: traits).cgColor.rgba,
            other: (pageIndicatorTintColor ?? .tertiaryLabel).resolvedColor(with: traits).cgColor.rgba)
    }
}

/// A page control's dots in the view's coordinates, each a filled circle.
struct PageDotsContent: ViewContent {
    let dots: [PageControlDot]
    let current: RGBA
    let other: RGBA

    func draw(on canvas: inout Canvas, mappedBy map: ViewPixelMap, cache: ResampleCache?) {
        for dot in dots {
            let centre = CGPoint(x: dot.center.x, y: dot.center.y).applying(map.transform)
            canvas.fillCircle(
                centreX: Double(centre.x), centreY: Double(centre.y), radius: dot.diameter / 2 * map.lengthScale,
                with: dot.isCurrent ? current : other, clippedTo: canvas.bounds)
        }
    }
}
