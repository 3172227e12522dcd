import FilmstripImage
import XCTest

@testable import FilmstripRaster

/// The corner coverage sampled in C is the point test's, sample for sample, and square corners (`maskedCorners`)
/// are fully covered.
final class RoundedShapeCoverageTests: XCTestCase {
    /// The 16 x 16 sampling as the Swift point test gives it.
    func sampled(_ shape: RoundedShape, _ x0: Double, _ y0: Double, _ x1: Double, _ y1: Double) -> Double {
        let n = 16
        var inside = 0
        for row in 0..<n {
            let y = y0 + (Double(row) + 0.5) * (y1 - y0) / Double(n)
            for column in 0..<n where shape.contains(x: x0 + (Double(column) + 0.5) * (x1 - x0) / Double(n), y: y) {
                inside += 1
            }
        }
        return Double(inside) / Double(n * n)
    }

    func testEveryCornerPixelMatchesThePointTest() {
        let shapes = [
            RoundedShape(rect: PixelRect(x: 3.25, y: 1.5, width: 61.5, height: 40.75), cornerRadius: 13.3),
            RoundedShape(
                rect: PixelRect(x: 0.4, y: 0.7, width: 48, height: 30), cornerRadius: 9.6, curve: .continuous),
            RoundedShape(
                rect: PixelRect(x: 2, y: 2, width: 40, height: 40), cornerRadius: 12, curve: .continuous,
                roundedCorners: [.topLeft, .bottomRight]),
        ]
        var crossed = 0
        for shape in shapes {
            // Whole pixels inside the rectangle: one covered in part there is one the corner curve crosses, which
            // is sampled (pixels on the straight edges get their exact area instead).
            for row in Int(shape.rect.minY.rounded(.up))..<Int(shape.rect.maxY.rounded(.down)) {
                for column in Int(shape.rect.minX.rounded(.up))..<Int(shape.rect.maxX.rounded(.down)) {
                    let coverage = shape.coverage(column: column, row: row)
                    if coverage > 0 && coverage < 1 {
                        crossed += 1
                        XCTAssertEqual(
                            coverage, sampled(shape, Double(column), Double(row), Double(column + 1), Double(row + 1)),
                            "pixel \(column), \(row) of \(shape)")
                    }
                }
            }
        }
        XCTAssertGreaterThan(crossed, 100)
    }

    func testUnmaskedCornersAreSquare() {
        let shape = RoundedShape(
            rect: PixelRect(x: 0, y: 0, width: 40, height: 40), cornerRadius: 10, roundedCorners: [.topLeft])
        XCTAssertEqual(shape.coverage(column: 0, row: 0), 0)
        XCTAssertEqual(shape.coverage(column: 39, row: 0), 1)
        XCTAssertEqual(shape.coverage(column: 0, row: 39), 1)
        XCTAssertEqual(shape.coverage(column: 39, row: 39), 1)
        XCTAssertFalse(shape.contains(x: 0.5, y: 0.5))
        XCTAssertTrue(shape.contains(x: 39.5, y: 39.5))
    }
}
