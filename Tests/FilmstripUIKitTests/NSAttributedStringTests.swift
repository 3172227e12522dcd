import FilmstripUIKit
import XCTest

/// The UIKit layer's attributed string keeps runs as Foundation's does on Apple's systems (Foundation's own on Linux
/// stops the process when an attribute holding a Swift object is added over another).
final class NSAttributedStringTests: XCTestCase {
    typealias Mutable = FilmstripUIKit.NSMutableAttributedString

    func runs(_ text: FilmstripUIKit.NSAttributedString) -> [(NSRange, UIColor?)] {
        var found: [(NSRange, UIColor?)] = []
        text.enumerateAttributes(in: NSRange(location: 0, length: text.length)) { attributes, range, _ in
            found.append((range, attributes[.foregroundColor] as? UIColor))
        }
        return found
    }

    func testAddingAnAttributeSplitsAndMergesRuns() {
        let red = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
        let blue = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
        let text = Mutable(string: "abcdef", attributes: [.foregroundColor: red])
        text.addAttribute(.foregroundColor, value: blue, range: NSRange(location: 2, length: 2))
        XCTAssertEqual(
            runs(text).map(\.0),
            [
                NSRange(location: 0, length: 2), NSRange(location: 2, length: 2),
                NSRange(location: 4, length: 2),
            ])
        XCTAssertEqual(runs(text).map(\.1), [red, blue, red])
        text.addAttribute(
            .foregroundColor, value: UIColor(red: 1, green: 0, blue: 0, alpha: 1),
            range: NSRange(location: 2, length: 2))
        XCTAssertEqual(runs(text).map(\.0), [NSRange(location: 0, length: 6)])
        text.append(FilmstripUIKit.NSAttributedString(string: "gh", attributes: [.kern: 2]))
        XCTAssertEqual(text.string, "abcdefgh")
        var range = NSRange()
        XCTAssertEqual(text.attribute(.kern, at: 7, effectiveRange: &range) as? Int, 2)
        XCTAssertEqual(range, NSRange(location: 6, length: 2))
        text.replaceCharacters(in: NSRange(location: 1, length: 4), with: "X")
        XCTAssertEqual(text.string, "aXfgh")
        XCTAssertEqual(text.attributedSubstring(from: NSRange(location: 3, length: 2)).string, "gh")
        text.removeAttribute(.foregroundColor, range: NSRange(location: 0, length: 5))
        XCTAssertNil(text.attribute(.foregroundColor, at: 0, effectiveRange: nil))
    }
}
