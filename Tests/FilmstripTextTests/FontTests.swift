import FilmstripImage
import FilmstripText
import XCTest

final class FontTests: XCTestCase {
    func testMetricsScaleLinearlyWithSizeBecauseTheyAreUnhinted() throws {
        let font = try FreeTypeFont()
        let small = font.metrics(of: "collection view", size: 15)
        let large = font.metrics(of: "collection view", size: 45)
        XCTAssertEqual(large.width, small.width * 3, accuracy: 1e-6)
        XCTAssertEqual(large.ascender, small.ascender * 3, accuracy: 1e-9)
        XCTAssertGreaterThan(small.width, 100)  // 15 characters at 15 px
        XCTAssertLessThan(small.width, 130)
        XCTAssertLessThan(small.descender, 0)
    }

    func testKerningNarrowsAV() throws {
        let font = try FreeTypeFont()
        let pair = font.metrics(of: "AV", size: 100).width
        let apart = font.metrics(of: "A", size: 100).width + font.metrics(of: "V", size: 100).width
        XCTAssertLessThan(pair, apart)
    }

    func testRenderedTextIsAntiAliasedAndCoversTheGlyphs() throws {
        let font = try FreeTypeFont()
        let image = font.render("Hi", size: 40, color: RGBA(r: 10, g: 20, b: 30))
        let alphas = stride(from: 3, to: image.pixels.count, by: 4).map { image.pixels[$0] }
        XCTAssertTrue(alphas.contains(255), "solid stems")
        XCTAssertTrue(alphas.contains { $0 > 0 && $0 < 255 }, "anti-aliased edges")
        XCTAssertEqual(image[0, 0].a, 0, "no ink in the corner")
        // Every inked pixel has the requested colour (straight alpha).
        for i in stride(from: 0, to: image.pixels.count, by: 4) where image.pixels[i + 3] > 0 {
            XCTAssertEqual(Array(image.pixels[i..<i + 3]), [10, 20, 30])
        }
        XCTAssertEqual(font.render("Hi", size: 40, color: RGBA(r: 10, g: 20, b: 30)), image, "deterministic")
    }

    func testSubPixelPenOffsetMovesInk() throws {
        let font = try FreeTypeFont()
        let a = font.render("l", size: 30, color: .black, x: 0)
        let b = font.render("l", size: 30, color: .black, x: 0.5)
        XCTAssertNotEqual(a.pixels, b.pixels)
    }

    func testMissingFontFileIsAClearError() {
        XCTAssertThrowsError(try FreeTypeFont(path: "/nonexistent/font.ttf")) { error in
            XCTAssertTrue("\(error)".hasPrefix("/nonexistent/font.ttf: cannot load font"), "\(error)")
        }
    }
}
