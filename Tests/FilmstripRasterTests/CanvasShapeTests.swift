import FilmstripImage
import FilmstripRaster
import XCTest

final class CanvasShapeTests: XCTestCase {
    /// Sum of white coverage over a black canvas, from the exported image.
    private func coveredArea(_ image: RGBAImage) -> Double {
        var sum = 0.0
        for y in 0..<image.height { for x in 0..<image.width { sum += Double(image[x, y].r) / 255 } }
        return sum
    }

    func testFillRectHasExactFractionalCoverage() {
        var canvas = Canvas(width: 20, height: 10, background: .black)
        canvas.fill(PixelRect(x: 2.25, y: 3, width: 5.5, height: 2), with: .white)
        let image = canvas.makeImage()
        XCTAssertEqual((1...8).map { image[$0, 3].r }, [0, 191, 255, 255, 255, 255, 191, 0])
        XCTAssertEqual(image[4, 2].r, 0)
        XCTAssertEqual(image[4, 5].r, 0)
        XCTAssertEqual(coveredArea(image), 11, accuracy: 0.02)
    }

    /// A rounded rectangle's straight edges are covered by their exact area, as `fill` covers a rectangle's: the two
    /// agree along the sides, whatever the fractional position (`fill`'s 191 for 0.75 of a pixel, 76 for 0.3).
    func testARoundedRectsStraightEdgesCoverTheirExactAreaAsFillDoes() {
        let rect = PixelRect(x: 2.25, y: 3.7, width: 20.5, height: 16.3)
        var square = Canvas(width: 30, height: 30, background: .black)
        square.fill(rect, with: .white)
        var rounded = Canvas(width: 30, height: 30, background: .black)
        rounded.fillRoundedRect(rect, cornerRadius: 4, with: .white)
        let expected = square.makeImage()
        let image = rounded.makeImage()
        XCTAssertEqual(expected[2, 12].r, 191)
        XCTAssertEqual(expected[12, 3].r, 76)
        for row in 9...14 {
            for column in [2, 3, 21, 22] {
                XCTAssertEqual(image[column, row], expected[column, row], "left and right sides, (\(column), \(row))")
            }
        }
        for column in 8...16 {
            for row in [3, 4, 19, 20] {
                XCTAssertEqual(image[column, row], expected[column, row], "top and bottom sides, (\(column), \(row))")
            }
        }
    }

    func testCircleAreaAndSymmetry() {
        for (radius, centre) in [(20.0, 50.0), (3.5, 50.0), (7.3, 50.5), (20.0, 49.3)] {
            var canvas = Canvas(width: 100, height: 100, background: .black)
            canvas.fillCircle(centreX: centre, centreY: centre, radius: radius, with: .white)
            let image = canvas.makeImage()
            let area = Double.pi * radius * radius
            XCTAssertEqual(coveredArea(image), area, accuracy: area * 0.01, "r \(radius) at \(centre)")
            if centre == centre.rounded() {
                // Mirror symmetric about the centre in x, in y and across the diagonal.
                let c = Int(centre)
                for dy in 0..<Int(radius) + 2 {
                    for dx in 0..<Int(radius) + 2 {
                        let v = image[c + dx, c + dy]
                        XCTAssertEqual(v, image[c - 1 - dx, c + dy])
                        XCTAssertEqual(v, image[c + dx, c - 1 - dy])
                        XCTAssertEqual(v, image[c + dy, c + dx])
                    }
                }
            }
            // Anti-aliased: some edge pixels are neither 0 nor 255.
            XCTAssert(image.pixels.contains { $0 != 0 && $0 != 255 })
        }
    }

    func testRoundedRectAreaAndSymmetry() {
        var canvas = Canvas(width: 80, height: 40, background: .black)
        let rect = PixelRect(x: 10, y: 8, width: 60, height: 24)
        canvas.fillRoundedRect(rect, cornerRadius: 12, with: .white)
        let image = canvas.makeImage()
        // A stadium: 36 x 24 box plus a circle of radius 12.
        let area = 36.0 * 24 + Double.pi * 144
        XCTAssertEqual(coveredArea(image), area, accuracy: area * 0.002)
        for y in 0..<40 {
            for x in 0..<40 {
                XCTAssertEqual(image[x, y], image[79 - x, y])
                XCTAssertEqual(image[x, y], image[x, 39 - y])
            }
        }
        XCTAssertEqual(image[40, 20], .white)
        XCTAssertEqual(image[10, 8], .black)  // the rounded-off corner
        XCTAssertEqual(image[40, 8], .white)  // the straight top edge
        // Radius larger than half the side is clamped; radius 0 is a plain rectangle.
        var clamped = Canvas(width: 80, height: 40, background: .black)
        clamped.fillRoundedRect(rect, cornerRadius: 100, with: .white)
        XCTAssertEqual(clamped.makeImage(), image)
        var square = Canvas(width: 80, height: 40, background: .black)
        square.fillRoundedRect(rect, cornerRadius: 0, with: .white)
        XCTAssertEqual(coveredArea(square.makeImage()), 60 * 24, accuracy: 1e-9)
    }

    func testTranslucentChipOverBackground() {
        var canvas = Canvas(width: 40, height: 20, background: .white)
        canvas.fillRoundedRect(
            PixelRect(x: 2.5, y: 2.5, width: 35, height: 15), cornerRadius: 4, with: RGBA(r: 0, g: 0, b: 0, a: 51))
        let image = canvas.makeImage()
        XCTAssertEqual(image[20, 10], RGBA(r: 204, g: 204, b: 204))
        XCTAssertEqual(image[0, 0], .white)
    }

    func testShapesRespectTheClipRect() {
        var canvas = Canvas(width: 40, height: 40, background: .black)
        canvas.fillCircle(
            centreX: 20, centreY: 20, radius: 15, with: .white, clippedTo: PixelRect(x: 20, y: 0, width: 40, height: 40)
        )
        let image = canvas.makeImage()
        XCTAssertEqual(coveredArea(image), Double.pi * 225 / 2, accuracy: Double.pi * 225 / 2 * 0.01)
        for y in 0..<40 { for x in 0..<20 { XCTAssertEqual(image[x, y], .black) } }
        var halfPixel = Canvas(width: 40, height: 40, background: .black)
        halfPixel.fill(
            PixelRect(x: 0, y: 0, width: 40, height: 40), with: .white,
            clippedTo: PixelRect(x: 10.5, y: 0, width: 5, height: 40))
        XCTAssertEqual((9...16).map { halfPixel.makeImage()[$0, 3].r }, [0, 128, 255, 255, 255, 255, 128, 0])
    }
}
