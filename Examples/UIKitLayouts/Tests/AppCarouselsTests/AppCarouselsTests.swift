import Filmstrip
import FilmstripUIKit
import XCTest

@testable import AppCarousels

/// The published apps' own layout classes, compiled unedited (through LinuxUIKit's build plugin), against Filmstrip's native
/// models of them: the same photos at the same offsets must render alike, and the pager must move one card per swipe.
/// The issue allowed 0.2% of pixels to differ; none does (by pixelmatch's measure), so none may.
final class AppCarouselsTests: XCTestCase {
    static let photos = [
        Photo.file(
            URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
                .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
                .appendingPathComponent("fixtures/photos").path)
    ]
    /// Pixelmatch's threshold and anti-aliasing detection: the app's layout and the native style draw alike.
    static let tolerance = DiffOptions.pixelmatch

    func prepared(_ style: any CarouselStyle, height: Double) throws -> PreparedScene {
        var scene = Scene(photos: Self.photos, style: style)
        scene.view.height = height
        return try PreparedScene(scene: scene)
    }

    /// Renders both scenes at `offsets` and reports the pixelmatch counts of each pair.
    func assertRendersAlike(
        _ uikit: PreparedScene, _ native: PreparedScene, at offsets: [Double], file: StaticString = #filePath,
        line: UInt = #line
    ) throws {
        for offset in offsets {
            let result = ImageDiff.compare(
                expected: try native.render(atOffset: offset), actual: try uikit.render(atOffset: offset),
                options: Self.tolerance)
            print("offset \(offset): \(result.summary)")
            XCTAssertTrue(result.pass, "offset \(offset): \(result.summary)", file: file, line: line)
        }
    }

    func testTheThumbnailSliderRendersAsTheNativeSlider() throws {
        let uikit = try prepared(AppCarouselStyles.slider, height: 120)
        let native = try prepared(SliderStyle(), height: 120)
        XCTAssertEqual(uikit.layout.itemCount, 12)
        XCTAssertEqual(uikit.layout.offsetRange.min, native.layout.offsetRange.min, accuracy: 1e-9)
        XCTAssertEqual(uikit.layout.offsetRange.max, native.layout.offsetRange.max, accuracy: 1e-9)
        let centred = try (0..<12).map { try XCTUnwrap(native.layout.offset(centeringItem: $0)) }
        try assertRendersAlike(
            uikit, native,
            at: [centred[0], centred[3], centred[3] + 20, (centred[5] + centred[6]) / 2, centred[11], 37.25])
    }

    func testTheThumbnailSliderSnapsWhereTheNativeSliderSnaps() throws {
        let uikit = try prepared(AppCarouselStyles.slider, height: 120).layout
        let native = try prepared(SliderStyle(), height: 120).layout
        for proposed in stride(from: -150.0, through: 1500, by: 97.5) {
            XCTAssertEqual(
                uikit.targetContentOffset(proposed: proposed, velocity: 1),
                native.targetContentOffset(proposed: proposed, velocity: 1), accuracy: 1e-9, "proposed \(proposed)")
        }
    }

    func testThePeekingPagerRendersAsTheNativePeek() throws {
        let uikit = try prepared(AppCarouselStyles.peek, height: 240)
        let native = try prepared(PeekStyle(), height: 240)
        let centred = try (0..<12).map { try XCTUnwrap(native.layout.offset(centeringItem: $0)) }
        try assertRendersAlike(uikit, native, at: [centred[0], centred[1], centred[4] + 60, centred[11], 100.5])
    }

    func testThePeekingPagerMovesExactlyOneCardPerSwipe() throws {
        let uikit = try prepared(AppCarouselStyles.peek, height: 240)
        let native = try prepared(PeekStyle(), height: 240)
        for start in [2, 5, 9] {
            let from = try XCTUnwrap(native.layout.offset(centeringItem: start))
            for (velocity, step) in [(3000.0, 1), (-3000.0, -1), (800.0, 1), (-800.0, -1)] {
                let sequence = try FrameSequence(
                    prepared: uikit, startOffset: from, gesture: .fling(velocity: velocity), framesPerSecond: 60)
                let expected = try XCTUnwrap(native.layout.offset(centeringItem: start + step))
                XCTAssertEqual(sequence.target, expected, accuracy: 1e-9, "card \(start), velocity \(velocity)")
            }
        }
    }

    func testThePeekingPagerFramesMatchTheNativePeekThroughASwipe() throws {
        let uikit = try prepared(AppCarouselStyles.peek, height: 240)
        let native = try prepared(PeekStyle(), height: 240)
        let from = try XCTUnwrap(native.layout.offset(centeringItem: 3))
        let sequence = try FrameSequence(
            prepared: uikit, startOffset: from, gesture: .drag(distance: 80, duration: 0.2), framesPerSecond: 30)
        try assertRendersAlike(
            uikit, native, at: sequence.samples.map(\.offset).enumerated().filter { $0.offset % 4 == 0 }.map(\.element))
    }
}
