import FilmstripUIKit
import XCTest

@testable import FilmstripUIKit

/// The system font has SF Pro's vertical metrics (hhea 2048 units per em, ascender 1950, descender -494, line gap 0;
/// OS/2 cap height 1443, x-height 1078), so its line heights are iOS's; a font named "Inter-..." has Inter's own
/// (read here from its tables with fontTools: 2816 units per em, hhea ascender 2728, descender -680, line gap 0;
/// OS/2 cap height 2048, x-height 1536). The text styles have iOS's sizes and weights at the Large content size.
final class UIFontTests: XCTestCase {
    func testSystemFontMetricsAreSFPros() {
        let font = UIFont.systemFont(ofSize: 17)
        XCTAssertEqual(font.pointSize, 17)
        // What iOS reports for `UIFont.systemFont(ofSize: 17)`.
        XCTAssertEqual(font.ascender, 16.1865234375)
        XCTAssertEqual(font.descender, -4.1005859375)
        XCTAssertEqual(font.leading, 0)
        XCTAssertEqual(font.lineHeight, 20.287109375)
        XCTAssertEqual(font.capHeight, 11.97802734375)
        XCTAssertEqual(font.xHeight, 8.9482421875)
        XCTAssertEqual(font.fontName, "Inter-Regular")
        // 15 points: 17.900390625, as iOS logs it (17.900391).
        let lineHeights: [(CGFloat, CGFloat)] = [
            (11, 13.126953125), (13, 15.513671875), (15, 17.900390625), (17, 20.287109375), (28, 33.4140625),
            (34, 40.57421875),
        ]
        for (size, lineHeight) in lineHeights {
            XCTAssertEqual(UIFont.systemFont(ofSize: size).lineHeight, lineHeight, "\(size)")
            XCTAssertEqual(UIFont.systemFont(ofSize: size, weight: .bold).lineHeight, lineHeight, "\(size)")
        }
        XCTAssertEqual(UIFont.preferredFont(forTextStyle: .title1).lineHeight, 33.4140625)
        let bigger = font.withSize(34)
        XCTAssertEqual(bigger.lineHeight, 40.57421875)
        XCTAssertEqual(bigger.fontName, "Inter-Regular")
    }

    func testANamedInterFontHasIntersOwnMetrics() throws {
        let font = try XCTUnwrap(UIFont(name: "Inter-Regular", size: 17))
        XCTAssertEqual(font.ascender, 2728 * 17 / 2816, accuracy: 1e-9)
        XCTAssertEqual(font.descender, -680 * 17 / 2816, accuracy: 1e-9)
        XCTAssertEqual(font.leading, 0)
        XCTAssertEqual(font.lineHeight, 3408 * 17 / 2816, accuracy: 1e-9)
        XCTAssertEqual(font.capHeight, 2048 * 17 / 2816, accuracy: 1e-9)
        XCTAssertEqual(font.xHeight, 1536 * 17 / 2816, accuracy: 1e-9)
        XCTAssertEqual(font.withSize(34).lineHeight, 2 * font.lineHeight, accuracy: 1e-9)
        XCTAssertNotEqual(font, UIFont.systemFont(ofSize: 17))
        XCTAssertEqual(font.horizontalScale, 1)
        XCTAssertEqual(font.tracking, 0)
    }

    func testSystemFontTracksAndScalesAsCalibrated() {
        // Apple's tracking table: -26/1000 em at 17 points, 0 at 12, +14/1000 at 28; none from 80 points.
        XCTAssertEqual(UIFont.systemFont(ofSize: 17).tracking, -0.442, accuracy: 1e-12)
        XCTAssertEqual(UIFont.systemFont(ofSize: 12).tracking, 0)
        XCTAssertEqual(UIFont.systemFont(ofSize: 28).tracking, 0.392, accuracy: 1e-12)
        XCTAssertEqual(UIFont.systemFont(ofSize: 17.5).tracking, -0.455, accuracy: 1e-12)
        XCTAssertEqual(UIFont.systemFont(ofSize: 100).tracking, 0)
        // The text design's scale up to 17 points, the display design's from 28, halfway at 22.5.
        XCTAssertEqual(UIFont.systemFont(ofSize: 17).horizontalScale, SFProMetrics.regularText)
        XCTAssertEqual(UIFont.systemFont(ofSize: 28).horizontalScale, SFProMetrics.regularDisplay)
        XCTAssertEqual(
            UIFont.systemFont(ofSize: 22.5).horizontalScale,
            (SFProMetrics.regularText + SFProMetrics.regularDisplay) / 2, accuracy: 1e-12)
        XCTAssertEqual(UIFont.systemFont(ofSize: 17, weight: .semibold).horizontalScale, SFProMetrics.semiboldText)
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
        let missing = UIFont(
            face: InterFace(weightName: "Missing", isItalic: false), pointSize: 20, isSystemFont: false)
        XCTAssertEqual(missing.fontName, "Inter-Missing")
        XCTAssertEqual(missing.ascender, 1901 * 20 / 2048, accuracy: 1e-9)
    }
}
