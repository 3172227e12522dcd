import FilmstripImage

/// Splits a `RoundedShape`'s pixels at whole-pixel lines into the four corner squares its curve (or a border) may
/// cross and the straight-edged rest, so the rest is drawn with ordinary rectangle clips and the corners through a
/// mask. The lines are whole pixels so no pixel is drawn in two parts (two partial draws of one colour would not add
/// up to one full one under source-over); the corners are cut to the canvas, so a cell far off-screen costs nothing.
struct ShapeTiling {
    /// A rectangle of whole pixels.
    struct Region {
        var x: Int
        var y: Int
        var width: Int
        var height: Int
        var rect: PixelRect { PixelRect(x: Double(x), y: Double(y), width: Double(width), height: Double(height)) }
    }

    /// Column lines: the shape's first pixel, the ends of the left and the start of the right corner squares, one
    /// past its last pixel.
    let x0, x1, x2, x3: Int
    let y0, y1, y2, y3: Int
    /// The corner squares within `limit` that have pixels.
    let corners: [Region]

    /// The tiling of `shape` whose corner squares reach `reach` pixels in from each side (the curve's extent, or a
    /// border's width when wider); corners are cut to a canvas of `limitWidth` x `limitHeight`.
    init(shape: RoundedShape, reach: Double, width limitWidth: Int, height limitHeight: Int) {
        let rect = shape.rect
        (x0, x1, x2, x3) = ShapeTiling.lines(rect.minX, rect.maxX, reach)
        (y0, y1, y2, y3) = ShapeTiling.lines(rect.minY, rect.maxY, reach)
        var corners: [Region] = []
        for (left, right) in [(x0, x1), (x2, x3)] where right > left {
            for (top, bottom) in [(y0, y1), (y2, y3)] where bottom > top {
                let l = max(left, 0)
                let r = min(right, limitWidth)
                let t = max(top, 0)
                let b = min(bottom, limitHeight)
                if r > l && b > t { corners.append(Region(x: l, y: t, width: r - l, height: b - t)) }
            }
        }
        self.corners = corners
    }

    /// The straight-edged parts of `area` (the shape's rectangle, or the part of it an image covers): the middle
    /// column from top to bottom, and the left and right columns between the corners.
    func bands(of area: PixelRect) -> [PixelRect] {
        let columns = [(area.minX, Double(x1)), (Double(x1), Double(x2)), (Double(x2), area.maxX)]
        var bands: [PixelRect] = []
        for (index, (left, right)) in columns.enumerated() {
            let top = index == 1 ? area.minY : max(area.minY, Double(y1))
            let bottom = index == 1 ? area.maxY : min(area.maxY, Double(y2))
            let l = max(left, area.minX)
            let r = min(right, area.maxX)
            if r > l, bottom > top { bands.append(PixelRect(x: l, y: top, width: r - l, height: bottom - top)) }
        }
        return bands
    }

    /// Whole-pixel lines along one axis of the span `[low, high)` with corners reaching `reach` in.
    private static func lines(_ low: Double, _ high: Double, _ reach: Double) -> (Int, Int, Int, Int) {
        let first = Int(low.rounded(.down))
        let end = Int(high.rounded(.up))
        var inner = Int((low + reach).rounded(.up))
        var outer = Int((high - reach).rounded(.down))
        if inner > outer {
            let middle = min(max(Int(((low + high) / 2).rounded()), first), end)
            inner = middle
            outer = middle
        }
        return (first, min(max(inner, first), end), min(max(outer, first), end), end)
    }
}
