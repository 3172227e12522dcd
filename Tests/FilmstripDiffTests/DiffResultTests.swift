import FilmstripImage
import XCTest

@testable import FilmstripDiff

/// Pass/fail tolerances and the JSON and one-line renderings.
final class DiffResultTests: XCTestCase {
    /// 10x10 grey with two isolated white pixels: 2 differences, ratio 0.02.
    private let expected = TestImages.make(width: 10, height: 10) { _, _ in TestImages.grey(100) }
    private var actual: RGBAImage {
        TestImages.changing(TestImages.changing(expected, x: 2, y: 2, to: .white), x: 7, y: 6, to: .white)
    }

    private func compare(_ options: DiffOptions) -> DiffResult {
        ImageDiff.compare(expected: expected, actual: actual, options: options)
    }

    func testDefaultsAllowNoDifference() {
        XCTAssertEqual(compare(DiffOptions()).diffPixels, 2)
        XCTAssertFalse(compare(DiffOptions()).pass)
    }

    func testMaxDiffPixelsBoundary() {
        XCTAssertTrue(compare(DiffOptions(maxDiffPixels: 2)).pass)
        XCTAssertTrue(compare(DiffOptions(maxDiffPixels: 3)).pass)
        XCTAssertFalse(compare(DiffOptions(maxDiffPixels: 1)).pass)
    }

    func testMaxDiffRatioBoundary() {
        XCTAssertEqual(compare(DiffOptions()).ratio, 0.02)
        XCTAssertTrue(compare(DiffOptions(maxDiffRatio: 0.02)).pass)
        XCTAssertFalse(compare(DiffOptions(maxDiffRatio: 0.0199)).pass)
    }

    func testEitherToleranceSuffices() {
        XCTAssertTrue(compare(DiffOptions(maxDiffPixels: 1, maxDiffRatio: 0.02)).pass)
        XCTAssertTrue(compare(DiffOptions(maxDiffPixels: 2, maxDiffRatio: 0.01)).pass)
        XCTAssertFalse(compare(DiffOptions(maxDiffPixels: 1, maxDiffRatio: 0.01)).pass)
    }

    func testJSONHasFixedKeysInOrder() {
        XCTAssertEqual(
            compare(DiffOptions()).json,
            #"{"width":10,"height":10,"diffPixels":2,"aaPixels":0,"ratio":0.02,"pass":false,"sizeMismatch":false}"#)
        XCTAssertEqual(
            ImageDiff.compare(expected: expected, actual: expected).json,
            #"{"width":10,"height":10,"diffPixels":0,"aaPixels":0,"ratio":0,"pass":true,"sizeMismatch":false}"#)
        let soft = ImageDiff.compare(
            expected: TestImages.softEdge(width: 8, height: 6, edgeColumn: 3),
            actual: TestImages.softEdge(width: 8, height: 6, edgeColumn: 4), options: .pixelmatch)
        XCTAssertEqual(
            soft.json,
            #"{"width":8,"height":6,"diffPixels":0,"aaPixels":12,"ratio":0,"pass":true,"sizeMismatch":false}"#)
    }

    func testSummaryLine() {
        XCTAssertEqual(compare(DiffOptions()).summary, "FAIL: 2 of 100 pixels differ (2%), 0 anti-aliased")
        XCTAssertEqual(
            compare(DiffOptions(maxDiffPixels: 2)).summary, "PASS: 2 of 100 pixels differ (2%), 0 anti-aliased")
        let smaller = RGBAImage(width: 3, height: 7, fill: TestImages.grey(100))
        let mismatch = ImageDiff.compare(expected: expected, actual: smaller)
        XCTAssertEqual(
            mismatch.summary,
            "FAIL: expected 10x10, got 3x7; in the overlap 0 of 100 pixels differ (0%), 0 anti-aliased")
    }

    func testPercentageFormatting() {
        XCTAssertEqual(DiffResult.percentage(0, isZero: true), "0%")
        XCTAssertEqual(DiffResult.percentage(1.0 / 3, isZero: false), "33.3333%")
        XCTAssertEqual(DiffResult.percentage(0.0125, isZero: false), "1.25%")
        XCTAssertEqual(DiffResult.percentage(1, isZero: false), "100%")
        XCTAssertEqual(DiffResult.percentage(1.0 / 24_000_000, isZero: false), "<0.0001%")
    }
}
