import FilmstripImage
import XCTest

@testable import FilmstripRaster

/// pixman describes images with 32-bit sizes and strides: a size past them is an error, where a conversion to
/// `Int32` used to trap and a nil image was force-unwrapped.
final class PixmanImageErrorTests: XCTestCase {
    func testAnImageWiderThanPixmanCanDescribeIsAnError() {
        var word: UInt32 = 0
        // Neither call reads the buffer: pixman is refused the size before it would.
        for (width, height) in [(1 << 31, 1), (600_000_000, 1), (1, 1 << 33), (-1, 4)] {
            XCTAssertThrowsError(try PixmanBridge.withImage(&word, width: width, height: height) { _ in }) { error in
                XCTAssertEqual(
                    error as? PixmanImageError, PixmanImageError(size: PixelSize(width: width, height: height)))
            }
        }
        let mask = UnsafeMutablePointer<UInt8>.allocate(capacity: 4)
        defer { mask.deallocate() }
        XCTAssertThrowsError(try PixmanBridge.withAlphaMask(mask, width: 4, height: 1, rowBytes: 1 << 32) { _ in })
        XCTAssertNoThrow(try PixmanBridge.withImage(&word, width: 1, height: 1) { _ in })
    }

    func testPixmansOwnResamplingOfAHugeSourceIsAnError() {
        var source: UInt32 = 0xFF00_00FF
        var output = [UInt32](repeating: 0, count: 4)
        let resampling = PixmanResampling(
            filter: .lanczos3, scaleX: 1, originX: 0, scaleY: 1, originY: 0, passes: .pixmanOne)
        XCTAssertThrowsError(
            try output.withUnsafeMutableBufferPointer { target in
                try resampling.run(
                    source: &source, sourceWidth: 1 << 31, sourceHeight: 1, columns: 0..<2, rows: 0..<2,
                    into: target.baseAddress!)
            }
        ) { error in
            XCTAssertEqual(error as? PixmanImageError, PixmanImageError(size: PixelSize(width: 1 << 31, height: 1)))
        }
    }

    func testACanvasTakesOnTheFailureOfAPatchDrawnOntoIt() {
        var frame = Canvas(width: 4, height: 4)
        var patch = Canvas(width: 2, height: 2, background: .clear)
        frame.keepFailure(of: patch)
        XCTAssertNil(frame.drawingError, "a patch whose draws all happened passes on nothing")
        patch.recordingFailure { _ in throw PixmanImageError(size: PixelSize(width: 3, height: 5)) }
        frame.keepFailure(of: patch)
        XCTAssertEqual(frame.drawingError, PixmanImageError(size: PixelSize(width: 3, height: 5)))
        var later = Canvas(width: 1, height: 1)
        later.recordingFailure { _ in throw PixmanImageError(size: PixelSize(width: 6, height: 6)) }
        frame.keepFailure(of: later)
        XCTAssertEqual(frame.drawingError, PixmanImageError(size: PixelSize(width: 3, height: 5)), "the first is kept")
    }

    func testACanvasKeepsTheFirstFailedDrawAndGoesOnDrawing() {
        var canvas = Canvas(width: 4, height: 4, background: .white)
        XCTAssertNil(canvas.drawingError)
        canvas.recordingFailure { _ in throw PixmanImageError(size: PixelSize(width: 7, height: 8)) }
        canvas.recordingFailure { _ in throw PixmanImageError(size: PixelSize(width: 9, height: 9)) }
        canvas.fill(PixelRect(width: 4, height: 4), with: RGBA(r: 0, g: 0, b: 0, a: 255))
        XCTAssertEqual(canvas.drawingError, PixmanImageError(size: PixelSize(width: 7, height: 8)))
        XCTAssertEqual(canvas.makeImage().pixels[0...3], [0, 0, 0, 255])
    }
}
