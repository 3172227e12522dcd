import FilmstripImage
import XCTest

final class PixelRectTests: XCTestCase {
    func testIntersectionNeedsPositiveArea() {
        let a = PixelRect(x: 0, y: 0, width: 10, height: 10)
        XCTAssertEqual(
            a.intersection(PixelRect(x: 5.5, y: -2, width: 10, height: 4)),
            PixelRect(x: 5.5, y: 0, width: 4.5, height: 2))
        XCTAssertNil(a.intersection(PixelRect(x: 10, y: 0, width: 5, height: 5)), "touching edges do not intersect")
        XCTAssertNil(a.intersection(PixelRect(x: .nan, y: 0, width: 5, height: 5)))
        XCTAssertEqual(
            a.intersection(PixelRect(x: 2, y: 2, width: .infinity, height: .infinity)),
            PixelRect(x: 2, y: 2, width: 8, height: 8))
    }

    func testScaledAndEmpty() {
        XCTAssertEqual(
            PixelRect(x: 1.5, y: 2, width: 3, height: 4.25).scaled(by: 2), PixelRect(x: 3, y: 4, width: 6, height: 8.5))
        XCTAssertTrue(PixelRect(x: 0, y: 0, width: 0, height: 3).isEmpty)
        XCTAssertTrue(PixelRect(x: 0, y: 0, width: .nan, height: 3).isEmpty)
        XCTAssertFalse(PixelRect(x: 0, y: 0, width: 1, height: 3).isEmpty)
        XCTAssertFalse(PixelRect(x: 0, y: 0, width: .infinity, height: 3).isFinite)
    }
}
