import FilmstripImage
import FilmstripRaster
import XCTest

final class ImageResamplerTests: XCTestCase {
    func testConstantColourStaysExactlyThatColourAtAnySize() throws {
        let color = RGBA(r: 200, g: 17, b: 99, a: 255)
        let translucent = RGBA(r: 12, g: 240, b: 128, a: 77)
        for fill in [color, translucent] {
            let image = RGBAImage(width: 37, height: 23, fill: fill)
            for filter in ResamplingFilter.allCases {
                let resampler = ImageResampler(filter: filter)
                for (width, height) in [(37, 23), (10, 7), (80, 51), (29, 23), (1, 1)] {
                    let resized = try resampler.resize(image, width: width, height: height)
                    XCTAssertEqual(
                        resized, RGBAImage(width: width, height: height, fill: fill), "\(filter) \(width)x\(height)")
                }
            }
        }
    }

    func testResizeToSameSizeIsIdentity() throws {
        let image = TestImages.blurredNoise(width: 41, height: 29, blurRadius: 1)
        XCTAssertEqual(try ImageResampler().resize(image, width: 41, height: 29), image)
        XCTAssertEqual(try ImageResampler(filter: .catmullRom).resize(image, width: 41, height: 29), image)
        var translucent = image
        for i in stride(from: 3, to: translucent.pixels.count, by: 4) { translucent.pixels[i] = UInt8(i % 256) }
        for i in stride(from: 0, to: translucent.pixels.count, by: 4) where translucent.pixels[i + 3] == 0 {
            translucent.pixels[i] = 0
            translucent.pixels[i + 1] = 0
            translucent.pixels[i + 2] = 0
        }
        XCTAssertEqual(try ImageResampler().resize(translucent, width: 41, height: 29), translucent)
    }

    func testHalvingACheckerboardGivesMidGrey() throws {
        let resized = try ImageResampler().resize(TestImages.checkerboard(width: 64, height: 48), width: 32, height: 24)
        for y in 0..<24 {
            for x in 0..<32 {
                let pixel = resized[x, y]
                // Within the filter's reach of the border the extended edge pixel breaks the black/white balance a
                // little (by up to 6 levels); everywhere else the halves cancel to 127.5.
                let border = x < 2 || y < 2 || x >= 30 || y >= 22
                XCTAssert(
                    abs(Int(pixel.r) - 128) <= (border ? 6 : 1) && pixel.r == pixel.g && pixel.g == pixel.b
                        && pixel.a == 255,
                    "(\(x), \(y)) = \(pixel)")
            }
        }
    }

    func testTransparentNeighboursCauseNoDarkFringe() throws {
        // Left half: half-transparent red; right half: transparent black.
        var image = RGBAImage(width: 16, height: 4, fill: .clear)
        for y in 0..<4 { for x in 0..<8 { image[x, y] = RGBA(r: 255, g: 0, b: 0, a: 128) } }
        for (width, filter) in [
            (16, ResamplingFilter.lanczos3), (7, .lanczos3), (23, .lanczos3), (23, .mitchellNetravali),
        ] {
            let resized = try ImageResampler(filter: filter).resize(image, width: width, height: 4)
            for x in 0..<width where resized[x, 1].a > 0 {
                let pixel = resized[x, 1]
                XCTAssertEqual(pixel.r, 255, "x \(x) of \(width): \(pixel)")
                XCTAssertEqual(pixel.g, 0)
                XCTAssertEqual(pixel.b, 0)
            }
            // Alpha falls off smoothly from 128 to 0 and never overshoots far.
            XCTAssertEqual(Int(resized[0, 1].a), 128, accuracy: 1)
            XCTAssertEqual(resized[width - 1, 1].a, 0)
        }
    }

    func testCropPicksTheSourceRectangle() throws {
        // Quadrants of four colours; resizing exactly the top-right quadrant to its own size returns that quadrant.
        var image = RGBAImage(width: 20, height: 20)
        for y in 0..<20 {
            for x in 0..<20 { image[x, y] = y < 10 ? (x < 10 ? .black : RGBA(r: 255, g: 0, b: 0)) : .white }
        }
        let quadrant = try ImageResampler().resize(
            image, width: 10, height: 10,
            from: PixelRect(x: 10, y: 0, width: 10, height: 10))
        XCTAssertEqual(quadrant[0, 0], RGBA(r: 255, g: 0, b: 0))
        XCTAssertEqual(quadrant[9, 9], RGBA(r: 255, g: 0, b: 0))
        // Shifting by a quarter pixel is an interpolation: still red well inside.
        let shifted = try ImageResampler().resize(
            image, width: 10, height: 5,
            from: PixelRect(x: 10.25, y: 0.5, width: 10, height: 5))
        XCTAssertEqual(shifted[5, 2], RGBA(r: 255, g: 0, b: 0))
    }

    func testAspectFillCropsTheMiddle() throws {
        let source = PixelRect.aspectFillSource(
            sourceWidth: 400, sourceHeight: 300, destinationWidth: 100, destinationHeight: 100)
        XCTAssertEqual(source, PixelRect(x: 50, y: 0, width: 300, height: 300))
        let tall = PixelRect.aspectFillSource(
            sourceWidth: 300, sourceHeight: 400, destinationWidth: 200, destinationHeight: 100)
        XCTAssertEqual(tall, PixelRect(x: 0, y: 125, width: 300, height: 150))
        let image = TestImages.blurredNoise(width: 40, height: 30, blurRadius: 1)
        let filled = try ImageResampler().resizeAspectFill(image, width: 30, height: 30)
        XCTAssertEqual(
            filled,
            try ImageResampler().resize(
                image, width: 30, height: 30, from: PixelRect(x: 5, y: 0, width: 30, height: 30)))
        XCTAssertEqual(filled[0, 0], image[5, 0])
    }

    func testResultsAreIdenticalForAnyThreadCount() throws {
        let image = TestImages.zonePlate(width: 150, height: 110, maximumFrequency: 0.45)
        let single = try ImageResampler(threadCount: 1).resize(image, width: 61, height: 47)
        for threads in [2, 3, 8] {
            XCTAssertEqual(try ImageResampler(threadCount: threads).resize(image, width: 61, height: 47), single)
        }
        XCTAssertEqual(try ImageResampler(threadCount: 2).resize(image, width: 61, height: 47), single)
        let upscaled = try ImageResampler(threadCount: 1).resize(image, width: 173, height: 121)
        XCTAssertEqual(try ImageResampler(threadCount: 5).resize(image, width: 173, height: 121), upscaled)
    }

    func testDownscaleSuppressesAliasing() throws {
        // Stripes 2 pixels wide: well above the Nyquist limit of a 4x smaller image, so they must average out.
        var image = RGBAImage(width: 96, height: 8)
        for y in 0..<8 { for x in 0..<96 { image[x, y] = (x / 2) % 2 == 0 ? .white : .black } }
        let resized = try ImageResampler().resize(image, width: 24, height: 2)
        for x in 2..<22 { XCTAssertEqual(Int(resized[x, 0].r), 128, accuracy: 2, "x \(x)") }
    }

    func testEmptyInputsGiveTransparentImages() throws {
        let image = RGBAImage(width: 4, height: 4, fill: .white)
        XCTAssertEqual(try ImageResampler().resize(image, width: 0, height: 3), RGBAImage(width: 0, height: 3))
        XCTAssertEqual(
            try ImageResampler().resize(RGBAImage(width: 0, height: 0), width: 2, height: 2),
            RGBAImage(width: 2, height: 2)
        )
        XCTAssertEqual(
            try ImageResampler().resize(image, width: 2, height: 2, from: PixelRect(x: 0, y: 0, width: 0, height: 4)),
            RGBAImage(width: 2, height: 2))
    }
}
