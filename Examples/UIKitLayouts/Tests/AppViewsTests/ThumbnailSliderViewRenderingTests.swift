import Filmstrip
import FilmstripUIKit
import Foundation
import XCTest

@testable import ThumbnailSliderViews

/// The thumbnail slider's view as the post wrote it, drawn by Filmstrip (its cells' image views, its collection
/// view, the view around it), against Filmstrip's native `slider` style, which models the same screen: the same
/// photos at the same offsets, and the same fling, frame by frame.
final class ThumbnailSliderViewRenderingTests: XCTestCase {
    /// The view asks for "Image 1" and "Image 2": two of the bundled photos under those names, a landscape one and
    /// a portrait one stored sideways (EXIF orientation 8).
    static let photos: [Photo] = {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "filmstrip-slider-view-\(ProcessInfo.processInfo.processIdentifier)")
        try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        guard case .file(let samples)? = Scene.samplePhotos.first else { return [] }
        var photos: [Photo] = []
        for (name, sample) in [("Image 1.jpg", "01-aitzgorri.jpg"), ("Image 2.jpg", "09-portrait-orientation8.jpg")] {
            let link = folder.appendingPathComponent(name).path
            try? FileManager.default.removeItem(atPath: link)
            try? FileManager.default.createSymbolicLink(
                atPath: link, withDestinationPath: (samples as NSString).appendingPathComponent(sample))
            photos.append(.file(link))
        }
        return photos
    }()

    /// The view, 200 points high: its collection view is the middle 120 points (rows 80 to 320 at 2x).
    static func viewScene() -> Scene {
        var scene = Scene(
            photos: photos,
            style: UIKitViewStyle(name: "thumbnail-slider-view", height: 200) { ThumbnailSliderView(frame: $0) })
        scene.view.width = 390
        scene.view.scale = 2
        return scene
    }

    /// The native slider: the collection view alone, 120 points high.
    static func nativeScene() -> Scene {
        var scene = Scene(photos: photos, style: SliderStyle())
        scene.view.width = 390
        scene.view.height = 120
        scene.view.scale = 2
        return scene
    }

    /// The collection view's rows of a frame of the whole view.
    static func collectionViewRows(of image: RGBAImage) -> RGBAImage {
        let start = 80 * image.width * 4
        let end = 320 * image.width * 4
        return RGBAImage(width: image.width, height: 240, pixels: Array(image.pixels[start..<end]))
    }

    /// The bound: no pixel differs visibly (pixelmatch's metric at its default threshold), and no channel by more
    /// than this. What differs is resampling alone: the native slider draws each photo from a thumbnail decoded at
    /// the cell's size, while the view's image views draw the photo decoded to cover the frame (as a `UIImage` is
    /// one image whatever view shows it), so the same Lanczos filter starts from other pixels. Measured: at most 7.
    static let largestChannelDifference = 8

    /// The largest difference of any channel of any pixel, and how many pixels are not identical.
    static func delta(_ a: RGBAImage, _ b: RGBAImage) -> (largest: Int, pixels: Int) {
        var largest = 0
        var pixels = 0
        for start in stride(from: 0, to: a.pixels.count, by: 4) {
            var differs = false
            for channel in 0..<4 {
                let d = abs(Int(a.pixels[start + channel]) - Int(b.pixels[start + channel]))
                largest = max(largest, d)
                differs = differs || d > 0
            }
            if differs { pixels += 1 }
        }
        return (largest, pixels)
    }

    /// Pixels that differ by pixelmatch's metric at its default threshold, anti-aliasing excused.
    static func differing(_ expected: RGBAImage, _ actual: RGBAImage) -> Int {
        ImageDiff.compare(
            expected: expected, actual: actual,
            options: DiffOptions(perceptualThreshold: 0.1, detectsAntiAliasing: true, drawsDiffImage: false)
        )
        .diffPixels
    }

    func testTheViewScrollsOverTheSameRangeAsTheNativeSlider() throws {
        let view = try PreparedScene(scene: Self.viewScene())
        let native = try PreparedScene(scene: Self.nativeScene())
        XCTAssertEqual(view.layout.offsetRange, native.layout.offsetRange)
        XCTAssertEqual(view.layout.viewSize, native.layout.viewSize)
        XCTAssertEqual(try view.startOffset(), try native.startOffset())
    }

    func testTheViewDrawsAsTheNativeSliderAtSeveralOffsets() throws {
        let view = try PreparedScene(scene: Self.viewScene())
        let native = try PreparedScene(scene: Self.nativeScene())
        let range = native.layout.offsetRange
        for offset in [
            range.min, range.min + 37.25, (range.min + range.max) / 2,
            range.max,
        ] {
            let whole = try view.render(atOffset: offset)
            let expected = try native.render(atOffset: offset)
            let drawn = Self.collectionViewRows(of: whole)
            XCTAssertEqual(Self.differing(expected, drawn), 0, "at offset \(offset)")
            XCTAssertLessThanOrEqual(Self.delta(expected, drawn).largest, Self.largestChannelDifference)
            // Above and below the collection view only the view's background shows.
            let outside = whole.pixels[0..<(80 * whole.width * 4)] + whole.pixels[(320 * whole.width * 4)...]
            XCTAssertTrue(outside.allSatisfy { $0 == 255 }, "at offset \(offset)")
        }
    }

    func testAFlingDrawsAsTheNativeSliderFrameByFrame() throws {
        var frames: [String: [RGBAImage]] = [:]
        for (name, scene) in [("view", Self.viewScene()), ("native", Self.nativeScene())] {
            let prepared = try PreparedScene(scene: scene)
            let sequence = try FrameSequence(
                prepared: prepared, startOffset: prepared.startOffset(), gesture: .fling(velocity: 800),
                framesPerSecond: 60)
            var images: [RGBAImage] = []
            try SequenceRenderer(prepared: prepared, sequence: sequence).forEachFrame { images.append($0.image) }
            frames[name] = images
        }
        let view = try XCTUnwrap(frames["view"])
        let native = try XCTUnwrap(frames["native"])
        XCTAssertEqual(view.count, native.count)
        XCTAssertGreaterThan(view.count, 30)
        for (index, (drawn, expected)) in zip(view, native).enumerated() {
            let rows = Self.collectionViewRows(of: drawn)
            XCTAssertEqual(Self.differing(expected, rows), 0, "frame \(index)")
            XCTAssertLessThanOrEqual(
                Self.delta(expected, rows).largest, Self.largestChannelDifference, "frame \(index)")
        }
    }
}
