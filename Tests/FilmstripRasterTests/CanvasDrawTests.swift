import FilmstripImage
import FilmstripRaster
import XCTest

final class CanvasDrawTests: XCTestCase {
    private let white8x6 = RGBAImage(width: 8, height: 6, fill: .white)

    private func row(_ image: RGBAImage, _ y: Int) -> [UInt8] { (0..<image.width).map { image[$0, y].r } }

    func testIntegerRectGivesExactWhiteInsideAndBlackOutside() {
        var canvas = Canvas(width: 30, height: 20, background: .black)
        canvas.draw(white8x6, in: PixelRect(x: 10, y: 5, width: 8, height: 6))
        let image = canvas.makeImage()
        for y in 0..<20 {
            for x in 0..<30 {
                let inside = (10..<18).contains(x) && (5..<11).contains(y)
                XCTAssertEqual(image[x, y], inside ? .white : .black, "(\(x), \(y))")
            }
        }
    }

    func testScaledIntegerRectIsStillExactWhite() {
        var canvas = Canvas(width: 40, height: 30, background: .black)
        canvas.draw(white8x6, in: PixelRect(x: 3, y: 2, width: 31, height: 19))
        let image = canvas.makeImage()
        XCTAssertEqual(image[3, 2], .white)
        XCTAssertEqual(image[33, 20], .white)
        XCTAssertEqual(image[2, 2], .black)
        XCTAssertEqual(image[34, 20], .black)
        XCTAssertEqual(image[33, 21], .black)
    }

    func testHalfPixelEdgeHasHalfCoverage() {
        var canvas = Canvas(width: 30, height: 20, background: .black)
        canvas.draw(white8x6, in: PixelRect(x: 10.5, y: 5, width: 8, height: 6))
        let image = canvas.makeImage()
        XCTAssertEqual(Int(image[10, 7].r), 128, accuracy: 1)
        XCTAssertEqual(image[11, 7], .white)
        XCTAssertEqual(image[17, 7], .white)
        XCTAssertEqual(Int(image[18, 7].r), 128, accuracy: 1)
        XCTAssertEqual(image[9, 7], .black)
        XCTAssertEqual(image[19, 7], .black)
    }

    func testQuarterPixelEdgesHaveThreeQuarterAndQuarterCoverage() {
        var canvas = Canvas(width: 30, height: 20, background: .black)
        canvas.draw(white8x6, in: PixelRect(x: 10.25, y: 5, width: 4, height: 6))
        let image = canvas.makeImage()
        XCTAssertEqual(row(image, 7)[9...15], [0, 191, 255, 255, 255, 64, 0])
        // The same in y, and both at a corner: coverage multiplies (0.75 * 0.25).
        var vertical = Canvas(width: 30, height: 20, background: .black)
        vertical.draw(white8x6, in: PixelRect(x: 10.25, y: 5.25, width: 4, height: 4))
        let v = vertical.makeImage()
        XCTAssertEqual((4...10).map { v[12, $0].r }, [0, 191, 255, 255, 255, 64, 0])
        XCTAssertEqual(Int(v[10, 5].r), Int((0.75 * 0.75 * 255).rounded()))
        XCTAssertEqual(Int(v[14, 9].r), Int((0.25 * 0.25 * 255).rounded()))
    }

    func testCoverageOnTransparentCanvasBecomesAlpha() {
        var canvas = Canvas(width: 20, height: 10, background: .clear)
        canvas.draw(
            RGBAImage(width: 4, height: 4, fill: RGBA(r: 255, g: 0, b: 0)),
            in: PixelRect(x: 2.5, y: 2, width: 4, height: 4))
        let image = canvas.makeImage()
        XCTAssertEqual(image[2, 3], RGBA(r: 255, g: 0, b: 0, a: 128))
        XCTAssertEqual(image[3, 3], RGBA(r: 255, g: 0, b: 0))
        XCTAssertEqual(image[1, 3], .clear)
    }

    func testClipRectIsRespectedWithFractionalCoverage() {
        var canvas = Canvas(width: 30, height: 20, background: .black)
        canvas.draw(
            white8x6, in: PixelRect(x: 5, y: 5, width: 16, height: 12),
            clippedTo: PixelRect(x: 8.5, y: 6, width: 5, height: 20))
        let image = canvas.makeImage()
        XCTAssertEqual(row(image, 10)[6...15], [0, 0, 128, 255, 255, 255, 255, 128, 0, 0])
        XCTAssertEqual(image[10, 5], .black)  // above the clip
        XCTAssertEqual(image[10, 6], .white)
        XCTAssertEqual(image[10, 16], .white)
        XCTAssertEqual(image[10, 17], .black)  // below the destination
        // A clip that misses the destination draws nothing.
        var missed = Canvas(width: 30, height: 20, background: .black)
        missed.draw(
            white8x6, in: PixelRect(x: 5, y: 5, width: 8, height: 6),
            clippedTo: PixelRect(x: 13, y: 0, width: 5, height: 20))
        XCTAssertEqual(missed.makeImage(), RGBAImage(width: 30, height: 20, fill: .black))
    }

    func testAlphaOfTheImageIsKeptAndCompositedSourceOver() {
        var canvas = Canvas(width: 10, height: 10, background: .white)
        canvas.draw(
            RGBAImage(width: 5, height: 5, fill: RGBA(r: 0, g: 0, b: 255, a: 128)),
            in: PixelRect(x: 0, y: 0, width: 10, height: 10))
        // 128/255 blue over white.
        let expected = UInt8((255 * (1 - 128.0 / 255)).rounded())
        XCTAssertEqual(canvas.makeImage()[4, 4], RGBA(r: expected, g: expected, b: 255))
        var opacity = Canvas(width: 10, height: 10, background: .black)
        opacity.draw(white8x6, in: PixelRect(x: 0, y: 0, width: 10, height: 10), opacity: 0.5)
        XCTAssertEqual(Int(opacity.makeImage()[5, 5].r), 128, accuracy: 1)
    }

    func testDrawOrderIsZOrder() {
        var canvas = Canvas(width: 10, height: 10, background: .white)
        canvas.draw(
            RGBAImage(width: 2, height: 2, fill: RGBA(r: 255, g: 0, b: 0)),
            in: PixelRect(x: 0, y: 0, width: 6, height: 6))
        canvas.draw(
            RGBAImage(width: 2, height: 2, fill: RGBA(r: 0, g: 255, b: 0)),
            in: PixelRect(x: 3, y: 3, width: 6, height: 6))
        let image = canvas.makeImage()
        XCTAssertEqual(image[1, 1], RGBA(r: 255, g: 0, b: 0))
        XCTAssertEqual(image[4, 4], RGBA(r: 0, g: 255, b: 0))
        XCTAssertEqual(image[9, 9], .white)
    }

    func testUnscaledDrawAtIntegerOffsetCopiesPixels() {
        let image = TestImages.blurredNoise(width: 24, height: 18, blurRadius: 1)
        var canvas = Canvas(width: 40, height: 30, background: .black)
        canvas.draw(image, in: PixelRect(x: 7, y: 4, width: 24, height: 18))
        let drawn = canvas.makeImage()
        for y in 0..<18 { for x in 0..<24 { XCTAssertEqual(drawn[x + 7, y + 4], image[x, y]) } }
    }

    func testDrawMatchesResamplerForTheSameMapping() throws {
        // A canvas-sized draw is the same mapping and kernel as a resize. The resizer runs in two passes whose
        // intermediate rows are rounded to 8 bits, the canvas in one: measured 55.4 dB on this zone plate (a
        // wrong mapping or kernel gives under 35).
        let image = TestImages.zonePlate(width: 90, height: 70, maximumFrequency: 0.3)
        var canvas = Canvas(width: 61, height: 47, background: .black)
        canvas.draw(image, in: canvas.bounds)
        let psnr = PeakSignalToNoiseRatio.decibels(
            canvas.makeImage(), try ImageResampler().resize(image, width: 61, height: 47))
        XCTAssertGreaterThan(psnr, 53)
    }

    func testSourceRectCropsForAspectFill() {
        var image = RGBAImage(width: 30, height: 10, fill: RGBA(r: 255, g: 0, b: 0))
        for y in 0..<10 { for x in 10..<20 { image[x, y] = RGBA(r: 0, g: 0, b: 255) } }
        var canvas = Canvas(width: 40, height: 40, background: .white)
        let cell = PixelRect(x: 4.5, y: 4.5, width: 20, height: 20)
        let source = PixelRect.aspectFillSource(
            sourceWidth: 30, sourceHeight: 10, destinationWidth: cell.width, destinationHeight: cell.height)
        canvas.draw(image, in: cell, from: source, clippedTo: cell)
        let drawn = canvas.makeImage()
        // Columns 12...16 sample source x 13...17, whose taps are all blue; the red flanks are cropped off.
        for x in 12...16 { XCTAssertEqual(drawn[x, 15], RGBA(r: 0, g: 0, b: 255), "x \(x)") }
        XCTAssertGreaterThan(drawn[5, 15].b, drawn[5, 15].r)
        XCTAssertGreaterThan(drawn[23, 15].b, drawn[23, 15].r)
        XCTAssertEqual(Int(drawn[4, 15].g), 128, accuracy: 1, "half-covered left edge: half white over the background")
    }

    func testDrawAspectFillEqualsDrawFromTheCentredCrop() {
        let image = TestImages.blurredNoise(width: 60, height: 40, blurRadius: 1)
        let cell = PixelRect(x: 3.4, y: 2.2, width: 30.5, height: 30.5)
        var filled = Canvas(width: 40, height: 40)
        filled.drawAspectFill(image, in: cell)
        var cropped = Canvas(width: 40, height: 40)
        cropped.draw(image, in: cell, from: PixelRect(x: 10, y: 0, width: 40, height: 40))
        XCTAssertEqual(filled.makeImage(), cropped.makeImage())
    }

    func testDrawingIsDeterministic() {
        let image = TestImages.zonePlate(width: 120, height: 90, maximumFrequency: 0.4)
        func render() -> RGBAImage {
            var canvas = Canvas(width: 100, height: 80, background: .white)
            canvas.draw(image, in: PixelRect(x: -3.7, y: 2.31, width: 97.3, height: 71.9))
            canvas.draw(
                image, in: PixelRect(x: 40.2, y: 10.6, width: 50.5, height: 40.1),
                clippedTo: PixelRect(x: 41, y: 11, width: 30.3, height: 30.7))
            canvas.fillCircle(centreX: 20.4, centreY: 60.1, radius: 6.3, with: RGBA(r: 10, g: 20, b: 30, a: 200))
            return canvas.makeImage()
        }
        let first = render()
        XCTAssertEqual(render(), first)
        XCTAssertEqual(CRC32.checksum(render().pixels), CRC32.checksum(first.pixels))
    }
}

final class CanvasDegenerateInputTests: XCTestCase {
    func testDegenerateRectanglesDrawNothingAndDoNotCrash() {
        let image = RGBAImage(width: 4, height: 4, fill: .white)
        var canvas = Canvas(width: 20, height: 20, background: .black)
        let blank = canvas.makeImage()
        let bad: [PixelRect] = [
            PixelRect(x: .nan, y: 0, width: 5, height: 5), PixelRect(x: 0, y: 0, width: .infinity, height: 5),
            PixelRect(x: -.infinity, y: 0, width: 5, height: 5), PixelRect(x: 0, y: 0, width: -3, height: 5),
            PixelRect(x: 25, y: 0, width: 5, height: 5), PixelRect(x: 0, y: 0, width: 0, height: 5),
        ]
        for rect in bad {
            canvas.draw(image, in: rect)
            // A source rectangle past the image is legitimate (the edge extends), so only degenerate ones here.
            if rect.x != 25 { canvas.draw(image, in: PixelRect(x: 2, y: 2, width: 5, height: 5), from: rect) }
            canvas.draw(
                image, in: PixelRect(x: 2, y: 2, width: 5, height: 5),
                clippedTo: PixelRect(x: .nan, y: 0, width: 9, height: 9))
            // Fills take infinite rectangles as "everything that way"; only NaN, empty and off-canvas ones are tested.
            if rect.width.isFinite {
                canvas.fill(rect, with: .white)
                canvas.fillRoundedRect(rect, cornerRadius: 2, with: .white)
            }
        }
        canvas.fillCircle(centreX: .nan, centreY: 3, radius: 2, with: .white)
        canvas.fillCircle(centreX: 3, centreY: 3, radius: .infinity, with: .white)
        canvas.fillCircle(centreX: 3, centreY: 3, radius: .nan, with: .white)
        canvas.draw(image, in: PixelRect(x: 2, y: 2, width: 5, height: 5), opacity: .nan)
        XCTAssert(canvas.makeImage() == blank, "something was drawn")
        // Huge but finite numbers are drawn (clamped to the edge pixel), not trapped on.
        canvas.draw(
            image, in: PixelRect(x: 2, y: 2, width: 5, height: 5),
            from: PixelRect(x: 1e300, y: -1e300, width: 1e-300, height: 1e300))
        canvas.draw(image, in: PixelRect(x: -1e12, y: 2, width: 2e12, height: 1e-9))
        XCTAssertEqual(canvas.makeImage()[4, 4], .white)
    }
}
