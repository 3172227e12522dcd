import FilmstripImage
import XCTest

@testable import FilmstripRaster

/// The styled-cell primitives: rounded clips, fills, inside strokes and shadows, checked pixel by pixel.
final class CanvasStylingTests: XCTestCase {
    let red = RGBA(r: 255, g: 0, b: 0)

    /// A photo-like image with a different colour in every pixel.
    func gradient(width: Int, height: Int) -> RGBAImage {
        var pixels: [UInt8] = []
        for y in 0..<height {
            for x in 0..<width {
                pixels += [UInt8(x * 255 / max(1, width - 1)), UInt8(y * 255 / max(1, height - 1)), 128, 255]
            }
        }
        return RGBAImage(width: width, height: height, pixels: pixels)
    }

    func pixel(_ image: RGBAImage, _ x: Int, _ y: Int) -> [UInt8] {
        let index = (y * image.width + x) * 4
        return Array(image.pixels[index..<index + 4])
    }

    func testRoundedClipLeavesTheCornersAndKeepsEveryOtherPixelOfThePlainDraw() {
        let image = gradient(width: 50, height: 40)
        let frame = PixelRect(x: 10.3, y: 5.6, width: 60.5, height: 44.2)
        var plain = Canvas(width: 90, height: 60)
        plain.draw(image, in: frame, clippedTo: plain.bounds)
        var rounded = Canvas(width: 90, height: 60)
        let shape = RoundedShape(rect: frame, cornerRadius: 12)
        rounded.draw(image, in: frame, clippedTo: shape)
        let a = plain.makeImage()
        let b = rounded.makeImage()
        XCTAssertEqual(pixel(b, 11, 6), [255, 255, 255, 255], "the corner is background")
        XCTAssertEqual(pixel(b, 40, 27), pixel(a, 40, 27), "the middle is the photo")
        // Every pixel the curve cannot reach (outside the corner squares) is exactly the plain draw's, seams included.
        var differing = 0
        for y in 0..<60 {
            for x in 0..<90 where pixel(a, x, y) != pixel(b, x, y) {
                differing += 1
                let inCorner = (x < 23 || x > 58) && (y < 18 || y > 37)
                XCTAssertTrue(inCorner, "pixel \(x),\(y) outside the corners differs")
            }
        }
        XCTAssertGreaterThan(differing, 40)
    }

    func testSquareCornersDrawExactlyAsThePlainDraw() {
        let image = gradient(width: 30, height: 30)
        let frame = PixelRect(x: 3.25, y: 2.5, width: 40, height: 33.3)
        var plain = Canvas(width: 50, height: 40)
        plain.draw(image, in: frame, clippedTo: plain.bounds)
        var clipped = Canvas(width: 50, height: 40)
        clipped.draw(image, in: frame, clippedTo: RoundedShape(rect: frame))
        XCTAssertEqual(plain.makeImage(), clipped.makeImage())
    }

    func testContinuousCornersCutMoreNearTheSidesAndAboutTheSameOnTheDiagonal() {
        let rect = PixelRect(x: 0, y: 0, width: 200, height: 200)
        let circular = RoundedShape(rect: rect, cornerRadius: 40)
        let continuous = RoundedShape(rect: rect, cornerRadius: 40, curve: .continuous)
        // Near the side the continuous curve bends in further: 0.75 radii from the corner the circle lies 1.27
        // pixels in from the side and UIKit's curve 0.0431 radii (1.72 pixels).
        XCTAssertTrue(circular.contains(x: 1.5, y: 30))
        XCTAssertFalse(continuous.contains(x: 1.5, y: 30))
        XCTAssertTrue(continuous.contains(x: 2, y: 30))
        // On the diagonal the circle crosses r (1 - 1/sqrt 2) from the corner; UIKit's middle cubic at its midpoint,
        // (0.63149399 + 3 x 0.37282392 + 3 x 0.16905899 + 0.07491100) / 8 = 0.29150708 radii.
        let circle = 40 * (1 - 1 / 2.0.squareRoot())
        XCTAssertTrue(circular.contains(x: circle + 0.02, y: circle + 0.02))
        XCTAssertFalse(circular.contains(x: circle - 0.02, y: circle - 0.02))
        let squircle = 40 * 0.29150708
        XCTAssertTrue(continuous.contains(x: squircle + 0.02, y: squircle + 0.02))
        XCTAssertFalse(continuous.contains(x: squircle - 0.02, y: squircle - 0.02))
    }

    func testFilledShapeCoverageMatchesItsArea() {
        var canvas = Canvas(width: 100, height: 100, background: .clear)
        canvas.fill(RoundedShape(rect: PixelRect(x: 10, y: 10, width: 80, height: 60), cornerRadius: 20), with: red)
        var alpha = 0.0
        for y in 0..<100 { for x in 0..<100 { alpha += Double(canvas.premultipliedPixel(x: x, y: y).w) } }
        let area = 80.0 * 60 - (4 - Double.pi) * 20 * 20
        XCTAssertEqual(alpha, area, accuracy: 2)
    }

    func testStrokeLiesInsideTheOutlineWithTheBorderColor() {
        var canvas = Canvas(width: 60, height: 60)
        let shape = RoundedShape(rect: PixelRect(x: 10, y: 10, width: 40, height: 40), cornerRadius: 8)
        canvas.strokeInside(shape, width: 3, with: red)
        let image = canvas.makeImage()
        XCTAssertEqual(pixel(image, 30, 11), [255, 0, 0, 255], "the top border")
        XCTAssertEqual(pixel(image, 48, 30), [255, 0, 0, 255], "the right border")
        XCTAssertEqual(pixel(image, 30, 9), [255, 255, 255, 255], "outside")
        XCTAssertEqual(pixel(image, 30, 14), [255, 255, 255, 255], "inside the border")
        XCTAssertEqual(pixel(image, 10, 10), [255, 255, 255, 255], "the rounded-off corner")
        XCTAssertEqual(pixel(image, 13, 13), [255, 0, 0, 255], "the border follows the corner")
    }

    func testShadowDarkensJustOutsideButNotFarAway() {
        var canvas = Canvas(width: 120, height: 120)
        let shape = RoundedShape(rect: PixelRect(x: 30, y: 30, width: 60, height: 60), cornerRadius: 10)
        canvas.drawShadow(of: shape, dx: 0, dy: 6, blur: 8, opacity: 0.5)
        let image = canvas.makeImage()
        let below = pixel(image, 60, 93)
        let above = pixel(image, 60, 27)
        let far = pixel(image, 60, 119)
        let under = pixel(image, 60, 60)
        XCTAssertLessThan(below[0], 225, "just below the cell is in shadow")
        XCTAssertLessThan(below[0], above[0], "the offset moves the shadow down")
        XCTAssertEqual(far, [255, 255, 255, 255], "far away is untouched")
        XCTAssertEqual(Int(under[0]), 128, accuracy: 2, "under the cell the shadow is its full opacity")
        // The blur is symmetric left to right.
        for x in 0..<60 { XCTAssertEqual(pixel(image, x, 60), pixel(image, 119 - x, 60), "column \(x)") }
    }

    func testOffscreenCornersCostNothingAndDrawNothing() {
        var canvas = Canvas(width: 20, height: 20)
        let image = gradient(width: 10, height: 10)
        canvas.draw(
            image, in: PixelRect(x: -500, y: -500, width: 100, height: 100),
            clippedTo: RoundedShape(rect: PixelRect(x: -500, y: -500, width: 100, height: 100), cornerRadius: 30))
        XCTAssertEqual(canvas.makeImage(), Canvas(width: 20, height: 20).makeImage())
    }
    /// A shape crossing the canvas's left or right edge keeps the rounded corners that are on the canvas: the clip,
    /// the fill, the border and the shadow are cut to the canvas, never dropped to a square.
    func testCornersOfAShapeCrossingTheLeftOrRightEdgeStayRounded() {
        let image = gradient(width: 40, height: 30)
        // Crossing the left edge: the right-hand corners at x 59 are on the canvas.
        let left = RoundedShape(rect: PixelRect(x: -40, y: 5, width: 100, height: 50), cornerRadius: 12)
        // Crossing the right edge: the left-hand corners at x 30 are on the canvas.
        let right = RoundedShape(rect: PixelRect(x: 30, y: 5, width: 100, height: 50), cornerRadius: 12)
        for (shape, corner, inside) in [(left, 59, 50), (right, 30, 40)] {
            var clipped = Canvas(width: 100, height: 60)
            clipped.draw(image, in: shape.rect, clippedTo: shape)
            var filled = Canvas(width: 100, height: 60)
            filled.fill(shape, with: red)
            var stroked = Canvas(width: 100, height: 60)
            stroked.strokeInside(shape, width: 2, with: red)
            for (name, canvas) in [("clip", clipped), ("fill", filled), ("stroke", stroked)] {
                let drawn = canvas.makeImage()
                XCTAssertEqual(pixel(drawn, corner, 5), [255, 255, 255, 255], "\(name): top corner at x \(corner)")
                XCTAssertEqual(pixel(drawn, corner, 54), [255, 255, 255, 255], "\(name): bottom corner at x \(corner)")
                XCTAssertNotEqual(pixel(drawn, corner, 30), [255, 255, 255, 255], "\(name): the side at x \(corner)")
            }
            XCTAssertEqual(pixel(filled.makeImage(), inside, 30), [255, 0, 0, 255])
            // The shadow of a crossing shape is the unclipped shadow's visible part: round at the visible corners.
            var shadow = Canvas(width: 100, height: 60)
            shadow.drawShadow(of: shape, dx: 0, dy: 0, blur: 0.25, opacity: 1)
            var whole = Canvas(width: 300, height: 60)
            whole.drawShadow(of: shape.offsetBy(dx: 100, dy: 0), dx: 0, dy: 0, blur: 0.25, opacity: 1)
            let cut = shadow.makeImage()
            let reference = whole.makeImage()
            for y in 0..<60 {
                for x in 0..<100 { XCTAssertEqual(pixel(cut, x, y), pixel(reference, x + 100, y), "shadow \(x),\(y)") }
            }
            XCTAssertEqual(pixel(cut, corner, 5), [255, 255, 255, 255], "the sharp shadow's corner")
        }
    }
    /// A shadowed shape far larger than the canvas costs what the canvas shows: its mask is cut to the cells that
    /// can reach the canvas (before, a 10^5-pixel square allocated a mask of 10^10 cells), and the visible shadow
    /// is that of a shape cut just past the canvas, within a level.
    func testShadowOfAShapeFarLargerThanTheCanvasIsTheShadowOfItsVisiblePart() {
        let huge = RoundedShape(rect: PixelRect(x: -50_000, y: 20, width: 100_000, height: 100_000), cornerRadius: 30)
        let cut = RoundedShape(rect: PixelRect(x: -200, y: 20, width: 500, height: 300), cornerRadius: 30)
        var a = Canvas(width: 100, height: 60)
        a.drawShadow(of: huge, dx: 0, dy: -4, blur: 3, opacity: 0.8)
        var b = Canvas(width: 100, height: 60)
        b.drawShadow(of: cut, dx: 0, dy: -4, blur: 3, opacity: 0.8)
        let (shadow, reference) = (a.makeImage(), b.makeImage())
        for y in 0..<60 {
            for x in 0..<100 {
                for (p, q) in zip(pixel(shadow, x, y), pixel(reference, x, y)) {
                    XCTAssertEqual(Int(p), Int(q), accuracy: 1, "pixel \(x),\(y)")
                }
            }
        }
        XCTAssertLessThan(pixel(shadow, 50, 30)[0], 100, "inside, the shadow is dark")
        XCTAssertEqual(pixel(shadow, 50, 2), [255, 255, 255, 255], "well above it, none")
    }
}
