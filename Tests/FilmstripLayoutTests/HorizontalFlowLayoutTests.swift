import FilmstripLayout
import XCTest

/// The horizontal flow row: positions, vertical centring, header, content width, and the binary search against a scan.
final class HorizontalFlowLayoutTests: XCTestCase {
    let sizes = [
        Size(width: 50, height: 80), Size(width: 30, height: 40), Size(width: 0, height: 60),
        Size(width: 20, height: 100),
    ]

    /// Header 25, section insets left 5, top 10, bottom 20, right 7, spacing 4, view height 120 (row height 90):
    /// x = 30, 84, 118, 122; y = 10 + (90 - h) / 2 = 15, 35, 25, 5; content = 25 + 5 + 100 + 3*4 + 7 = 149.
    func testPositionsWithHeaderAndSectionInsets() {
        let flow = HorizontalFlowLayout(
            viewSize: Size(width: 200, height: 120), itemSizes: sizes, lineSpacing: 4,
            sectionInset: Insets(top: 10, left: 5, bottom: 20, right: 7), headerWidth: 25)
        XCTAssertEqual(
            frames(flow.allItemAttributes()),
            [[30, 15, 50, 80], [84, 35, 30, 40], [118, 25, 0, 60], [122, 5, 20, 100]])
        XCTAssertEqual(flow.contentWidth, 149)
        XCTAssertEqual(flow.contentSize, Size(width: 149, height: 120))
        XCTAssertEqual(flow.headerFrame, Rect(x: 0, y: 0, width: 25, height: 120))
        XCTAssertEqual(flow.itemFrame(at: 3), Rect(x: 122, y: 5, width: 20, height: 100))
    }

    func testNoItemsGivesInsetsAndHeaderOnly() {
        let flow = HorizontalFlowLayout(
            viewSize: Size(width: 200, height: 120), itemSizes: [], lineSpacing: 4,
            sectionInset: Insets(top: 0, left: 5, bottom: 0, right: 7), headerWidth: 25)
        XCTAssertEqual(flow.contentWidth, 37)
        XCTAssertEqual(flow.itemIndices(overlappingXOf: Rect(x: -1000, y: 0, width: 5000, height: 120)), 0..<0)
        XCTAssertEqual(flow.itemAttributes(intersecting: Rect(x: 0, y: 0, width: 200, height: 120)), [])
        XCTAssertEqual(flow.allItemAttributes(), [])
    }

    func testNoHeaderByDefault() {
        let flow = HorizontalFlowLayout(viewSize: Size(width: 200, height: 120), itemSizes: sizes)
        XCTAssertNil(flow.headerFrame)
        XCTAssertEqual(flow.itemFrame(at: 0).minX, 0)
        XCTAssertEqual(flow.itemFrame(at: 1).minX, 60)
    }

    /// Touching is not intersecting: a rect ending exactly where a cell starts leaves it out, and a zero-width
    /// cell never intersects, though it is inside the searched range.
    func testTouchingEdgesAndZeroWidthCells() {
        let flow = HorizontalFlowLayout(viewSize: Size(width: 200, height: 120), itemSizes: sizes, lineSpacing: 4)
        // Cells: [0, 50], [54, 84], [88, 88], [92, 112].
        XCTAssertEqual(flow.itemIndices(overlappingXOf: Rect(x: 50, y: 0, width: 4, height: 120)), 1..<1)
        XCTAssertEqual(flow.itemIndices(overlappingXOf: Rect(x: 49, y: 0, width: 6, height: 120)), 0..<2)
        XCTAssertEqual(flow.itemIndices(overlappingXOf: Rect(x: 85, y: 0, width: 5, height: 120)), 2..<3)
        XCTAssertEqual(flow.itemAttributes(intersecting: Rect(x: 85, y: 0, width: 5, height: 120)), [])
        XCTAssertEqual(
            flow.itemAttributes(intersecting: Rect(x: 80, y: 0, width: 20, height: 120)).map(\.index), [1, 3])
    }

    /// A rect above or below the row finds the cells by x but none intersects.
    func testRectMissingTheRowVertically() {
        let flow = HorizontalFlowLayout(viewSize: Size(width: 200, height: 120), itemSizes: sizes)
        XCTAssertEqual(flow.itemAttributes(intersecting: Rect(x: 0, y: 200, width: 200, height: 50)), [])
    }

    func testNonFiniteRectsFindNothing() {
        let flow = HorizontalFlowLayout(viewSize: Size(width: 200, height: 120), itemSizes: sizes)
        for x in [Double.nan, .infinity, -.infinity] {
            XCTAssertEqual(flow.itemAttributes(intersecting: Rect(x: x, y: 0, width: 200, height: 120)), [], "\(x)")
        }
    }

    /// The binary-searched range equals a scan, for random rows and rects, with rect edges often placed exactly
    /// on cell edges.
    func testBinarySearchEqualsScan() {
        var random = SplitMix64(seed: 0xF10_0001)
        var nonEmpty = 0
        for _ in 0..<300 {
            let scenario = RandomSliderScenario.draw(&random, count: 0...60, degenerate: true)
            let flow = scenario.layout.flow
            let reference = scenario.reference
            let cellFrames = reference.frames
            XCTAssertEqual(
                frames(flow.allItemAttributes()), cellFrames.map { [$0.minX, $0.minY, $0.width, $0.height] })
            for _ in 0..<40 {
                var x = random.nextDouble(from: -500, to: flow.contentWidth + 500)
                var width = random.nextDouble(from: 0, to: 600)
                if !cellFrames.isEmpty, random.nextInt(below: 2) == 0 {
                    let a = cellFrames[random.nextInt(below: cellFrames.count)]
                    let b = cellFrames[random.nextInt(below: cellFrames.count)]
                    x = random.nextInt(below: 2) == 0 ? a.minX : a.maxX
                    width = max(0, (random.nextInt(below: 2) == 0 ? b.minX : b.maxX) - x)
                }
                let rect = Rect(x: x, y: 0, width: width, height: scenario.viewSize.height)
                let found = flow.itemIndices(overlappingXOf: rect)
                if let expected = reference.indicesOverlappingX(of: rect) {
                    XCTAssertEqual(found, expected, "rect \(rect)")
                    nonEmpty += 1
                } else {
                    XCTAssert(found.isEmpty, "rect \(rect) found \(found)")
                }
                let scanned = cellFrames.indices.filter { cellFrames[$0].intersects(rect) }
                XCTAssertEqual(flow.itemAttributes(intersecting: rect).map(\.index), scanned)
            }
        }
        XCTAssertGreaterThan(nonEmpty, 5000)
    }
}
