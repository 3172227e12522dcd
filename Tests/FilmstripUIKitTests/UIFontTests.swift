import FilmstripUIKit
import XCTest

@testable import FilmstripUIKit

/// The system font's metrics are Inter's own (read here from its tables with fontTools: 2816 units per em, hhea
/// ascender 2728, descender -680, line gap 0; OS/2 cap height 2048, x-height 1536) scaled to the point size, and
/// the text styles have iOS's sizes and weights at the Large content size.
final class UIFontTests: XCTestCase {
    func testMetricsAreIntersScaledToThePointSize() {
        let font = UIFont.systemFont(ofSize: 17)
        XCTAssertEqual(font.pointSize, 17)
        XCTAssertEqual(font.ascender, 2728 * 17 / 2816, accuracy: 1e-9)
        XCTAssertEqual(font.descender, -680 * 17 / 2816, accuracy: 1e-9)
        XCTAssertEqual(font.leading, 0)
        XCTAssertEqual(font.lineHeight, 3408 * 17 / 2816, accuracy: 1e-9)
        XCTAssertEqual(font.capHeight, 2048 * 17 / 2816, accuracy: 1e-9)
        XCTAssertEqual(font.xHeight, 1536 * 17 / 2816, accuracy: 1e-9)
        XCTAssertEqual(font.fontName, "Inter-Regular")
        let bigger = font.withSize(34)
        XCTAssertEqual(bigger.lineHeight, 2 * font.lineHeight, accuracy: 1e-9)
        XCTAssertEqual(bigger.fontName, "Inter-Regular")
    }

    func testWeightsMapToInterFilesByApplesRawValues() {
        XCTAssertEqual(UIFont.Weight.semibold.rawValue, 0.3)
        XCTAssertEqual(UIFont.Weight.heavy.rawValue, 0.56)
        XCTAssertEqual(UIFont.systemFont(ofSize: 12, weight: .semibold).fontName, "Inter-SemiBold")
        XCTAssertEqual(UIFont.systemFont(ofSize: 12, weight: .ultraLight).fontName, "Inter-ExtraLight")
        XCTAssertEqual(UIFont.systemFont(ofSize: 12, weight: .heavy).fontName, "Inter-ExtraBold")
        XCTAssertEqual(UIFont.systemFont(ofSize: 12, weight: UIFont.Weight(0.25)).fontName, "Inter-Medium")
        XCTAssertEqual(UIFont.boldSystemFont(ofSize: 12).fontName, "Inter-Bold")
        XCTAssertEqual(UIFont.italicSystemFont(ofSize: 12).fontName, "Inter-Italic")
        XCTAssertEqual(UIFont(name: "Inter-BoldItalic", size: 9)?.pointSize, 9)
        XCTAssertNil(UIFont(name: "Helvetica", size: 9))
    }

    func testTextStylesHaveIOSLargeSizes() {
        let expected: [(UIFont.TextStyle, CGFloat, String)] = [
            (.largeTitle, 34, "Inter-Regular"), (.title1, 28, "Inter-Regular"), (.title2, 22, "Inter-Regular"),
            (.title3, 20, "Inter-Regular"), (.headline, 17, "Inter-SemiBold"), (.body, 17, "Inter-Regular"),
            (.callout, 16, "Inter-Regular"), (.subheadline, 15, "Inter-Regular"), (.footnote, 13, "Inter-Regular"),
            (.caption1, 12, "Inter-Regular"), (.caption2, 11, "Inter-Regular"),
        ]
        for (style, size, name) in expected {
            let font = UIFont.preferredFont(forTextStyle: style)
            XCTAssertEqual(font.pointSize, size, style.rawValue)
            XCTAssertEqual(font.fontName, name, style.rawValue)
        }
    }

    func testAMissingFontFileFallsBackInsteadOfCrashing() {
        // No such Inter file: a warning names it on standard error and DejaVu Sans (2048 units per em, ascender
        // 1901) stands in.
        let missing = UIFont(face: InterFace(weightName: "Missing", isItalic: false), pointSize: 20)
        XCTAssertEqual(missing.fontName, "Inter-Missing")
        XCTAssertEqual(missing.ascender, 1901 * 20 / 2048, accuracy: 1e-9)
    }
}
