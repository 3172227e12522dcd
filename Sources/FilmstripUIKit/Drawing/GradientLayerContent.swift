import FilmstripImage
import FilmstripRaster

/// A gradient layer's gradient as it stands: its stops and unit points, mapped onto the bounds in canvas pixels
/// when drawn.
struct GradientLayerContent: ViewContent {
    let kind: LayerGradient.Kind
    let stops: [(location: Double, color: RGBA)]
    let start: CGPoint
    let end: CGPoint
    let bounds: CGRect

    func draw(on canvas: inout Canvas, mappedBy map: ViewPixelMap, cache: ResampleCache?) {
        let rect = map.pixelRect(bounds)
        func place(_ unit: CGPoint) -> (x: Double, y: Double) {
            (rect.x + Double(unit.x) * rect.width, rect.y + Double(unit.y) * rect.height)
        }
        canvas.fill(rect, with: LayerGradient(kind: kind, stops: stops, start: place(start), end: place(end)))
    }
}

extension CAGradientLayer: LayerContentDrawing {
    func snapshotContent(traits: UITraitCollection) -> (any ViewContent)? {
        let colors: [RGBA] = (colors ?? []).compactMap { color in
            if let color = color as? UIColor { return color.resolvedColor(with: traits).cgColor.rgba }
            if let color = color as? CGColor { return color.rgba }
            return nil
        }
        guard !colors.isEmpty else { return nil }
        // Locations only when there is one per colour, as Core Animation reads them; else evenly spread.
        let given = (locations ?? []).map(\.doubleValue)
        let places =
            given.count == colors.count
            ? given : colors.indices.map { colors.count == 1 ? 0 : Double($0) / Double(colors.count - 1) }
        let kind: LayerGradient.Kind =
            switch type {
            case .radial: .radial
            case .conic: .conic
            default: .axial
            }
        return GradientLayerContent(
            kind: kind, stops: Array(zip(places, colors)).map { (location: $0.0, color: $0.1) },
            start: startPoint, end: endPoint, bounds: bounds)
    }
}
