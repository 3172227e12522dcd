import Filmstrip
import FilmstripSnapshotTesting
import FilmstripUIKit
import SnapshotTesting
import XCTest

/// swift-snapshot-testing's UIKit strategies on FilmstripUIKit, used as an iOS team's tests use them: a controller
/// on a device preset, a plain view, an image with a precision; references recorded, then compared, in a folder of
/// the test's own.
final class UIKitStrategyTests: XCTestCase {
    /// A controller whose content is pinned to its root view's margins guide, as a team's screens are.
    final class MarginsController: UIViewController {
        let content = UIView()
        override func viewDidLoad() {
            super.viewDidLoad()
            view.backgroundColor = .white
            content.backgroundColor = .systemOrange
            content.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(content)
            NSLayoutConstraint.activate([
                content.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
                content.topAnchor.constraint(equalTo: view.layoutMarginsGuide.topAnchor),
                content.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
                content.bottomAnchor.constraint(equalTo: view.layoutMarginsGuide.bottomAnchor),
            ])
        }
    }

    /// Records `value` as `name` in `folder`, as the calling test, and reads the reference back.
    func record<Value>(
        _ value: Value, as strategy: SnapshotTesting.Snapshotting<Value, UIImage>, named name: String,
        in folder: String, testName: String = #function
    ) throws -> RGBAImage {
        let message = withSnapshotTesting(record: .all) {
            verifySnapshot(of: value, as: strategy, named: name, snapshotDirectory: folder, testName: testName)
        }
        XCTAssertTrue(message?.contains("Record mode is on") ?? false, message ?? "")
        let file = "\(folder)/\(testName.prefix { $0 != "(" }).\(name).png"
        return try ImageDecoder().decode(path: file).image
    }

    func testAControllerOnADeviceHasTheDevicesSizeSafeAreaAndMargins() throws {
        let folder = try TemporarySnapshotFolder()
        // iPhone SE at the screen's 2x: 640 x 1136 pixels; content from (16, 20) points to the sides' 16-point
        // margins and the bottom.
        let image = try record(MarginsController(), as: .image(on: .iPhoneSe), named: "se", in: folder.path)
        XCTAssertEqual([image.width, image.height], [640, 1136])
        XCTAssertEqual(image[31, 100].r, 255)
        XCTAssertEqual(image[31, 100].b, 255, "white left of the 16-point margin")
        XCTAssertEqual(image[32, 100].b, 0, "orange from the margin")
        XCTAssertEqual(image[100, 39].b, 255, "white under the 20-point status bar")
        XCTAssertEqual(image[100, 40].b, 0)
        XCTAssertEqual(image[608, 100].b, 255)
        XCTAssertEqual(image[100, 1135].b, 0, "down to the bottom: no safe area below")
        // The iPhone Xs Max's notch and home indicator, and its 20-point sides; traits with a scale draw at it.
        let max = try record(
            MarginsController(), as: .image(on: .iPhoneXsMax, traits: .init(displayScale: 1)), named: "max",
            in: folder.path)
        XCTAssertEqual([max.width, max.height], [414, 896])
        XCTAssertEqual(
            [max[19, 100].b, max[20, 100].b, max[100, 43].b, max[100, 44].b],
            [255, 0, 255, 0])
        XCTAssertEqual([max[100, 861].b, max[100, 862].b], [0, 255])
        XCTAssertNil(
            withSnapshotTesting(record: .never) {
                verifySnapshot(
                    of: MarginsController(), as: .image(on: .iPhoneSe), named: "se", snapshotDirectory: folder.path)
            })
    }

    func testAComparisonDrawsTheViewAgainAtItsReferencesScale() throws {
        let folder = try TemporarySnapshotFolder()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 30, height: 20))
        view.backgroundColor = .systemBlue
        // Recorded at 3x, as a 3x simulator records; compared with no scale in the test.
        let image = try record(view, as: .image(traits: .init(displayScale: 3)), named: "blue", in: folder.path)
        XCTAssertEqual([image.width, image.height], [90, 60])
        XCTAssertNil(
            withSnapshotTesting(record: .never) {
                verifySnapshot(of: view, as: .image, named: "blue", snapshotDirectory: folder.path)
            })
        view.backgroundColor = .systemRed
        let failure = withSnapshotTesting(record: .never) {
            verifySnapshot(of: view, as: .image, named: "blue", snapshotDirectory: folder.path)
        }
        XCTAssertTrue(try XCTUnwrap(failure).contains("Newly-taken snapshot does not match reference."), failure ?? "")
    }

    /// A controller whose view does not translate its mask, with a subview pinned to its edges: swift-snapshot-testing's
    /// testAutolayout.
    final class PinnedController: UIViewController {
        override func viewDidLoad() {
            super.viewDidLoad()
            view.translatesAutoresizingMaskIntoConstraints = false
            let filling = UIView()
            filling.backgroundColor = .systemTeal
            filling.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(filling)
            NSLayoutConstraint.activate([
                filling.topAnchor.constraint(equalTo: view.topAnchor),
                filling.bottomAnchor.constraint(equalTo: view.bottomAnchor),
                filling.leftAnchor.constraint(equalTo: view.leftAnchor),
                filling.rightAnchor.constraint(equalTo: view.rightAnchor),
            ])
        }
    }

    func testAControllerNobodySizedTakesTheScreenOfTheReferencesSimulator() throws {
        let folder = try TemporarySnapshotFolder()
        // What an iPhone 11 Pro simulator records for it: its 375 x 812-point screen at 3x, 1125 x 2436 pixels.
        let screen = UIView(frame: CGRect(x: 0, y: 0, width: 375, height: 812))
        screen.backgroundColor = .systemTeal
        let reference = try record(
            screen, as: .image(traits: .init(displayScale: 3)), named: "screen", in: folder.path)
        XCTAssertEqual([reference.width, reference.height], [1125, 2436])
        XCTAssertNil(
            withSnapshotTesting(record: .never) {
                verifySnapshot(
                    of: PinnedController(), as: .image, named: "screen", snapshotDirectory: folder.path)
            })
        // A size given in the test is kept: 390 x 844 points are no simulator's 1125 x 2436 pixels.
        let sized = withSnapshotTesting(record: .never) {
            verifySnapshot(
                of: PinnedController(), as: .image(size: CGSize(width: 390, height: 844)), named: "screen",
                snapshotDirectory: folder.path)
        }
        XCTAssertTrue(try XCTUnwrap(sized).contains("does not match reference@(562.5, 1218.0)"), sized ?? "")
    }

    func testAViewFittedToItsContentIsFittedAgainAtItsReferencesScale() throws {
        // swift-snapshot-testing's testTraitsWithView: a label with no frame is fitted to its text, and its size
        // rounds up to the pixels of the scale: 240.5 points wide at 2x, 240.33 at 3x, where the 3x simulator
        // recorded 721 x 115 pixels.
        let folder = try TemporarySnapshotFolder()
        func label() -> UILabel {
            let label = UILabel()
            label.font = .preferredFont(forTextStyle: .title1)
            label.text = "What's the point?"
            return label
        }
        let reference = try record(
            label(), as: .image(traits: .init(displayScale: 3)), named: "fitted", in: folder.path)
        let fitted = label()
        fitted.sizeToFit()
        XCTAssertNotEqual(
            [CGFloat(reference.width), CGFloat(reference.height)], [fitted.frame.width * 3, fitted.frame.height * 3],
            "the sizes at 2x and 3x differ")
        XCTAssertNil(
            withSnapshotTesting(record: .never) {
                verifySnapshot(of: label(), as: .image, named: "fitted", snapshotDirectory: folder.path)
            })
    }

    func testAViewOfZeroSizeIsRecordedAsSwiftSnapshotTestingsStandIn() throws {
        // As on iOS: no image can be drawn, so the reference written is swift-snapshot-testing's red 400 x 80-point
        // stand-in (800 x 160 pixels at the screen's 2x, the size of its own iOS-recorded references), and comparing
        // the view with it fails, as it does there.
        let folder = try TemporarySnapshotFolder()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 350, height: 0))
        let standIn = try record(view, as: .image, named: "empty", in: folder.path)
        XCTAssertEqual([standIn.width, standIn.height], [800, 160])
        XCTAssertEqual([standIn[0, 0].r, standIn[0, 0].g, standIn[0, 0].b], [255, 0, 0])
        let failure = withSnapshotTesting(record: .never) {
            verifySnapshot(of: view, as: .image, named: "empty", snapshotDirectory: folder.path)
        }
        XCTAssertTrue(try XCTUnwrap(failure).contains("Newly-taken snapshot is empty."), failure ?? "")
    }

    func testPrecisionsMeanWhatTheyMeanInSwiftSnapshotTesting() throws {
        // 100 pixels; 3 of them differ in red by 10 (3 bytes of 400 premultiplied bytes).
        var reference = RGBAImage(width: 10, height: 10, fill: RGBA(r: 200, g: 100, b: 50, a: 255))
        var actual = reference
        for x in 0..<3 { actual.pixels[x * 4] = 210 }
        let old = UIImage(pixels: reference, scale: 1)
        let new = UIImage(pixels: actual, scale: 1)
        XCTAssertEqual(
            UIImageComparison.failure(reference: old, actual: new),
            "Newly-taken snapshot does not match reference.")
        XCTAssertNil(UIImageComparison.failure(reference: old, actual: new, precision: 0.99))
        XCTAssertEqual(
            UIImageComparison.failure(reference: old, actual: new, precision: 0.995),
            "Actual image precision 0.9925 is less than required 0.995")
        // A red step of 10 at this colour is a CIE94 difference of about 2.6: within 0.97, not 0.98.
        XCTAssertNil(UIImageComparison.failure(reference: old, actual: new, perceptualPrecision: 0.97))
        let strict = try XCTUnwrap(UIImageComparison.failure(reference: old, actual: new, perceptualPrecision: 0.98))
        XCTAssertTrue(strict.hasPrefix("The percentage of pixels that match 0.97 is less than required 1.0"), strict)
        XCTAssertNil(
            UIImageComparison.failure(reference: old, actual: new, precision: 0.97, perceptualPrecision: 0.98))
        reference.pixels[0] = 0
        XCTAssertEqual(
            UIImageComparison.failure(
                reference: UIImage(pixels: RGBAImage(width: 5, height: 10), scale: 1), actual: new),
            "Newly-taken snapshot@(10.0, 10.0) does not match reference@(5.0, 10.0).")
    }

    func testEveryPresetHasSwiftSnapshotTestingsSizeAndSafeArea() {
        let phones: [(ViewImageConfig, CGSize, CGFloat)] = [
            (.iPhoneSe, CGSize(width: 320, height: 568), 20), (.iPhone8, CGSize(width: 375, height: 667), 20),
            (.iPhone8Plus, CGSize(width: 414, height: 736), 20), (.iPhoneX, CGSize(width: 375, height: 812), 44),
            (.iPhoneXsMax, CGSize(width: 414, height: 896), 44), (.iPhoneXr, CGSize(width: 414, height: 896), 44),
            (.iPhone12, CGSize(width: 390, height: 844), 47), (.iPhone12ProMax, CGSize(width: 428, height: 926), 47),
            (.iPhone13Mini, CGSize(width: 375, height: 812), 50),
        ]
        for (config, size, top) in phones {
            XCTAssertEqual(config.size, size)
            XCTAssertEqual(config.safeArea.top, top)
            XCTAssertEqual(config.traits.horizontalSizeClass, .compact)
            XCTAssertEqual(config.traits.preferredContentSizeCategory, .medium)
        }
        XCTAssertEqual(
            ViewImageConfig.iPhoneX(.landscape).safeArea, UIEdgeInsets(top: 0, left: 44, bottom: 24, right: 44))
        XCTAssertEqual(ViewImageConfig.iPhoneXsMax(.landscape).traits.horizontalSizeClass, .regular)
        XCTAssertEqual(ViewImageConfig.iPhoneSe(.landscape).traits.verticalSizeClass, .compact)
        XCTAssertEqual(ViewImageConfig.iPadPro12_9.size, CGSize(width: 1366, height: 1024))
        XCTAssertEqual(ViewImageConfig.iPadPro12_9.traits.userInterfaceIdiom, .pad)
        XCTAssertEqual(
            ViewImageConfig.iPadPro12_9(.landscape(splitView: .oneHalf)).traits.horizontalSizeClass, .regular)
        XCTAssertEqual(ViewImageConfig.iPadPro11(.landscape(splitView: .oneHalf)).traits.horizontalSizeClass, .compact)
        XCTAssertEqual(ViewImageConfig.iPadPro11.safeArea, UIEdgeInsets(top: 24, left: 0, bottom: 20, right: 0))
        XCTAssertEqual(
            ViewImageConfig.iPadMini(.portrait(splitView: .twoThirds)).size, CGSize(width: 438, height: 1024))
    }
}
