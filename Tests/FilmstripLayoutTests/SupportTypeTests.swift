import FilmstripLayout
import XCTest

/// The small value types: sizing, offset ranges, geometry, decimal text and the random generator.
final class SupportTypeTests: XCTestCase {
    func testThumbnailSizing() {
        let sizing = ThumbnailSizing(viewHeight: 120, cellScale: 0.8)
        XCTAssertEqual(sizing.cellHeight, 96)
        XCTAssertEqual(sizing.cellSize(forPhoto: Size(width: 4000, height: 3000)), Size(width: 128, height: 96))
        XCTAssertEqual(sizing.cellSize(forPhoto: Size(width: 10, height: 7)).width, 960.0 / 7, "never rounded")
        XCTAssertEqual(sizing.cellSize(forPhoto: Size(width: 0, height: 100)), Size(width: 0, height: 96))
        XCTAssertEqual(sizing.cellSize(forPhoto: Size(width: 100, height: 0)), Size(width: 9600, height: 96))
        XCTAssertEqual(sizing.cellSize(forPhoto: Size(width: 0, height: 0)), Size(width: 0, height: 96))
        XCTAssertEqual(sizing.cellSize(forPhoto: Size(width: 100_000, height: 1)).width, 9_600_000)
        XCTAssertEqual(sizing.cellSize(forPhoto: Size(width: 1, height: 100_000)).width, 96.0 / 100_000)
        XCTAssertEqual(sizing.cellSize(forPhoto: Size(width: 1, height: 0.5)).width, 96, "under a pixel counts as 1")
        for bad in [Double.nan, .infinity, -5] {
            XCTAssertEqual(sizing.cellSize(forPhoto: Size(width: bad, height: 100)).width, 0, "\(bad)")
            XCTAssertEqual(sizing.cellSize(forPhoto: Size(width: 100, height: bad)).width, 9600, "\(bad)")
        }
        XCTAssertEqual(
            sizing.cellSizes(forPhotos: [Size(width: 3, height: 4), Size(width: 1, height: 1)]),
            [Size(width: 72, height: 96), Size(width: 96, height: 96)])
    }

    func testOffsetRange() {
        let range = OffsetRange(contentLength: 316, viewLength: 390, leadingInset: 131, trailingInset: 159)
        XCTAssertEqual(range, OffsetRange(min: -131, max: 85))
        XCTAssertEqual(range.length, 216)
        XCTAssertEqual(range.clamp(-1000), -131)
        XCTAssertEqual(range.clamp(1000), 85)
        XCTAssertEqual(range.clamp(3.5), 3.5)
        XCTAssertEqual(range.clamp(.nan), -131)
        XCTAssert(range.contains(85) && range.contains(-131) && !range.contains(85.5))
        let collapsed = OffsetRange(contentLength: 10, viewLength: 390, leadingInset: 0, trailingInset: 0)
        XCTAssertEqual(collapsed, OffsetRange(min: 0, max: 0))
        XCTAssertEqual(OffsetRange(min: 5, max: -5).max, 5)
        XCTAssertEqual(range.closedRange, -131...85)
    }

    func testDecelerationRates() {
        XCTAssertEqual(DecelerationPreset.normal.perMillisecond, 0.998)
        XCTAssertEqual(DecelerationPreset.fast.perMillisecond, 0.99)
    }

    func testRectIntersectionIgnoresTouchingAndEmptyRects() {
        let a = Rect(x: 0, y: 0, width: 10, height: 10)
        XCTAssert(a.intersects(Rect(x: 9.5, y: 9.5, width: 1, height: 1)))
        XCTAssertFalse(a.intersects(Rect(x: 10, y: 0, width: 5, height: 5)))
        XCTAssertFalse(a.intersects(Rect(x: 0, y: -5, width: 5, height: 5)))
        XCTAssertFalse(a.intersects(Rect(x: 5, y: 5, width: 0, height: 3)))
        XCTAssertEqual(
            Rect(x: 0, y: 12, width: 96, height: 96).scaled(by: 1.25), Rect(x: -12, y: 0, width: 120, height: 120))
    }

    func testLayoutAttributes() {
        let zoomed = LayoutAttributes(
            index: 1, frame: Rect(x: 126, y: 0, width: 120, height: 120), scale: 1.25, zIndex: 1)
        XCTAssertEqual(zoomed.center, Point(x: 186, y: 60))
        XCTAssertEqual(zoomed.unscaledSize, Size(width: 96, height: 96))
        XCTAssertEqual(zoomed.kind, .cell)
    }

    func testFixedDecimalFormat() {
        let three = FixedDecimalFormat(decimals: 3)
        XCTAssertEqual(three.string(126), "126.000")
        XCTAssertEqual(three.string(-0.75), "-0.750")
        XCTAssertEqual(three.string(11.4375), "11.438")
        XCTAssertEqual(three.string(1.01171875), "1.012")
        XCTAssertEqual(three.string(-0.0001), "0.000")
        XCTAssertEqual(three.string(0.0625), "0.063")
        XCTAssertEqual(three.string(1e20), "1e+20")
        XCTAssertEqual(three.string(.nan), "nan")
        XCTAssertEqual(three.string(-.infinity), "-inf")
        XCTAssertEqual(three.padded(1.5, width: 8), "   1.500")
        let trimmed = FixedDecimalFormat(decimals: 3, trimsZeros: true)
        XCTAssertEqual(trimmed.string(131), "131")
        XCTAssertEqual(trimmed.string(-0.75), "-0.75")
        XCTAssertEqual(trimmed.string(0.0004), "0")
        XCTAssertEqual(FixedDecimalFormat(decimals: 0).string(2.5), "3")
    }

    /// The reference outputs of Vigna's `splitmix64.c`.
    func testSplitMix64MatchesTheReference() {
        var zero = SplitMix64(seed: 0)
        XCTAssertEqual(zero.next(), 0xE220_A839_7B1D_CDAF)
        XCTAssertEqual(zero.next(), 0x6E78_9E6A_A1B9_65F4)
        var other = SplitMix64(seed: 1_234_567)
        XCTAssertEqual(
            [other.next(), other.next(), other.next()],
            [6_457_827_717_110_365_317, 3_203_168_211_198_807_973, 9_817_491_932_198_370_423])
    }

    func testSplitMix64Ranges() {
        var random = SplitMix64(seed: 7)
        var seen = Set<Int>()
        for _ in 0..<10_000 {
            let unit = random.nextUnit()
            XCTAssert(unit >= 0 && unit < 1)
            let value = random.nextInt(in: -2...2)
            XCTAssert((-2...2).contains(value))
            seen.insert(value)
            let double = random.nextDouble(from: 5, to: 6)
            XCTAssert(double >= 5 && double < 6)
        }
        XCTAssertEqual(seen, [-2, -1, 0, 1, 2])
    }
}
