import FilmstripImage

/// How a view's coordinates (points) land on the canvas being drawn: a scale and a translation, since a turned view
/// is drawn upright onto a patch of its own first.
struct ViewPixelMap {
    /// From the view's coordinates to canvas pixels: `a` and `d` positive, `b` and `c` zero.
    let transform: CGAffineTransform

    /// Pixels per point along x and y.
    var scaleX: Double { Double(transform.a) }
    /// Pixels per point along y.
    var scaleY: Double { Double(transform.d) }
    /// The smaller scale: what a length with no direction (a radius, a border width) is multiplied by.
    var lengthScale: Double { min(scaleX, scaleY) }

    /// `rect` of the view's coordinates in canvas pixels.
    func pixelRect(_ rect: CGRect) -> PixelRect {
        let origin = CGPoint(x: rect.minX, y: rect.minY).applying(transform)
        return PixelRect(
            x: Double(origin.x), y: Double(origin.y), width: Double(rect.width) * scaleX,
            height: Double(rect.height) * scaleY)
    }

    /// The map moved by (`dx`, `dy`) pixels: the same view drawn onto a patch whose origin is at (-`dx`, -`dy`).
    func shifted(dx: Double, dy: Double) -> ViewPixelMap {
        var moved = transform
        moved.tx += CGFloat(dx)
        moved.ty += CGFloat(dy)
        return ViewPixelMap(transform: moved)
    }
}
