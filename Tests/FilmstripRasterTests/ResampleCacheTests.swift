import FilmstripImage
import FilmstripRaster
import XCTest

final class ResampleCacheTests: XCTestCase {
    /// A photo-like image: smooth gradients with a sharp edge, so resampling shows.
    static let image: RGBAImage = {
        var image = RGBAImage(width: 48, height: 32, fill: .white)
        for y in 0..<32 {
            for x in 0..<48 {
                image[x, y] = RGBA(r: UInt8(x * 5), g: UInt8(y * 7), b: x > 20 ? 200 : 30)
            }
        }
        return image
    }()

    func drawn(at x: Double, cache: ResampleCache?) -> RGBAImage {
        var canvas = Canvas(width: 120, height: 40, background: .white)
        let rect = PixelRect(x: x, y: 3.25, width: 41.7, height: 27.8)
        if let cache {
            canvas.draw(
                Self.image, in: rect, clippedTo: canvas.bounds, identity: ImageIdentity("gradient"), cache: cache)
        } else {
            canvas.draw(Self.image, in: rect, clippedTo: canvas.bounds)
        }
        return canvas.makeImage()
    }

    /// At a position on the 1/16 grid the cached path draws exactly what the direct path draws.
    func testCachedDrawEqualsDirectDrawOnTheSixteenthGrid() {
        XCTAssertEqual(drawn(at: 10.3125, cache: ResampleCache()), drawn(at: 10.3125, cache: nil))
        XCTAssertEqual(drawn(at: -5.5, cache: ResampleCache()), drawn(at: -5.5, cache: nil), "clipped at the left edge")
    }

    /// The first draw of an image at a size keeps nothing (its size may never recur); from the second, moving by
    /// whole pixels reuses the block and a new phase makes a new one; off the grid the position is rounded to the
    /// nearest sixteenth.
    func testBlocksAreReusedAcrossWholePixelMoves() {
        let cache = ResampleCache()
        XCTAssertEqual(drawn(at: 50.3125, cache: cache), drawn(at: 50.3125, cache: nil))
        XCTAssertEqual(cache.blockCount, 0, "the first draw at this size keeps no block")
        let first = drawn(at: 10.3125, cache: cache)
        XCTAssertEqual(cache.blockCount, 1)
        let moved = drawn(at: 30.3125, cache: cache)
        XCTAssertEqual(cache.blockCount, 1, "same phase: same block")
        XCTAssertNotEqual(first, moved)
        XCTAssertEqual(moved, drawn(at: 30.3125, cache: nil))
        _ = drawn(at: 30.5, cache: cache)
        XCTAssertEqual(cache.blockCount, 2)
        XCTAssertEqual(drawn(at: 30.51, cache: cache), drawn(at: 30.5, cache: nil), "30.51 is drawn at 30.5")
        XCTAssertEqual(cache.blockCount, 2)
    }

    /// A size drawn once and never again (a zooming cell) leaves nothing behind.
    func testSizesDrawnOnceKeepNoBlock() {
        let cache = ResampleCache()
        var canvas = Canvas(width: 120, height: 40, background: .white)
        for step in 0..<20 {
            canvas.draw(
                Self.image, in: PixelRect(x: 3, y: 2, width: 30 + Double(step), height: 25), clippedTo: canvas.bounds,
                identity: ImageIdentity("gradient"), cache: cache)
        }
        XCTAssertEqual(cache.blockCount, 0)
    }

    func testTheCacheKeepsToItsCapacity() {
        let cache = ResampleCache(capacityBytes: 3 * 44 * 32 * 4)
        for step in 0..<10 { _ = drawn(at: 10 + Double(step) / 16, cache: cache) }
        XCTAssertLessThanOrEqual(cache.blockCount, 3)
    }
}
