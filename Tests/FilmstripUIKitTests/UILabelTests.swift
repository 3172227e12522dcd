import FilmstripUIKit
import XCTest

@testable import Filmstrip
@testable import FilmstripUIKit

/// Line breaking, truncation and sizing of labels, in Inter itself (a font named "Inter-Regular", which is not
/// scaled to SF Pro as the system font is). At 28.16 points Inter's advances are its font units / 100 (it has 2816
/// units per em and no kern table; values read with fontTools): "H" 20.84, "a" 15.88, "b" 17.48, space 7.92, "…"
/// 23.12; the line height is 34.08 (ascender 27.28, descender -6.8).
final class UILabelTests: XCTestCase {
    let font = UIFont(name: "Inter-Regular", size: 28.16)!

    /// Sizes round to the screen's pixels: 2x here, whatever scene an earlier test rendered.
    override func setUp() {
        super.setUp()
        UIScreen.main.scale = 2
    }

    func label(_ text: String, lines: Int = 1, mode: NSLineBreakMode = .byTruncatingTail) -> UILabel {
        let label = UILabel(frame: .zero)
        label.font = font
        label.text = text
        label.numberOfLines = lines
        label.lineBreakMode = mode
        return label
    }

    /// The lines of `label` laid out in `width` points, as strings ("…" for an ellipsis).
    func lines(_ label: UILabel, width: CGFloat, height: CGFloat = .infinity) -> [String] {
        label.frame = CGRect(x: 0, y: 0, width: width, height: height.isFinite ? height : 10_000)
        guard let content = label.content, let layout = label.boundsLayout else { return [] }
        return layout.lines.map { line in
            line.items.map { item -> String in
                switch item {
                case .characters(let range): String(String.UnicodeScalarView(content.scalars[range]))
                case .ellipsis: "…"
                }
            }.joined()
        }
    }

    func testWordWrappingBreaksBetweenWordsAndInsideWordsLongerThanALine() throws {
        XCTAssertEqual(lines(label("HH HH HH", lines: 0, mode: .byWordWrapping), width: 100), ["HH HH", "HH"])
        XCTAssertEqual(lines(label("HH HH HH", lines: 0, mode: .byWordWrapping), width: 50), ["HH", "HH", "HH"])
        XCTAssertEqual(lines(label("HHHHH", lines: 0, mode: .byWordWrapping), width: 50), ["HH", "HH", "H"])
        XCTAssertEqual(lines(label("HH HHH", lines: 0, mode: .byWordWrapping), width: 90), ["HH", "HHH"])
        XCTAssertEqual(lines(label("HH HHH", lines: 0, mode: .byCharWrapping), width: 90), ["HH H", "HH"])
        XCTAssertEqual(lines(label("HH\nH", lines: 0, mode: .byWordWrapping), width: 500), ["HH", "H"])
    }

    func testEachTruncationModeShortensTheLastLine() throws {
        let text = "aHHHHHHHHb"
        // Room for text beside the ellipsis: 100 - 23.12 = 76.88.
        XCTAssertEqual(lines(label(text, mode: .byTruncatingTail), width: 100), ["aHH…"])
        XCTAssertEqual(lines(label(text, mode: .byTruncatingHead), width: 100), ["…HHb"])
        // Half the room (38.44) for the start, the rest (76.88 - 36.72) for the end.
        XCTAssertEqual(lines(label(text, mode: .byTruncatingMiddle), width: 100), ["aH…Hb"])
        // Clipping keeps the character that crosses the edge, to be cut when drawn.
        XCTAssertEqual(lines(label(text, mode: .byClipping), width: 100), ["aHHHHH"])
        // A single line wrapped by word keeps what fits (15.88 + 4 x 20.84 = 99.24), without an ellipsis.
        XCTAssertEqual(lines(label(text, mode: .byWordWrapping), width: 100), ["aHHHH"])
        // Text that fits is not shortened.
        XCTAssertEqual(lines(label("aHb", mode: .byTruncatingTail), width: 100), ["aHb"])
    }

    func testNumberOfLinesLimitsTheLinesAndTruncatesTheLast() throws {
        XCTAssertEqual(lines(label("HH HH HH HH", lines: 2), width: 50), ["HH", "H…"])
        XCTAssertEqual(lines(label("HH HH HH HH", lines: 2, mode: .byWordWrapping), width: 50), ["HH", "HH"])
        XCTAssertEqual(lines(label("HH HH HH HH", lines: 0), width: 50), ["HH", "HH", "HH", "HH"])
        // Only the lines that fit the bounds' height are laid out: 34.08 fits once in 60 points.
        XCTAssertEqual(lines(label("HH HH HH HH", lines: 0), width: 50, height: 60), ["H…"])
    }

    func testAMegabyteInASmallLabelMeasuresOnlyWhatItShows() throws {
        let huge = label(String(repeating: "HH ", count: 350_000), lines: 0)
        let started = Date()
        XCTAssertEqual(lines(huge, width: 50, height: 40), ["H…"])
        huge.frame.size = CGSize(width: 100, height: 100)
        XCTAssertEqual(try ViewTreeRenderer.image(of: huge, scale: 2).width, 200)
        XCTAssertLessThan(Date().timeIntervalSince(started), 20)
    }

    func testIntrinsicSizeAndSizeThatFitsRoundUpToPixels() throws {
        let label = label("HH HH", lines: 0)
        // 91.28 x 34.08 points, rounded up to half points at 2x.
        XCTAssertEqual(label.intrinsicContentSize, CGSize(width: 91.5, height: 34.5))
        // Three lines of 41.68 in 50 points: 102.24 high.
        let three = self.label("HH HH HH", lines: 0)
        XCTAssertEqual(three.sizeThatFits(CGSize(width: 50, height: 0)), CGSize(width: 42, height: 102.5))
        // A single-line label reports its whole width, whatever it is offered.
        XCTAssertEqual(self.label("HH HH HH").sizeThatFits(CGSize(width: 50, height: 0)).width, 141)
        three.preferredMaxLayoutWidth = 50
        XCTAssertEqual(three.intrinsicContentSize, CGSize(width: 42, height: 102.5))
        XCTAssertEqual(UILabel(frame: .zero).intrinsicContentSize, .zero)
        let spaced = NSMutableParagraphStyle()
        spaced.lineSpacing = 10
        three.attributedText = NSAttributedString(
            string: "HH HH HH", attributes: [.font: font, .paragraphStyle: spaced])
        XCTAssertEqual(three.intrinsicContentSize, CGSize(width: 42, height: 122.5))
    }

    func testACellSelfSizesByItsMultiLineLabel() throws {
        let cell = UIView(frame: CGRect(x: 0, y: 0, width: 70, height: 10))
        let label = label("HH HH HH", lines: 0)
        label.translatesAutoresizingMaskIntoConstraints = false
        cell.addSubview(label)
        NSLayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: cell.leadingAnchor, constant: 10),
            label.trailingAnchor.constraint(equalTo: cell.trailingAnchor, constant: -10),
            label.topAnchor.constraint(equalTo: cell.topAnchor, constant: 10),
            label.bottomAnchor.constraint(equalTo: cell.bottomAnchor, constant: -10),
        ])
        let size = cell.systemLayoutSizeFitting(
            CGSize(width: 70, height: 0), withHorizontalFittingPriority: .required,
            verticalFittingPriority: .fittingSizeLevel)
        // 50 points for the label: three lines, 102.5 high, plus the insets.
        XCTAssertEqual(size.width, 70, accuracy: 1e-6)
        XCTAssertEqual(size.height, 122.5, accuracy: 1e-6)
        let wide = cell.systemLayoutSizeFitting(
            CGSize(width: 200, height: 0), withHorizontalFittingPriority: .required,
            verticalFittingPriority: .fittingSizeLevel)
        XCTAssertEqual(wide.height, 34.5 + 20, accuracy: 1e-6)
    }

    /// Labels in the system font come out at the sizes iOS gave the same labels in SF Pro, within 1%: the figures
    /// are the labels' frames in swift-snapshot-testing 1.19.7's iOS-recorded references (its test suite, MIT;
    /// `Scripts/calibrate-text-width.py` reads them): testTraits.ipad-pro-12-9.txt at 3x ("point" in body, 39 x
    /// 20.333; "What's" in headline, 55.667 x 20.333) and testTraitsWithView.label-large.png (title1 "What's the
    /// point?", 632 x 101 pixels at 3x: 210.667 x 33.667).
    func testSystemFontLabelsMeasureAsIOSMeasuredSFPro() throws {
        UIScreen.main.scale = 3
        let expected: [(String, UIFont.TextStyle, CGSize)] = [
            ("point", .body, CGSize(width: 39, height: 61.0 / 3)),
            ("What's", .headline, CGSize(width: 167.0 / 3, height: 61.0 / 3)),
            ("What's the point?", .title1, CGSize(width: 632.0 / 3, height: 101.0 / 3)),
        ]
        for (text, style, ios) in expected {
            let label = UILabel(frame: .zero)
            label.font = .preferredFont(forTextStyle: style)
            label.text = text
            let size = label.intrinsicContentSize
            XCTAssertEqual(size.width, ios.width, accuracy: ios.width / 100, text)
            // The height is SF Pro's line height rounded up to the 3x grid: exact.
            XCTAssertEqual(size.height, ios.height, accuracy: 1e-9, text)
        }
    }
}
