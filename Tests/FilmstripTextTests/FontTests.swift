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
    func testShapingMeasuresAsMetricsAndTheWholeRenderIsItsImage() throws {
        let font = try FreeTypeFont()
        for text in ["AVATAR Wave", "Ünïcödé ToV", "\u{1F468}\u{200D}\u{1F469}x", ""] {
            let run = font.shape(text, size: 37.5, x: 0.3)
            XCTAssertEqual(run.metrics, font.metrics(of: text, size: 37.5), text)
            XCTAssertEqual(font.metrics(of: run, size: 15), font.metrics(of: text, size: 15), "the run at another size")
            let image = font.render(text, size: 37.5, color: .black, x: 0.3)
            XCTAssertEqual(image.width, run.imageWidth)
            XCTAssertEqual(image.height, run.imageHeight)
        }
    }

    /// A window of columns is exactly those columns of the whole line, at every sub-pixel start, so a label can be
    /// drawn a frame's width at a time.
    func testAWindowOfARunIsThoseColumnsOfTheWholeLine() throws {
        let font = try FreeTypeFont()
        for x in [0, 0.25, 0.5, 0.99, 0.999] {
            let run = font.shape("Tags: AVA, Wolf & Jiggly quilts", size: 30, x: x)
            let whole = font.render(run, color: RGBA(r: 10, g: 20, b: 30), columns: 0..<run.imageWidth)
            for window in [0..<7, 5..<80, 123..<run.imageWidth, 200..<201, -20..<10, 400..<100_000] {
                let part = font.render(run, color: RGBA(r: 10, g: 20, b: 30), columns: window)
                let columns = window.clamped(to: 0..<run.imageWidth)
                XCTAssertEqual(part.width, columns.count)
                for y in 0..<part.height {
                    for column in 0..<part.width {
                        XCTAssertEqual(
                            part[column, y], whole[columns.lowerBound + column, y], "x \(x) \(window) \(column),\(y)")
                    }
                }
            }
        }
    }

    /// A line thousands of glyphs long drawn a small window at a time rasterizes only the glyphs in the window:
    /// shaping makes no pixels at all.
    func testAWindowRasterizesOnlyTheGlyphsThatReachIt() throws {
        let font = try FreeTypeFont()
        let text = String((0..<5000).map { Character(Unicode.Scalar(0x41 + $0 % 58)!) })
        let run = font.shape(text, size: 40)
        XCTAssertEqual(font.cachedGlyphCount, 0, "shaping and measuring draw nothing")
        XCTAssertGreaterThan(run.imageWidth, 100_000)
        let window = font.render(run, color: .black, columns: 50_000..<50_400)
        XCTAssertEqual(window.width, 400)
        XCTAssertTrue(window.pixels.contains { $0 > 0 }, "the window has ink")
        XCTAssertLessThan(font.cachedGlyphCount, 40, "only the glyphs near the window")
    }
}
