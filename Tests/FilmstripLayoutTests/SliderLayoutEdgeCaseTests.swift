import FilmstripLayout
import XCTest

/// Degenerate sliders: nothing may crash, produce NaN or infinity, or return cells that are not there.
final class SliderLayoutEdgeCaseTests: XCTestCase {
    let view = Size(width: 390, height: 120)
    let farOffsets = [-1e9, 1e9, -1e300, 1e300, .infinity, -.infinity, .nan]

    /// With no items the insets are half the view each and the range collapses to [-195, -195].
    func testNoItems() {
        let layout = SliderLayout(viewSize: view, photoSizes: [])
        XCTAssertEqual(layout.itemCount, 0)
        XCTAssertEqual(layout.contentSize, Size(width: 0, height: 120))
        XCTAssertEqual(layout.contentInset, Insets(top: 0, left: 195, bottom: 0, right: 195))
        XCTAssertEqual(layout.offsetRange, OffsetRange(min: -195, max: -195))
        XCTAssertNil(layout.offset(centeringItem: 0))
        XCTAssertEqual(layout.allAttributes(), [])
        for offset in [0, -195] + farOffsets {
            XCTAssertEqual(layout.visibleAttributes(atOffset: offset), [])
            XCTAssertEqual(layout.targetContentOffset(proposed: offset, velocity: 0), -195)
        }
        XCTAssertEqual(layout.maximumScale(ofItem: 0), 1)
    }

    /// One 3:2 photo, 144 x 96: insets 123 each, range collapses to [-123, -123], where it is centred and zoomed.
    func testOneItem() {
        let layout = SliderLayout(viewSize: view, photoSizes: [Size(width: 3000, height: 2000)])
        XCTAssertEqual(layout.contentSize, Size(width: 144, height: 120))
        XCTAssertEqual(layout.contentInset, Insets(top: 0, left: 123, bottom: 0, right: 123))
        XCTAssertEqual(layout.offsetRange, OffsetRange(min: -123, max: -123))
        XCTAssertEqual(layout.offset(centeringItem: 0), -123)
        let cells = layout.visibleAttributes(atOffset: -123)
        XCTAssertEqual(frames(cells), [[-18, 0, 180, 120]])
        for offset in [-500, 0, 200] + farOffsets {
            XCTAssertEqual(layout.targetContentOffset(proposed: offset, velocity: 0), -123, "\(offset)")
        }
    }

    /// A photo with no width gives a 0-wide cell that never intersects anything: never visible, never snapped
    /// to, never zoomed. First in the row, it makes the left inset half the view.
    func testZeroWidthPhoto() {
        let layout = SliderLayout(
            viewSize: view, photoSizes: [Size(width: 0, height: 300), Size(width: 300, height: 300)])
        XCTAssertEqual(frames(layout.allAttributes()), [[0, 12, 0, 96], [10, 12, 96, 96]])
        XCTAssertEqual(layout.contentInset.left, 195)
        XCTAssertEqual(layout.offsetRange, OffsetRange(min: -195, max: -137))
        XCTAssertEqual(layout.visibleAttributes(atOffset: -195).map(\.index), [1])
        XCTAssertEqual(layout.visibleAttributes(atOffset: -195).map(\.scale), [1])
        // Centre 0 is on the empty cell; the only candidate is item 1.
        XCTAssertEqual(layout.targetContentOffset(proposed: -195, velocity: 0), -137)
        // Only zero-width cells: nothing to snap to, so the clamped proposal.
        let empty = SliderLayout(viewSize: view, photoSizes: [Size(width: 0, height: 10), Size(width: 0, height: 0)])
        XCTAssertEqual(empty.offsetRange, OffsetRange(min: -195, max: -185))
        XCTAssertEqual(empty.targetContentOffset(proposed: -190, velocity: 0), -190)
        XCTAssertEqual(empty.visibleAttributes(atOffset: -190), [])
    }

    /// A photo with no height is treated as one pixel tall (`max(h, 1)`): 100 x 0 gives a 9600 pt wide cell.
    func testZeroHeightPhoto() {
        let layout = SliderLayout(viewSize: view, photoSizes: [Size(width: 100, height: 0)])
        XCTAssertEqual(layout.allAttributes().map(\.frame.width), [9600])
        XCTAssertEqual(layout.contentInset.left, -4605)
        let cells = layout.visibleAttributes(atOffset: 4605)
        XCTAssertEqual(frames(cells), [[-1200, 0, 12000, 120]])
    }

    /// 100000:1 is 9,600,000 pt wide, 1:100000 under a thousandth of a point; both lay out, centre and zoom.
    func testExtremeAspectRatios() {
        let photos = [Size(width: 100_000, height: 1), Size(width: 1, height: 100_000), Size(width: 4, height: 3)]
        let layout = SliderLayout(viewSize: view, photoSizes: photos)
        let widths = layout.allAttributes().map(\.frame.width)
        XCTAssertEqual(widths, [9_600_000, 96.0 / 100_000, 128])
        XCTAssertEqual(layout.contentInset.left, (390 - 9_600_000) / 2)
        XCTAssertEqual(layout.offsetRange.min, 4_799_805)
        // The huge cell centred fills the view and more; nothing else is on screen.
        let first = layout.visibleAttributes(atOffset: layout.offset(centeringItem: 0)!)
        XCTAssertEqual(first.map(\.index), [0])
        XCTAssertEqual(first[0].frame, Rect(x: -1_200_000, y: 0, width: 12_000_000, height: 120))
        // The sliver centred: zoomed to (nearly) full height; the rounding of its centre is a fraction of its width.
        let sliverOffset = layout.offset(centeringItem: 1)!
        let sliver = layout.visibleAttributes(atOffset: sliverOffset).first { $0.index == 1 }!
        XCTAssertClose(sliver.scale, 1.25, relative: 1e-4)
        XCTAssertClose(layout.targetContentOffset(proposed: sliverOffset, velocity: 0), sliverOffset, relative: 1e-15)
        // Neighbours stay 10 pt from the zoomed cell.
        let cells = layout.visibleAttributes(atOffset: layout.offset(centeringItem: 2)!)
        XCTAssertEqual(cells.map(\.index), [0, 1, 2])
        XCTAssertClose(cells[2].frame.minX - cells[1].frame.maxX, 10, relative: 1e-9)
        XCTAssertClose(cells[1].frame.minX - cells[0].frame.maxX, 10, relative: 1e-9)
        XCTAssertEqual(cells[2].frame.height, 120)
    }

    /// Far outside the range there is nothing on screen, and the snap clamps; no NaN anywhere.
    func testOffsetsFarOutsideTheRange() {
        let layout = HandWorkedSlider.layout
        for offset in farOffsets {
            XCTAssertEqual(layout.visibleAttributes(atOffset: offset), [], "\(offset)")
            let target = layout.targetContentOffset(proposed: offset, velocity: 0)
            XCTAssert(target == -131 || target == 85, "\(offset) -> \(target)")
        }
        // The view's right edge 1 pt into item 0, then touching it.
        XCTAssertEqual(layout.visibleAttributes(atOffset: -389).map(\.index), [0])
        XCTAssertEqual(layout.visibleAttributes(atOffset: -390), [])
        XCTAssertEqual(layout.visibleAttributes(atOffset: 316).map(\.index), [])
        XCTAssertEqual(layout.visibleAttributes(atOffset: 315).map(\.index), [2])
    }

    /// A cell scale of 1 leaves no room to grow: the centred cell is "zoomed" by exactly 1 and nothing moves.
    func testFullHeightCellsDoNotGrow() {
        let layout = SliderLayout(viewSize: view, photoSizes: HandWorkedSlider.photos, cellScale: 1)
        let cells = layout.visibleAttributes(atOffset: layout.offset(centeringItem: 1)!)
        XCTAssertEqual(cells.map(\.scale), [1, 1, 1])
        XCTAssertEqual(frames(cells), frames(layout.allAttributes()))
        XCTAssertEqual(layout.maximumScale(ofItem: 1), 1)
    }

    /// A row of a million cells answers at any offset; the cells found are exactly those on screen (their
    /// neighbours on both sides are off screen), which a scan would confirm cell by cell.
    func testMillionItemsAnswerAtAnyOffset() {
        var random = SplitMix64(seed: 0xB16)
        let photos = (0..<1_000_000).map { _ in
            Size(width: Double(random.nextInt(in: 100...6000)), height: Double(random.nextInt(in: 100...6000)))
        }
        let layout = SliderLayout(viewSize: view, photoSizes: photos)
        XCTAssertEqual(layout.itemCount, 1_000_000)
        let range = layout.offsetRange
        var offsets = [range.min, range.max, range.max + 100, 1e9, -1e9]
        for _ in 0..<2000 { offsets.append(random.nextDouble(from: range.min, to: range.max)) }
        for offset in offsets {
            let visible = layout.visibleRect(atOffset: offset)
            let unscaled = layout.flow.itemAttributes(intersecting: visible)
            guard let first = unscaled.first?.index, let last = unscaled.last?.index else {
                XCTAssert(offset > range.max || offset < range.min, "nothing visible at \(offset)")
                continue
            }
            XCTAssertEqual(unscaled.map(\.index), Array(first...last))
            if first > 0 { XCTAssertFalse(layout.flow.itemFrame(at: first - 1).intersects(visible)) }
            if last < layout.itemCount - 1 { XCTAssertFalse(layout.flow.itemFrame(at: last + 1).intersects(visible)) }
            let target = layout.targetContentOffset(proposed: offset, velocity: 0)
            XCTAssert(target >= range.min && target <= range.max * (1 + 1e-15), "target \(target)")
        }
        XCTAssertClose(layout.offset(centeringItem: 999_999)!, range.max, relative: 1e-15)
    }
}
