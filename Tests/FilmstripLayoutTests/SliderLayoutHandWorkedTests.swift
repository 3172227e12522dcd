import FilmstripLayout
import XCTest

/// Slider geometry worked out by hand from the sizing, flow and slider formulas (see `HandWorkedSlider` for the
/// layout's numbers).
final class SliderLayoutHandWorkedTests: XCTestCase {
    let layout = HandWorkedSlider.layout

    func testCellsAreSizedFromTheirPhotosAndCentredVertically() {
        XCTAssertEqual(frames(layout.allAttributes()), [[0, 12, 128, 96], [138, 12, 96, 96], [244, 12, 72, 96]])
        XCTAssertEqual(layout.allAttributes().map(\.scale), [1, 1, 1])
    }

    func testContentSizeInsetsAndOffsetRange() {
        XCTAssertEqual(layout.contentSize, Size(width: 316, height: 120))
        XCTAssertEqual(layout.contentInset, Insets(top: 0, left: 131, bottom: 0, right: 159))
        XCTAssertEqual(layout.offsetRange, OffsetRange(min: -131, max: 85))
        XCTAssertEqual(layout.scrollAxis, .horizontal)
        XCTAssertEqual(layout.decelerationRate, .normal)
        XCTAssertEqual(layout.itemCount, 3)
    }

    func testOffsetsThatCentreEachItem() {
        XCTAssertEqual(layout.offset(centeringItem: 0), -131)
        XCTAssertEqual(layout.offset(centeringItem: 1), -9)
        XCTAssertEqual(layout.offset(centeringItem: 2), 85)
        XCTAssertNil(layout.offset(centeringItem: 3))
        XCTAssertNil(layout.offset(centeringItem: -1))
    }

    /// Item 1 centred: it grows by 1.25 to 120 x 120 about its centre 186 (x 126), growing 24 pt, so item 0 moves
    /// 12 left (x -12) and item 2 12 right (x 256); both gaps stay 10 (116 -> 126, 246 -> 256).
    func testCentredMiddleItemIsFullHeightAndNeighboursMoveAside() {
        let cells = layout.visibleAttributes(atOffset: -9)
        XCTAssertEqual(cells.map(\.index), [0, 1, 2])
        XCTAssertEqual(frames(cells), [[-12, 12, 128, 96], [126, 0, 120, 120], [256, 12, 72, 96]])
        XCTAssertEqual(cells.map(\.scale), [1, 1.25, 1])
        XCTAssertEqual(cells[1].center, Point(x: 186, y: 60))
        XCTAssertEqual(cells.map(\.zIndex), [0, 1, 0])
        XCTAssertEqual(cells[1].frame.minX - cells[0].frame.maxX, 10)
        XCTAssertEqual(cells[2].frame.minX - cells[1].frame.maxX, 10)
    }

    /// Item 0 centred at the start (offset -131, view centre 64): 160 x 120 at x -16, growing 32, so the others move
    /// 16 right. Item 2 (244...316) intersected the visible rect (-131...259) but at 260 no longer does, so it is
    /// not visible (UIKit choice `visibleCellsAreTestedAfterTransforms`).
    func testFirstItemCentredAtTheStart() {
        let cells = layout.visibleAttributes(atOffset: -131)
        XCTAssertEqual(cells.map(\.index), [0, 1])
        XCTAssertEqual(frames(cells), [[-16, 0, 160, 120], [154, 12, 96, 96]])
        XCTAssertEqual(cells.map(\.scale), [1.25, 1])
    }

    /// Item 2 centred at the end (offset 85, view centre 280): 90 x 120 at x 235, growing 18; items 0 and 1 move
    /// 9 left. Item 0 (now -9...119) still reaches into the visible rect (85...475).
    func testLastItemCentredAtTheEnd() {
        let cells = layout.visibleAttributes(atOffset: 85)
        XCTAssertEqual(cells.map(\.index), [0, 1, 2])
        XCTAssertEqual(frames(cells), [[-9, 12, 128, 96], [129, 12, 96, 96], [235, 0, 90, 120]])
        XCTAssertEqual(cells.map(\.scale), [1, 1, 1.25])
    }

    /// Half-way between the centres of items 0 and 1 (view centre 125, offset -70): the centre is inside item 0,
    /// 61 pt from its centre, so zoom = 1 + 0.25 * (1 - 61/64) = 1.01171875: 129.5 x 97.125 about (64, 60), i.e.
    /// x -0.75, y 11.4375; growth 1.5 moves items 1 and 2 by 0.75 right.
    func testHalfWayBetweenTwoCentresZoomsTheCellUnderTheCentrePartly() {
        let cells = layout.visibleAttributes(atOffset: -70)
        XCTAssertEqual(cells.map(\.index), [0, 1, 2])
        XCTAssertEqual(cells.map(\.scale), [1.01171875, 1, 1])
        XCTAssertEqual(frames(cells), [[-0.75, 11.4375, 129.5, 97.125], [138.75, 12, 96, 96], [244.75, 12, 72, 96]])
    }

    /// View centre on item 1's left edge (offset -57, centre 138): the centre is in the gap, so nothing zooms and
    /// nothing moves, although item 0 is more than half its width away (it would move by half of no growth).
    func testCentreInAGapLeavesEveryCellAlone() {
        let cells = layout.visibleAttributes(atOffset: -57)
        XCTAssertEqual(frames(cells), frames(layout.allAttributes()))
        XCTAssertEqual(cells.map(\.scale), [1, 1, 1])
    }

    func testSnapPicksTheCellNearestTheViewCentre() {
        // Centre 195: item 1 (186) is 9 away.
        XCTAssertEqual(layout.targetContentOffset(proposed: 0, velocity: 0), -9)
        // Centre 295: item 2 (280) is 15 away; item 2 centred is the end of the range.
        XCTAssertEqual(layout.targetContentOffset(proposed: 100, velocity: 0), 85)
        // Centre 126: item 1 (186) is 60 away, item 0 (64) 62.
        XCTAssertEqual(layout.targetContentOffset(proposed: -69, velocity: 0), -9)
        // Centre -150 + 195 = 45: item 0.
        XCTAssertEqual(layout.targetContentOffset(proposed: -150, velocity: 0), -131)
    }

    /// Centre 125 is 61 from both item 0 (64) and item 1 (186): the lower index wins, as the seed's strict `<`.
    func testSnapTieGoesToTheLowerIndex() {
        XCTAssertEqual(layout.targetContentOffset(proposed: -70, velocity: 0), -131)
    }

    func testSnapIgnoresVelocityAndDragStart() {
        XCTAssertEqual(layout.targetContentOffset(proposed: 0, velocity: 5, dragStartOffset: -131), -9)
        XCTAssertEqual(layout.targetContentOffset(proposed: 0, velocity: -5), -9)
    }

    /// Nothing intersects the proposed visible rect: the proposed offset, clamped to [-131, 85].
    func testSnapWithNoCellInViewClampsToTheRange() {
        XCTAssertEqual(layout.targetContentOffset(proposed: 1e9, velocity: 0), 85)
        XCTAssertEqual(layout.targetContentOffset(proposed: -1e9, velocity: 0), -131)
        XCTAssertEqual(layout.targetContentOffset(proposed: .infinity, velocity: 0), 85)
        XCTAssertEqual(layout.targetContentOffset(proposed: -.infinity, velocity: 0), -131)
        XCTAssertEqual(layout.targetContentOffset(proposed: .nan, velocity: 0), -131)
    }

    /// Rubber band past the start (offset -200, visible -200...190, centre -5): item 0 is 69 from the centre,
    /// more than its half width, so nothing zooms; items 0 and 1 (138...234) are visible as laid out.
    func testOffsetBeforeTheStartStillLaysOut() {
        let cells = layout.visibleAttributes(atOffset: -200)
        XCTAssertEqual(frames(cells), [[0, 12, 128, 96], [138, 12, 96, 96]])
    }

    func testMaximumScaleIsViewHeightOverCellHeight() {
        XCTAssertEqual(layout.maximumScale(ofItem: 0), 1.25)
        XCTAssertEqual(layout.maximumScale(ofItem: 99), 1)
    }
}
