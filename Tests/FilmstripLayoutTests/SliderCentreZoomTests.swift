import FilmstripLayout
import XCTest

/// The centre zoom on hand-made frames, including cases a real row cannot produce.
final class SliderCentreZoomTests: XCTestCase {
    let zoom = SliderCentreZoom(viewHeight: 120)
    let visible = Rect(x: 0, y: 0, width: 390, height: 120)

    func cell(_ index: Int, x: Double, width: Double) -> LayoutAttributes {
        LayoutAttributes(index: index, frame: Rect(x: x, y: 12, width: width, height: 96))
    }

    func testZoomFormula() {
        let frame = Rect(x: 0, y: 12, width: 128, height: 96)
        XCTAssertEqual(zoom.zoom(forCellFrame: frame, visibleMidX: 64), 1.25)
        XCTAssertEqual(zoom.zoom(forCellFrame: frame, visibleMidX: 32), 1.125)
        XCTAssertEqual(zoom.zoom(forCellFrame: frame, visibleMidX: 96), 1.125)
        XCTAssertNil(zoom.zoom(forCellFrame: frame, visibleMidX: 0), "exactly half the width away: no zoom")
        XCTAssertNil(zoom.zoom(forCellFrame: frame, visibleMidX: 128))
        XCTAssertNil(zoom.zoom(forCellFrame: frame, visibleMidX: 500))
        XCTAssertEqual(zoom.maximumZoom(cellHeight: 96), 1.25)
        XCTAssertEqual(zoom.maximumZoom(cellHeight: 0), 1)
    }

    /// A centred cell grows 24 pt; the cell left of it moves 12 left; a cell outside the visible rect stays put even
    /// though the zoomed cell grew towards it.
    func testOnlyCellsIntersectingTheVisibleRectMove() {
        var cells = [cell(0, x: 0, width: 100), cell(1, x: 147, width: 96), cell(2, x: 400, width: 50)]
        zoom.apply(to: &cells, visibleRect: visible)
        XCTAssertEqual(frames(cells), [[-12, 12, 100, 96], [135, 0, 120, 120], [400, 12, 50, 96]])
        XCTAssertEqual(cells.map(\.scale), [1, 1.25, 1])
    }

    /// Cells 0 and 1 overlap (impossible in a row, possible for a caller): cell 1 is centred and grows, cell 0's
    /// centre is exactly its half width (50) from the view centre, so step 3 leaves it alone.
    func testCellExactlyHalfItsWidthAwayNeitherZoomsNorMoves() {
        let view = Rect(x: 0, y: 0, width: 200, height: 120)
        var cells = [cell(0, x: 0, width: 100), cell(1, x: 52, width: 96)]
        zoom.apply(to: &cells, visibleRect: view)
        XCTAssertEqual(frames(cells), [[0, 12, 100, 96], [40, 0, 120, 120]])
        XCTAssertEqual(cells.map(\.scale), [1, 1.25])
    }

    /// With no cell under the centre there is no growth: step 2 moves cells by 0.
    func testNoZoomMovesNothing() {
        var cells = [cell(0, x: 0, width: 100), cell(1, x: 300, width: 50)]
        let before = cells
        zoom.apply(to: &cells, visibleRect: visible)
        XCTAssertEqual(cells, before)
    }

    /// A cell touching the visible rect's edge does not intersect it and is left alone, even when it is more than
    /// half its width from the centre.
    func testCellTouchingTheVisibleEdgeIsNotMoved() {
        var cells = [cell(0, x: -100, width: 100), cell(1, x: 147, width: 96), cell(2, x: 390, width: 50)]
        zoom.apply(to: &cells, visibleRect: visible)
        XCTAssertEqual(frames(cells), [[-100, 12, 100, 96], [135, 0, 120, 120], [390, 12, 50, 96]])
    }
}
