import FilmstripImage
import XCTest

@testable import FilmstripDiff

/// Images of different sizes fail, yet are compared over their top-left overlap so the diff still helps.
final class SizeMismatchTests: XCTestCase {
    func testSmallerActualFailsWithMessageAndCountsTheOverlap() {
        let expected = TestImages.make(width: 4, height: 3) { _, _ in TestImages.grey(100) }
        var actual = TestImages.make(width: 3, height: 2) { _, _ in TestImages.grey(100) }
        actual[1, 1] = .white
        let result = ImageDiff.compare(expected: expected, actual: actual, options: DiffOptions(maxDiffPixels: 10))
        XCTAssertTrue(result.sizeMismatch)
        XCTAssertFalse(result.pass, "a size mismatch fails whatever the tolerance")
        XCTAssertEqual(result.message, "expected 4x3, got 3x2")
        XCTAssertEqual(result.diffPixels, 1)
        XCTAssertEqual(result.aaPixels, 0)
        XCTAssertEqual(result.width, 4)
        XCTAssertEqual(result.height, 3)
        XCTAssertEqual(result.ratio, 1.0 / 12)
        XCTAssertEqual(result.diffImage?.width, 4)
        XCTAssertEqual(result.diffImage?.height, 3)
        let red = RGBA(r: 255, g: 0, b: 0)
        // 255 + (100.0000001 - 255) * 0.1 = 239.5
        let faded = TestImages.grey(239)
        let expectedDiffImage = TestImages.make(width: 4, height: 3) { x, y in
            x == 1 && y == 1 ? red : x < 3 && y < 2 ? faded : red
        }
        XCTAssertEqual(result.diffImage, expectedDiffImage)
    }

    func testLargerActualIsComparedWithinExpected() {
        let expected = TestImages.make(width: 3, height: 2) { _, _ in TestImages.grey(100) }
        let actual = TestImages.make(width: 5, height: 4) { _, _ in TestImages.grey(100) }
        let result = ImageDiff.compare(expected: expected, actual: actual)
        XCTAssertTrue(result.sizeMismatch)
        XCTAssertFalse(result.pass)
        XCTAssertEqual(result.message, "expected 3x2, got 5x4")
        XCTAssertEqual(result.diffPixels, 0)
        XCTAssertEqual(result.diffImage, TestImages.make(width: 3, height: 2) { _, _ in TestImages.grey(239) })
        XCTAssertEqual(
            result.json,
            #"{"width":3,"height":2,"diffPixels":0,"aaPixels":0,"ratio":0,"pass":false,"sizeMismatch":true}"#)
    }

    func testOverlapUsesOnlyOverlapForAntiAliasing() {
        // The soft edge moved inside the overlap is still anti-aliasing; the extra actual columns do not matter.
        let expected = TestImages.softEdge(width: 8, height: 6, edgeColumn: 3)
        let actual = TestImages.softEdge(width: 10, height: 6, edgeColumn: 4)
        let result = ImageDiff.compare(expected: expected, actual: actual, options: .pixelmatch)
        XCTAssertEqual(result.diffPixels, 0)
        XCTAssertEqual(result.aaPixels, 12)
        XCTAssertEqual(result.message, "expected 8x6, got 10x6")
    }
}
