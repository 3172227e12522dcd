import FilmstripImage
import FilmstripRaster

/// A shape layer's path as it stands, filled and stroked when drawn: the path flattened in canvas pixels, its
/// fill and the stroke's outline filled as polygons by the raster module's native fill.
struct ShapeLayerContent: ViewContent {
    let path: CGPath
    let fill: RGBA?
    let rule: PolygonFillRule
    let stroke: RGBA?
    /// The stroke's style in points (scaled to pixels when drawn).
    let style: StrokeStyle
    let strokeStart: Double
    let strokeEnd: Double

    func draw(on canvas: inout Canvas, mappedBy map: ViewPixelMap, cache: ResampleCache?) {
        let polylines = path.polylines(mappedBy: map.transform)
        guard !polylines.isEmpty else { return }
        if let fill, fill.a > 0 {
            canvas.fill(polygons: polylines.filter { $0.points.count > 2 }.map(\.polygon), rule: rule, with: fill)
        }
        guard let stroke, stroke.a > 0, style.width > 0, strokeEnd > strokeStart else { return }
        var pieces = polylines
        if strokeStart > 0 || strokeEnd < 1 {
            let total = polylines.reduce(0) { $0 + $1.length }
            pieces = Polyline.pieces(of: polylines, from: strokeStart * total, to: strokeEnd * total)
        }
        let scale = map.lengthScale
        let scaled = StrokeStyle(
            width: style.width * scale, cap: style.cap, join: style.join, miterLimit: style.miterLimit,
            dashes: style.dashes.map { $0 * scale }, dashPhase: style.dashPhase * scale)
        canvas.fill(polygons: StrokeOutline.polygons(of: pieces, style: scaled), rule: .nonZero, with: stroke)
    }

    /// The path's box grown by the stroke's reach (a miter reaches `miterLimit` half widths).
    var overflow: CGRect? {
        let box = path.boundingBox
        guard !box.isNull, !box.isInfinite else { return nil }
        let reach = stroke == nil ? 0 : style.width / 2 * max(style.miterLimit, 1.5) + 1
        return box.insetBy(dx: -CGFloat(reach), dy: -CGFloat(reach))
    }
}

extension CAShapeLayer: LayerContentDrawing {
    func snapshotContent(traits: UITraitCollection) -> (any ViewContent)? {
        guard let path = path?.copy(), !path.isEmpty else { return nil }
        let cap: StrokeStyle.Cap =
            switch lineCap {
            case .round: .round
            case .square: .square
            default: .butt
            }
        let join: StrokeStyle.Join =
            switch lineJoin {
            case .round: .round
            case .bevel: .bevel
            default: .miter
            }
        let style = StrokeStyle(
            width: Double(lineWidth), cap: cap, join: join, miterLimit: Double(miterLimit),
            dashes: (lineDashPattern ?? []).map(\.doubleValue), dashPhase: Double(lineDashPhase))
        return ShapeLayerContent(
            path: path, fill: fillColor?.rgba, rule: fillRule == .evenOdd ? .evenOdd : .nonZero,
            stroke: strokeColor?.rgba, style: style, strokeStart: Double(min(max(strokeStart, 0), 1)),
            strokeEnd: Double(min(max(strokeEnd, 0), 1)))
    }
}
