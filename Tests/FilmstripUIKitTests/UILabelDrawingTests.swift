import FilmstripUIKit
import XCTest

@testable import Filmstrip

/// Where a drawn label's ink is, in Inter itself (a font named "Inter-Regular"; the system font is scaled to SF Pro,
/// below). At 28.16 points Inter's "H" advances 20.84 points and inks 2.48 ... 18.36 points from its pen, from the
/// baseline up to the cap height 20.48 (fontTools); the line is 34.08 high with its baseline 27.28 below its top,
/// and a label centres the line in its bounds.
final class UILabelDrawingTests: XCTestCase {
    let inter = UIFont(name: "Inter-Regular", size: 28.16)!

    func label(_ text: String, alignment: NSTextAlignment = .natural) -> UILabel {
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 100, height: 40))
        label.font = inter
        label.text = text
        label.textAlignment = alignment
        return label
    }

    /// The smallest box of pixels that differ from `background`: (minX, minY, maxX, maxY), inclusive.
    func inkBox(_ image: RGBAImage, background: RGBA = .white) -> (Int, Int, Int, Int)? {
        var box: (Int, Int, Int, Int)?
        for y in 0..<image.height {
            for x in 0..<image.width where image[x, y] != background {
                box = box.map { (min($0.0, x), min($0.1, y), max($0.2, x), max($0.3, y)) } ?? (x, y, x, y)
            }
        }
        return box
    }

    func testTheInkSitsWhereTheFontPutsItForEachAlignment() throws {
        // The line's top is (40 - 34.08) / 2 = 2.96, its baseline 30.24: drawn on row 30, the cap 20.48 above.
        let left = try XCTUnwrap(inkBox(try ViewTreeRenderer.image(of: label("H"), scale: 1, background: .white)))
        XCTAssertEqual(left.0, 2)
        XCTAssertEqual(left.2, 18)
        XCTAssertEqual(left.1, 9)
        XCTAssertEqual(left.3, 29)
        // Centred: the pen starts at (100 - 20.84) / 2 = 39.58, so ink from 42.06 to 57.94.
        let centre = try XCTUnwrap(
            inkBox(try ViewTreeRenderer.image(of: label("H", alignment: .center), scale: 1, background: .white)))
        XCTAssertEqual(centre.0, 42)
        XCTAssertEqual(centre.2, 57)
        // Right: the pen starts at 79.16, so ink from 81.64 to 97.52.
        let right = try XCTUnwrap(
            inkBox(try ViewTreeRenderer.image(of: label("H", alignment: .right), scale: 1, background: .white)))
        XCTAssertEqual(right.0, 81)
        XCTAssertEqual(right.2, 97)
        // Justified is drawn as left.
        let justified = try XCTUnwrap(
            inkBox(try ViewTreeRenderer.image(of: label("H", alignment: .justified), scale: 1, background: .white)))
        XCTAssertEqual(justified.0, 2)
        XCTAssertNil(inkBox(try ViewTreeRenderer.image(of: label(""), scale: 1, background: .white)))
    }

    func testTextIsDrawnInItsColourResolvedForTheAppearance() throws {
        let red = label("H")
        red.textColor = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
        let image = try ViewTreeRenderer.image(of: red, scale: 4, background: .white)
        // The left stem's middle (x 2.48 ... 4.3 points, the cap's middle 20 points up) is fully covered.
        XCTAssertEqual(image[14, 80], RGBA(r: 255, g: 0, b: 0, a: 255))
        XCTAssertEqual(image[14, 20], .white)
        // `.label` is black in the light appearance and white in the dark.
        let grey = RGBA(r: 128, g: 128, b: 128, a: 255)
        let dark = label("H")
        XCTAssertEqual(
            try ViewTreeRenderer.image(of: dark, scale: 4, background: grey)[14, 80], RGBA(r: 0, g: 0, b: 0, a: 255))
        dark.overrideUserInterfaceStyle = .dark
        XCTAssertEqual(try ViewTreeRenderer.image(of: dark, scale: 4, background: grey)[14, 80], .white)
    }

    func testAttributedRunsAreDrawnInTheirOwnColors() throws {
        // Named in full: this file sees Foundation's type too (through XCTest); a file importing only the UIKit
        // layer gets Filmstrip's by its plain name.
        let text = FilmstripUIKit.NSMutableAttributedString(
            string: "HH",
            attributes: [
                .font: inter, .foregroundColor: UIColor(red: 1, green: 0, blue: 0, alpha: 1),
            ])
        text.addAttribute(
            .foregroundColor, value: UIColor(red: 0, green: 0, blue: 1, alpha: 1),
            range: NSRange(location: 1, length: 1))
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 100, height: 40))
        label.attributedText = text
        let image = try ViewTreeRenderer.image(of: label, scale: 4, background: .white)
        // Each H's left stem: the first's at 2.48 points, the second's 20.84 further.
        XCTAssertEqual(image[14, 80], RGBA(r: 255, g: 0, b: 0, a: 255))
        XCTAssertEqual(image[14 + 83, 80], RGBA(r: 0, g: 0, b: 255, a: 255))
        // Kerning moves the second H right by the kern.
        text.addAttribute(.kern, value: 10, range: NSRange(location: 0, length: 1))
        label.attributedText = text
        let kerned = try ViewTreeRenderer.image(of: label, scale: 4, background: .white)
        XCTAssertEqual(kerned[14 + 83, 80], .white)
        XCTAssertEqual(kerned[14 + 123, 80], RGBA(r: 0, g: 0, b: 255, a: 255))
    }

    func testTextIsCutAtTheBounds() throws {
        let clipped = label("HHHHHHHHHH")
        clipped.lineBreakMode = .byClipping
        let image = try ViewTreeRenderer.image(of: clipped, scale: 1, background: .white)
        let box = try XCTUnwrap(inkBox(image))
        XCTAssertEqual(box.2, 99)
        let holder = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 40))
        holder.addSubview(clipped)
        let wide = try ViewTreeRenderer.image(of: holder, scale: 1, background: .white)
        XCTAssertEqual(try XCTUnwrap(inkBox(wide)).2, 99)
    }

    func testAbsurdSizesAndKerningDrawNothingRatherThanAllocate() throws {
        let huge = label("H")
        huge.font = UIFont.systemFont(ofSize: 1_000_000)
        XCTAssertNil(inkBox(try ViewTreeRenderer.image(of: huge, scale: 1, background: .white)))
        let kerned = UILabel(frame: CGRect(x: 0, y: 0, width: 100, height: 40))
        kerned.attributedText = FilmstripUIKit.NSAttributedString(
            string: "HH", attributes: [.font: inter, .kern: CGFloat.infinity])
        // An infinite kern counts as none: both H's are drawn, 20.84 points apart.
        let image = try ViewTreeRenderer.image(of: kerned, scale: 1, background: .white)
        XCTAssertEqual(try XCTUnwrap(inkBox(image)).2, 18 + 21)
    }

    /// The system font sits on SF Pro's baseline and is drawn as narrow as SF Pro measures. At 28 points the line
    /// is SF Pro's 33.4140625 high with its baseline 26.66 below its top: in a 40-point label the top is 3.29 and
    /// the baseline 29.95, row 120 at 4x (Inter's own metrics would put it at 30.18, row 121). The "H" inks 2.47 ...
    /// 18.25 points from its pen in Inter at 28 points, times the display design's scale 0.888: 2.19 ... 16.21
    /// points, columns 8 ... 64 at 4x (Inter unscaled: 9 ... 72).
    func testTheSystemFontSitsOnSFProsBaselineScaledToItsWidth() throws {
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 100, height: 40))
        label.font = UIFont.systemFont(ofSize: 28)
        label.text = "H"
        let box = try XCTUnwrap(inkBox(try ViewTreeRenderer.image(of: label, scale: 4, background: .white)))
        XCTAssertEqual(box.3, 119)
        XCTAssertEqual(box.0, 8)
        XCTAssertEqual(box.2, 64)
    }

    /// swift-snapshot-testing's testPrecision label (a 43.5 x 20.5-point "Hello" in the 17-point system font at 3x)
    /// inks where iOS inked it: in its iOS-recorded reference (testPrecision.ios.png, 1.19.7, MIT; measured by
    /// `Scripts/calibrate-text-width.py`) the pixels at least half covered span columns 5 ... 114 and rows 12 ... 49,
    /// and so do Filmstrip's (1 pixel of slack for FreeType's anti-aliasing). The glyphs are Inter's, so the pixels
    /// inside differ: 15% of the label's pixels, 6% by more than half.
    func testAHelloLabelInksWhereIOSInkedIt() throws {
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 43.5, height: 20.5))
        label.text = "Hello"
        let image = try ViewTreeRenderer.image(of: label, scale: 3, background: .white)
        var box: (Int, Int, Int, Int)?
        for y in 0..<image.height {
            for x in 0..<image.width where image[x, y].r < 128 {
                box = box.map { (min($0.0, x), min($0.1, y), max($0.2, x), max($0.3, y)) } ?? (x, y, x, y)
            }
        }
        let ink = try XCTUnwrap(box)
        XCTAssertEqual(ink.0, 5, accuracy: 1)
        XCTAssertEqual(ink.1, 12, accuracy: 1)
        XCTAssertEqual(ink.2, 114, accuracy: 1)
        XCTAssertEqual(ink.3, 49, accuracy: 1)
    }
}
