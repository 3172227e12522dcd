import FilmstripLayout

/// The flow row and the slider written as plainly as possible, scanning every cell: the oracle the slider's binary
/// search and centre zoom are checked against. Same arithmetic in the same order as the spec states it, so results
/// agree exactly, not just closely.
struct ReferenceSlider {
    var viewSize: Size
    var cellSizes: [Size]
    var lineSpacing: Double

    /// Every cell's untransformed frame, from `x(0) = 0`, `x(i+1) = x(i) + w(i) + lineSpacing` (no section insets).
    var frames: [Rect] {
        var x = 0.0
        var result = [Rect]()
        for size in cellSizes {
            result.append(Rect(x: x, y: (viewSize.height - size.height) / 2, width: size.width, height: size.height))
            x = x + size.width + lineSpacing
        }
        return result
    }

    func visibleAttributes(atOffset offset: Double) -> [LayoutAttributes] {
        let visible = Rect(x: offset, y: 0, width: viewSize.width, height: viewSize.height)
        var cells = [LayoutAttributes]()
        for (index, frame) in frames.enumerated() where frame.intersects(visible) {
            cells.append(LayoutAttributes(index: index, frame: frame))
        }
        // |d| < w/2 and |d| > w/2 are tested against the cell's edges, where rounding cannot make a centre on the
        // edge shared by two touching cells count as inside both (see `SliderCentreZoom`).
        var growth = 0.0
        var zoomedIndex: Int?
        for i in cells.indices {
            let frame = cells[i].frame
            if frame.minX < visible.midX && visible.midX < frame.maxX {
                let d = visible.midX - frame.midX
                let maxD = frame.width / 2
                let ratio = viewSize.height / frame.height
                let zoom = 1 + (ratio - 1) * max(0, 1 - abs(d) / maxD)
                cells[i].frame = frame.scaled(by: zoom)
                cells[i].scale = zoom
                cells[i].zIndex = 1
                growth = cells[i].frame.width - frame.width
                zoomedIndex = i
            }
        }
        for i in cells.indices where cells[i].frame.intersects(visible) && i != zoomedIndex {
            if cells[i].frame.maxX < visible.midX {
                cells[i].frame.origin.x -= growth / 2
            } else if cells[i].frame.minX > visible.midX {
                cells[i].frame.origin.x += growth / 2
            }
        }
        return cells.filter { $0.frame.intersects(visible) }
    }

    /// Indices whose x-extents overlap `rect`'s, by scanning.
    func indicesOverlappingX(of rect: Rect) -> Range<Int>? {
        let hits = frames.indices.filter { frames[$0].minX < rect.maxX && rect.minX < frames[$0].maxX }
        guard let first = hits.first, let last = hits.last else { return nil }
        return first..<(last + 1)
    }
}
