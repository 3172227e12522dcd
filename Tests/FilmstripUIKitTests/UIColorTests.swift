import FilmstripUIKit
import XCTest

/// Colours as UIKit defines them: the initialisers' arithmetic, the named colours, and the system colours' light
/// and dark values from Apple's published tables.
final class UIColorTests: XCTestCase {
    func components(_ color: UIColor) -> [CGFloat] {
        var red: CGFloat = -1
        var green: CGFloat = -1
        var blue: CGFloat = -1
        var alpha: CGFloat = -1
        XCTAssertTrue(color.getRed(&red, green: &green, blue: &blue, alpha: &alpha))
        return [red, green, blue, alpha]
    }

    /// The colour's components as 8-bit values (alpha in hundredths), for comparing with the published tables.
    func bytes(_ color: UIColor, _ style: UIUserInterfaceStyle) -> [Int] {
        let parts = components(color.resolvedColor(with: UITraitCollection(userInterfaceStyle: style)))
        return [
            Int((parts[0] * 255).rounded()), Int((parts[1] * 255).rounded()), Int((parts[2] * 255).rounded()),
            Int((parts[3] * 100).rounded()),
        ]
    }

    func testInitialisersGiveUIKitsComponents() {
        XCTAssertEqual(components(UIColor(white: 0.25, alpha: 0.5)), [0.25, 0.25, 0.25, 0.5])
        XCTAssertEqual(components(UIColor(red: 0.1, green: 0.2, blue: 0.3, alpha: 0.4)), [0.1, 0.2, 0.3, 0.4])
        // Hue 0 and 1 are red; a third is green, two thirds blue; saturation 0 is grey at the brightness.
        XCTAssertEqual(components(UIColor(hue: 0, saturation: 1, brightness: 1, alpha: 1)), [1, 0, 0, 1])
        XCTAssertEqual(components(UIColor(hue: 1, saturation: 1, brightness: 1, alpha: 1)), [1, 0, 0, 1])
        XCTAssertEqual(components(UIColor(hue: 0.5, saturation: 1, brightness: 1, alpha: 1)), [0, 1, 1, 1])
        XCTAssertEqual(
            components(UIColor(hue: 0.25, saturation: 0.5, brightness: 0.8, alpha: 1))[0], 0.6, accuracy: 1e-9)
        XCTAssertEqual(components(UIColor(hue: 0.7, saturation: 0, brightness: 0.4, alpha: 1)), [0.4, 0.4, 0.4, 1])
        XCTAssertEqual(components(UIColor.red.withAlphaComponent(0.5)), [1, 0, 0, 0.5])
        XCTAssertEqual(UIColor.red.cgColor, CGColor(red: 1, green: 0, blue: 0, alpha: 1))
        XCTAssertEqual(UIColor(cgColor: CGColor(gray: 0.5, alpha: 1)), UIColor.gray)
    }

    func testNamedColoursAreUIKitsFixedOnes() {
        XCTAssertEqual(components(.gray), [0.5, 0.5, 0.5, 1])
        XCTAssertEqual(components(.darkGray)[0], 1.0 / 3.0)
        XCTAssertEqual(components(.lightGray)[0], 2.0 / 3.0)
        XCTAssertEqual(components(.orange), [1, 0.5, 0, 1])
        XCTAssertEqual(components(.brown), [0.6, 0.4, 0.2, 1])
        XCTAssertEqual(components(.purple), [0.5, 0, 0.5, 1])
        XCTAssertEqual(components(.clear), [0, 0, 0, 0])
        XCTAssertEqual(bytes(.gray, .dark), bytes(.gray, .light))
    }

    func testSystemColoursHaveTheirPublishedLightAndDarkValues() {
        XCTAssertEqual(bytes(.systemBlue, .light), [0, 122, 255, 100])
        XCTAssertEqual(bytes(.systemBlue, .dark), [10, 132, 255, 100])
        XCTAssertEqual(bytes(.systemRed, .light), [255, 59, 48, 100])
        XCTAssertEqual(bytes(.systemRed, .dark), [255, 69, 58, 100])
        XCTAssertEqual(bytes(.systemGray4, .light), [209, 209, 214, 100])
        XCTAssertEqual(bytes(.systemGray4, .dark), [58, 58, 60, 100])
        XCTAssertEqual(bytes(.systemGray6, .dark), [28, 28, 30, 100])
        XCTAssertEqual(bytes(.systemBackground, .light), [255, 255, 255, 100])
        XCTAssertEqual(bytes(.systemBackground, .dark), [0, 0, 0, 100])
        XCTAssertEqual(bytes(.label, .dark), [255, 255, 255, 100])
        XCTAssertEqual(bytes(.secondaryLabel, .light), [60, 60, 67, 60])
        XCTAssertEqual(bytes(.separator, .light), [60, 60, 67, 29])
        XCTAssertEqual(bytes(.separator, .dark), [84, 84, 88, 60])
        // Unspecified resolves as light, as does the screen's own trait collection.
        XCTAssertEqual(bytes(.systemGreen, .unspecified), [52, 199, 89, 100])
        XCTAssertEqual(UIColor.systemGreen.cgColor, UIColor.systemGreen.resolvedColor(with: .current).cgColor)
    }

    func testDynamicColoursResolveByTheTraitsTheyAreGiven() {
        let dynamic = UIColor { traits in traits.userInterfaceStyle == .dark ? .white : .black }
        XCTAssertEqual(dynamic.resolvedColor(with: UITraitCollection(userInterfaceStyle: .dark)), .white)
        XCTAssertEqual(dynamic.resolvedColor(with: UITraitCollection(userInterfaceStyle: .light)), .black)
        let faded = dynamic.withAlphaComponent(0.5)
        XCTAssertEqual(
            components(faded.resolvedColor(with: UITraitCollection(userInterfaceStyle: .dark))), [1, 1, 1, 0.5])
        XCTAssertEqual(UIColor.red.resolvedColor(with: .current), .red)
    }
}
