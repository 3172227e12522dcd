import FilmstripSnapshotTesting
import FilmstripUIKit
import Foundation
import SnapshotTesting
import XCTest

/// `.recursiveDescription` prints a view tree in the text iOS's `recursiveDescription` prints, as
/// swift-snapshot-testing's iOS-recorded `.txt` references show it.
final class RecursiveDescriptionTests: XCTestCase {
    func testAControllerOnADeviceIsDescribedAsIOSDescribesIt() throws {
        // swift-snapshot-testing's testTraitsWithViewController: a label pinned to the margins of a controller on
        // the iPhone SE. Its reference's lines are
        //   <UIView; frame = (0 0; 320 568); autoresize = W+H; layer = <CALayer>>
        //      | <UILabel; frame = (16 20; 288 32.3333); text = 'What's the point?'; userInteractionEnabled = NO; layer = <_UILabelLayer>>
        // where only the label's height comes from the font's line height.
        let controller = UIViewController()
        let label = UILabel()
        label.text = "What's the point?"
        label.translatesAutoresizingMaskIntoConstraints = false
        controller.view.addSubview(label)
        NSLayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: controller.view.layoutMarginsGuide.leadingAnchor),
            label.topAnchor.constraint(equalTo: controller.view.layoutMarginsGuide.topAnchor),
            label.trailingAnchor.constraint(equalTo: controller.view.layoutMarginsGuide.trailingAnchor),
        ])
        let strategy = SnapshotTesting.Snapshotting<UIViewController, String>.recursiveDescription(on: .iPhoneSe)
        let text = try XCTUnwrap(describe(controller, as: strategy))
        let lines = text.components(separatedBy: "\n")
        XCTAssertEqual(lines.count, 2, text)
        XCTAssertEqual(lines[0], "<UIView; frame = (0 0; 320 568); autoresize = W+H; layer = <CALayer>>")
        let height = percentG(label.frame.height)
        XCTAssertEqual(
            lines[1],
            "   | <UILabel; frame = (16 20; 288 \(height)); text = 'What's the point?'; "
                + "userInteractionEnabled = NO; layer = <_UILabelLayer>>")
        // Taken down afterwards, as on iOS.
        XCTAssertNil(controller.parent)
    }

    func testEachFieldIsPrintedOnlyWhenItDiffersFromTheDefault() throws {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 50.5))
        root.backgroundColor = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
        let image = UIImageView(frame: CGRect(x: 1.25, y: 2, width: 10, height: 1.0 / 3))
        image.clipsToBounds = true
        image.tag = 7
        let hidden = UIView(frame: CGRect(x: 0, y: 0, width: 4, height: 4))
        hidden.isHidden = true
        hidden.alpha = 0.5
        hidden.autoresizingMask = [.flexibleLeftMargin, .flexibleBottomMargin]
        let inner = UIView(frame: .zero)
        inner.backgroundColor = .white
        root.addSubview(image)
        root.addSubview(hidden)
        hidden.addSubview(inner)
        let text = try XCTUnwrap(describe(root, as: .recursiveDescription))
        XCTAssertEqual(
            text,
            """
            <UIView; frame = (0 0; 100 50.5); backgroundColor = UIExtendedSRGBColorSpace 1 0 0 1; layer = <CALayer>>
               | <UIImageView; frame = (1.25 2; 10 0.333333); clipsToBounds = YES; opaque = NO; tag = 7; userInteractionEnabled = NO; layer = <CALayer>>
               | <UIView; frame = (0 0; 4 4); alpha = 0.5; hidden = YES; autoresize = LM+BM; layer = <CALayer>>
               |    | <UIView; frame = (0 0; 0 0); backgroundColor = UIExtendedGrayColorSpace 1 1; layer = <CALayer>>
            """)
    }

    /// The text `strategy` takes of `value`.
    private func describe<Value>(_ value: Value, as strategy: SnapshotTesting.Snapshotting<Value, String>) -> String? {
        var text: String?
        strategy.snapshot(value).run { text = $0 }
        return text
    }

    /// `%g`, as the description prints numbers.
    private func percentG(_ value: CGFloat) -> String { String(format: "%g", Double(value)) }
}
