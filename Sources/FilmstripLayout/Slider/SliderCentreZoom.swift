/// The slider's centre zoom: the cell under the view's centre grows towards the full
/// view height, the closer its centre is to the view's centre, and the cells beside it move aside by half its growth
/// each, so the visual gaps next to it stay `lineSpacing`.
///
/// Separate from `SliderLayout` so the three steps can be checked on hand-made frames.
package struct SliderCentreZoom: Hashable, Sendable {
    /// The zoomed cell's z-index, above the others' 0 (the original sets none) (UIKit choice `zoomedCellZIndex`).
    package static let zoomedCellZIndex = 1

    /// The collection view height `H`: a cell centred exactly is drawn this tall.
    package var viewHeight: Double

    /// The zoom of a slider `viewHeight` points tall: the centred thumbnail grows to the full height.
    package init(viewHeight: Double) {
        self.viewHeight = viewHeight
    }

    /// The largest zoom a cell `cellHeight` tall reaches: `H / cellHeight`, or 1 for a cell with no height.
    package func maximumZoom(cellHeight: Double) -> Double {
        cellHeight > 0 ? viewHeight / cellHeight : 1
    }

    /// The zoom for an untransformed cell `frame` when the view's centre is at `visibleMidX`, or nil when the centre
    /// is not strictly within half the cell's width of the cell's centre (step 1).
    ///
    /// `|d| < width / 2` is tested as "strictly between the cell's edges": the same condition, but free of the
    /// rounding in `midX`, which could otherwise let a centre lying exactly on the edge shared by two touching cells
    /// (line spacing 0) zoom both of them by 1.000000000000003.
    package func zoom(forCellFrame frame: Rect, visibleMidX: Double) -> Double? {
        guard frame.minX < visibleMidX, visibleMidX < frame.maxX else { return nil }
        let distance = abs(visibleMidX - frame.midX)
        let maximumDistance = frame.width / 2
        let ratio = maximumZoom(cellHeight: frame.height)
        // Never below 0, so a centre a rounding error inside an edge cannot shrink the cell.
        let closeness = Swift.max(0, 1 - distance / maximumDistance)
        return 1 + (ratio - 1) * closeness
    }

    /// Applies steps 1-3 to `cells`, the untransformed attributes of cells in index order, for the visible rect
    /// `visibleRect`. Cells not intersecting it are left alone. Returns nothing: the attributes change in place.
    package func apply(to cells: inout [LayoutAttributes], visibleRect: Rect) {
        let midX = visibleRect.midX
        // Step 1: zoom the cell under the centre. Cells in a row do not overlap, so at most one qualifies; like
        // the original UIKit code, the last one's growth would win if several did.
        var growth = 0.0
        var zoomed = Set<Int>()
        for i in cells.indices where cells[i].frame.intersects(visibleRect) {
            guard let zoom = zoom(forCellFrame: cells[i].frame, visibleMidX: midX) else { continue }
            let oldWidth = cells[i].frame.width
            cells[i].frame = cells[i].frame.scaled(by: zoom)
            cells[i].scale = zoom
            cells[i].zIndex = Self.zoomedCellZIndex
            growth = cells[i].frame.width - oldWidth
            zoomed.insert(i)
        }
        // Steps 2 and 3: move the others outwards by half the growth, a cell left of the centre (`d > 0`, its right
        // edge before the centre) to the left. A cell whose edge is exactly at the centre (`|d|` equal to its half
        // width) stays put, and so does a zoomed one (its grown frame contains the centre). Tested against frames
        // as step 1 left them, with edges rather than `|d|`, as in step 1.
        for i in cells.indices where cells[i].frame.intersects(visibleRect) && !zoomed.contains(i) {
            let frame = cells[i].frame
            if frame.maxX < midX {
                cells[i].frame = frame.offsetBy(dx: -growth / 2, dy: 0)
            } else if frame.minX > midX {
                cells[i].frame = frame.offsetBy(dx: growth / 2, dy: 0)
            }
        }
    }
}
