import FilmstripImage
import XCTest

@testable import FilmstripDiff

/// Counts on a generated pair that exercises every branch (blending, anti-aliasing on borders and seams, real
/// changes), against the numbers pixelmatch (PyPI 0.4.0, a port of pixelmatch 5) gives for the same pair; and the
/// guarantee that banding never changes a result.
final class PixelmatchParityTests: XCTestCase {
    private let pair = GeneratedImagePair(width: 96, height: 64)

    func testGeneratedPairIsThePythonOne() {
        // zlib.crc32 of the pixel bytes built by the same recipe in Python.
        XCTAssertEqual(CRC32.checksum(pair.expected.pixels), 2_303_477_961)
        XCTAssertEqual(CRC32.checksum(pair.actual.pixels), 1_464_867_229)
    }

    func testCountsMatchPixelmatch() {
        let byDefault = ImageDiff.compare(expected: pair.expected, actual: pair.actual, options: .pixelmatch)
        XCTAssertEqual(byDefault.diffPixels, 142)
        XCTAssertEqual(byDefault.aaPixels, 471)
        let includingAA = ImageDiff.compare(
            expected: pair.expected, actual: pair.actual,
            options: DiffOptions(perceptualThreshold: 0.1))
        XCTAssertEqual(includingAA.diffPixels, 613)
        XCTAssertEqual(includingAA.aaPixels, 0)
        let stricter = ImageDiff.compare(
            expected: pair.expected, actual: pair.actual,
            options: DiffOptions(perceptualThreshold: 0.05, detectsAntiAliasing: true))
        XCTAssertEqual(stricter.diffPixels, 148)
        XCTAssertEqual(stricter.aaPixels, 482)
    }

    func testDiffImageMatchesPixelmatchByteForByte() {
        let result = ImageDiff.compare(expected: pair.expected, actual: pair.actual, options: .pixelmatch)
        XCTAssertEqual(CRC32.checksum(result.diffImage?.pixels ?? []), 874_156_902)
    }

    /// Without a diff image the counts come from the C sieve plus the Swift verdicts on what it leaves; with one,
    /// every pixel is judged in Swift. Both must count alike, for every threshold (the sieve's quick accept is off
    /// below threshold 0.0054), exact (nil) too, and with anti-aliasing counted or excused.
    func testCountsWithoutTheDiffImageAreTheSame() {
        // 93 columns: the sieve takes four pixels at a time, and a row's last one alone.
        for pair in [pair, GeneratedImagePair(width: 93, height: 61)] {
            for threshold in [nil, 0, 0.005, 0.05, 0.1, 0.3, 1] {
                for detectsAntiAliasing in [false, true] {
                    assertCountsWithoutTheDiffImageAreTheSame(
                        pair, DiffOptions(perceptualThreshold: threshold, detectsAntiAliasing: detectsAntiAliasing))
                }
            }
        }
    }

    private func assertCountsWithoutTheDiffImageAreTheSame(_ pair: GeneratedImagePair, _ drawing: DiffOptions) {
        let drawn = ImageDiff.compare(expected: pair.expected, actual: pair.actual, options: drawing)
        var counting = drawing
        counting.drawsDiffImage = false
        let counted = ImageDiff.compare(expected: pair.expected, actual: pair.actual, options: counting)
        let label =
            "\(pair.expected.width) wide, threshold \(drawing.perceptualThreshold.map { "\($0)" } ?? "exact"), "
            + "anti-aliasing detected \(drawing.detectsAntiAliasing)"
        XCTAssertEqual(counted.diffPixels, drawn.diffPixels, label)
        XCTAssertEqual(counted.aaPixels, drawn.aaPixels, label)
        XCTAssertNil(counted.diffImage)
    }

    func testBandingNeverChangesTheResult() {
        let single = ImageDiff.compare(
            expected: pair.expected, actual: pair.actual, options: .pixelmatch, bandCount: 1)
        for bandCount in [2, 3, 7, 32, 64, 500] {
            let banded = ImageDiff.compare(
                expected: pair.expected, actual: pair.actual, options: .pixelmatch,
                bandCount: bandCount)
            XCTAssertEqual(banded, single, "\(bandCount) bands")
        }
    }
}
