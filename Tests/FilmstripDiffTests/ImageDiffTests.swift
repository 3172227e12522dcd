import FilmstripImage
import XCTest

@testable import FilmstripDiff

/// The metric, the anti-aliasing detector and the diff image, on images small enough to reason about by hand.
/// Every expected count and colour under `DiffOptions.pixelmatch` was also confirmed with pixelmatch (PyPI 0.4.0).
/// The default is exact: any differing byte counts, anti-aliasing included.
final class ImageDiffTests: XCTestCase {
    private let red = RGBA(r: 255, g: 0, b: 0)
    private let yellow = RGBA(r: 255, g: 255, b: 0)

    func testIdenticalImagesHaveNoDifferencesAndAFadedDiffImage() {
        let image = TestImages.make(width: 6, height: 4) { x, y in RGBA(r: UInt8(x * 40), g: UInt8(y * 60), b: 90) }
        let result = ImageDiff.compare(expected: image, actual: image)
        XCTAssertEqual(result.diffPixels, 0)
        XCTAssertEqual(result.aaPixels, 0)
        XCTAssertEqual(result.ratio, 0)
        XCTAssertTrue(result.pass)
        XCTAssertFalse(result.sizeMismatch)
        XCTAssertNil(result.message)
        // Black fades to 255 - 25.5 = 229.5, truncated like pixelmatch's output; white stays white.
        let black = TestImages.make(width: 1, height: 1) { _, _ in .black }
        XCTAssertEqual(ImageDiff.compare(expected: black, actual: black).diffImage?[0, 0], TestImages.grey(229))
    }

    func testOnePixelChangeIsOneDifferenceDrawnRedOnFadedGrey() {
        let expected = TestImages.make(width: 5, height: 5) { _, _ in RGBA(r: 100, g: 150, b: 200) }
        let actual = TestImages.changing(expected, x: 2, y: 3, to: RGBA(r: 250, g: 20, b: 20))
        let result = ImageDiff.compare(expected: expected, actual: actual)
        XCTAssertEqual(result.diffPixels, 1)
        XCTAssertEqual(result.aaPixels, 0)
        XCTAssertEqual(result.ratio, 1.0 / 25)
        XCTAssertFalse(result.pass)
        XCTAssertEqual(result.diffImage?.width, 5)
        XCTAssertEqual(result.diffImage?.height, 5)
        // Y = 140.7793475, 255 + (Y - 255) * 0.1 = 243.578: grey 243 everywhere but the changed pixel.
        for y in 0..<5 {
            for x in 0..<5 {
                XCTAssertEqual(
                    result.diffImage?[x, y], x == 2 && y == 3 ? red : TestImages.grey(243), "pixel \(x),\(y)")
            }
        }
    }

    func testChangeBelowThePerceptualThresholdIsNotADifference() {
        // For a grey step d the distance is about 0.5053 d²: d = 26 gives 341.58, d = 27 gives 368.36, against
        // 35215 * 0.1² = 352.15.
        let expected = TestImages.make(width: 5, height: 5) { _, _ in TestImages.grey(100) }
        let below = TestImages.changing(expected, x: 1, y: 1, to: TestImages.grey(126))
        let above = TestImages.changing(expected, x: 1, y: 1, to: TestImages.grey(127))
        XCTAssertEqual(ImageDiff.compare(expected: expected, actual: below, options: .pixelmatch).diffPixels, 0)
        XCTAssertTrue(ImageDiff.compare(expected: expected, actual: below, options: .pixelmatch).pass)
        XCTAssertEqual(ImageDiff.compare(expected: expected, actual: above, options: .pixelmatch).diffPixels, 1)
        // A threshold of 0 makes any visible change a difference.
        let slight = TestImages.changing(expected, x: 1, y: 1, to: RGBA(r: 101, g: 100, b: 100))
        XCTAssertEqual(ImageDiff.compare(expected: expected, actual: slight, options: .pixelmatch).diffPixels, 0)
        let strict = ImageDiff.compare(
            expected: expected, actual: slight, options: DiffOptions(perceptualThreshold: 0))
        XCTAssertEqual(strict.diffPixels, 1)
    }

    func testByDefaultAnyDifferingByteIsADifference() {
        let expected = TestImages.make(width: 5, height: 5) { _, _ in TestImages.grey(100) }
        let slight = TestImages.changing(expected, x: 1, y: 1, to: RGBA(r: 101, g: 100, b: 100))
        let result = ImageDiff.compare(expected: expected, actual: slight)
        XCTAssertEqual(result.diffPixels, 1)
        XCTAssertFalse(result.pass)
        XCTAssertEqual(result.diffImage?[1, 1], red)
        // Transparent pixels that look alike over white still differ in their bytes, and an exact check says so.
        let clear = TestImages.make(width: 1, height: 1) { _, _ in .clear }
        let clearWhite = TestImages.make(width: 1, height: 1) { _, _ in RGBA(r: 255, g: 255, b: 255, a: 0) }
        XCTAssertEqual(ImageDiff.compare(expected: clear, actual: clearWhite).diffPixels, 1)
        XCTAssertEqual(ImageDiff.compare(expected: clear, actual: clearWhite, options: .pixelmatch).diffPixels, 0)
        // A shifted soft edge is anti-aliasing to pixelmatch, and a difference of 12 pixels by default.
        let edge = ImageDiff.compare(
            expected: TestImages.softEdge(width: 8, height: 6, edgeColumn: 3),
            actual: TestImages.softEdge(width: 8, height: 6, edgeColumn: 4))
        XCTAssertEqual(edge.diffPixels, 12)
        XCTAssertEqual(edge.aaPixels, 0)
    }

    func testExactComparisonCanStillDetectAntiAliasing() {
        let expected = TestImages.softEdge(width: 8, height: 6, edgeColumn: 3)
        let actual = TestImages.softEdge(width: 8, height: 6, edgeColumn: 4)
        let result = ImageDiff.compare(
            expected: expected, actual: actual, options: DiffOptions(detectsAntiAliasing: true))
        XCTAssertEqual(result.diffPixels, 0)
        XCTAssertEqual(result.aaPixels, 12)
        XCTAssertTrue(result.pass)
    }

    func testShiftedSoftEdgeIsAntiAliasingNotADifference() {
        let expected = TestImages.softEdge(width: 8, height: 6, edgeColumn: 3)
        let actual = TestImages.softEdge(width: 8, height: 6, edgeColumn: 4)
        let result = ImageDiff.compare(expected: expected, actual: actual, options: .pixelmatch)
        // Columns 3 and 4 change in every row; each is the edge's grey step in one of the images.
        XCTAssertEqual(result.diffPixels, 0)
        XCTAssertEqual(result.aaPixels, 12)
        XCTAssertTrue(result.pass)
        for y in 0..<6 {
            XCTAssertEqual(result.diffImage?[3, y], yellow)
            XCTAssertEqual(result.diffImage?[4, y], yellow)
            XCTAssertEqual(result.diffImage?[0, y], TestImages.grey(229))
            XCTAssertEqual(result.diffImage?[7, y], TestImages.grey(255))
        }
    }

    func testWithoutDetectionAntiAliasedPixelsAreDifferences() {
        let expected = TestImages.softEdge(width: 8, height: 6, edgeColumn: 3)
        let actual = TestImages.softEdge(width: 8, height: 6, edgeColumn: 4)
        let result = ImageDiff.compare(
            expected: expected, actual: actual, options: DiffOptions(perceptualThreshold: 0.1))
        XCTAssertEqual(result.diffPixels, 12)
        XCTAssertEqual(result.aaPixels, 0)
        XCTAssertFalse(result.pass)
        XCTAssertEqual(result.diffImage?[3, 0], red)
    }

    func testHardEdgeMovedIsADifference() {
        // Without a soft step there is no slope, so moving a hard edge is a real change.
        let expected = TestImages.make(width: 8, height: 6) { x, _ in x < 4 ? .black : .white }
        let actual = TestImages.make(width: 8, height: 6) { x, _ in x < 5 ? .black : .white }
        let result = ImageDiff.compare(expected: expected, actual: actual)
        XCTAssertEqual(result.diffPixels, 6)
        XCTAssertEqual(result.aaPixels, 0)
    }

    func testSemiTransparentPixelsAreBlendedOverWhite() {
        func diffPixels(_ e: RGBA, _ a: RGBA) -> Int {
            ImageDiff.compare(
                expected: TestImages.make(width: 1, height: 1) { _, _ in e },
                actual: TestImages.make(width: 1, height: 1) { _, _ in a }, options: .pixelmatch
            ).diffPixels
        }
        XCTAssertEqual(diffPixels(.clear, .white), 0, "transparent black looks white")
        XCTAssertEqual(diffPixels(TestImages.grey(0, alpha: 128), TestImages.grey(127)), 0, "255 - 255 * 128/255 = 127")
        XCTAssertEqual(diffPixels(.clear, .black), 1)
        // The faded grey weighs the luma by alpha: (0,0,0,128) gives 255 - 25.5 * 128/255 = 242.2.
        let halfBlack = TestImages.make(width: 1, height: 1) { _, _ in TestImages.grey(0, alpha: 128) }
        XCTAssertEqual(ImageDiff.compare(expected: halfBlack, actual: halfBlack).diffImage?[0, 0], TestImages.grey(242))
    }

    func testEmptyImagesPass() {
        let empty = RGBAImage(width: 0, height: 0)
        let result = ImageDiff.compare(expected: empty, actual: empty)
        XCTAssertTrue(result.pass)
        XCTAssertEqual(result.ratio, 0)
        XCTAssertEqual(result.diffImage, empty)
    }

    func testCountsOnlyLeavesOutTheDiffImage() {
        let pair = GeneratedImagePair(width: 96, height: 64)
        let drawn = ImageDiff.compare(expected: pair.expected, actual: pair.actual)
        let countsOnly = ImageDiff.compare(
            expected: pair.expected, actual: pair.actual,
            options: DiffOptions(drawsDiffImage: false))
        XCTAssertNil(countsOnly.diffImage)
        XCTAssertNotNil(drawn.diffImage)
        XCTAssertEqual(countsOnly.diffPixels, drawn.diffPixels)
        XCTAssertEqual(countsOnly.aaPixels, drawn.aaPixels)
        XCTAssertEqual(countsOnly.json, drawn.json)
    }
}
