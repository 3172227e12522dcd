import FilmstripUIKit
import XCTest

@testable import FilmstripUIKit

/// UIKit's enums keep Apple's raw values, which code written for iOS stores and compares (`Alignment(rawValue: 3)`).
/// The enums declare only the first value of each run and let Swift count up, so each table here is Apple's headers'
/// values written out, one by one.
final class UIKitRawValueTests: XCTestCase {
    /// `NSLayoutAttribute` in NSLayoutConstraint.h, with the names UIKit prints in a constraint's description.
    func testLayoutAttributesHaveUIKitsRawValuesAndPrintedNames() {
        let names = [
            "notAnAttribute", "left", "right", "top", "bottom", "leading", "trailing", "width", "height", "centerX",
            "centerY", "lastBaseline", "firstBaseline", "leftMargin", "rightMargin", "topMargin", "bottomMargin",
            "leadingMargin", "trailingMargin", "centerXWithinMargins", "centerYWithinMargins",
        ]
        for (rawValue, name) in names.enumerated() {
            XCTAssertEqual(NSLayoutConstraint.Attribute(rawValue: rawValue)?.printedName, name, "raw value \(rawValue)")
        }
        XCTAssertNil(NSLayoutConstraint.Attribute(rawValue: names.count))
        XCTAssertEqual(NSLayoutConstraint.Attribute.centerY.rawValue, 10)
    }

    /// `NSLayoutRelation`: -1, 0, 1.
    func testLayoutRelationsHaveUIKitsRawValues() {
        XCTAssertEqual(NSLayoutConstraint.Relation.lessThanOrEqual.rawValue, -1)
        XCTAssertEqual(NSLayoutConstraint.Relation.equal.rawValue, 0)
        XCTAssertEqual(NSLayoutConstraint.Relation.greaterThanOrEqual.rawValue, 1)
    }

    /// `NSTextAlignment` (iOS values: right is 2, not macOS's 1) and `NSLineBreakMode`.
    func testTextEnumsHaveUIKitsRawValues() {
        let alignments: [NSTextAlignment] = [.left, .center, .right, .justified, .natural]
        XCTAssertEqual(alignments.map(\.rawValue), [0, 1, 2, 3, 4])
        let modes: [NSLineBreakMode] = [
            .byWordWrapping, .byCharWrapping, .byClipping, .byTruncatingHead, .byTruncatingTail, .byTruncatingMiddle,
        ]
        XCTAssertEqual(modes.map(\.rawValue), [0, 1, 2, 3, 4, 5])
    }

    /// `UIStackViewAlignment` (top and bottom are leading and trailing) and `UIStackViewDistribution`.
    func testStackViewEnumsHaveUIKitsRawValues() {
        let alignments: [UIStackView.Alignment] = [
            .fill, .leading, .top, .firstBaseline, .center, .trailing, .bottom, .lastBaseline,
        ]
        XCTAssertEqual(alignments.map(\.rawValue), [0, 1, 1, 2, 3, 4, 4, 5])
        let distributions: [UIStackView.Distribution] = [
            .fill, .fillEqually, .fillProportionally, .equalSpacing, .equalCentering,
        ]
        XCTAssertEqual(distributions.map(\.rawValue), [0, 1, 2, 3, 4])
    }

    /// `UIBlurEffectStyle`: 3 is unused (a style tvOS has), the materials run from 6 to 20.
    func testBlurStylesHaveUIKitsRawValues() {
        let styles: [UIBlurEffect.Style] = [
            .extraLight, .light, .dark, .regular, .prominent, .systemUltraThinMaterial, .systemThinMaterial,
            .systemMaterial, .systemThickMaterial, .systemChromeMaterial, .systemUltraThinMaterialLight,
            .systemThinMaterialLight, .systemMaterialLight, .systemThickMaterialLight, .systemChromeMaterialLight,
            .systemUltraThinMaterialDark, .systemThinMaterialDark, .systemMaterialDark, .systemThickMaterialDark,
            .systemChromeMaterialDark,
        ]
        XCTAssertEqual(styles.map(\.rawValue), [0, 1, 2] + Array(4...20))
        XCTAssertNil(UIBlurEffect.Style(rawValue: 3))
    }

    /// The option sets' members are single bits in the order of Apple's headers.
    func testOptionSetMembersAreUIKitsBits() {
        let corners: [CACornerMask] = [
            .layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner,
        ]
        XCTAssertEqual(corners.map(\.rawValue), [1, 2, 4, 8])
        let autoresizing: [UIView.AutoresizingMask] = [
            .flexibleLeftMargin, .flexibleWidth, .flexibleRightMargin, .flexibleTopMargin, .flexibleHeight,
            .flexibleBottomMargin,
        ]
        XCTAssertEqual(autoresizing.map(\.rawValue), [1, 2, 4, 8, 16, 32])
        let positions: [UICollectionView.ScrollPosition] = [
            .top, .centeredVertically, .bottom, .left, .centeredHorizontally, .right,
        ]
        XCTAssertEqual(positions.map(\.rawValue), [1, 2, 4, 8, 16, 32])
    }
}
