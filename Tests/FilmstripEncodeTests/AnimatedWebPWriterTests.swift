import CWebP
import FilmstripEncode
import FilmstripImage
import Foundation
import XCTest

final class AnimatedWebPWriterTests: XCTestCase {
    /// Frames as libwebp's own demuxer composites them, each with the time it ends (ms), and the loop count.
    static func decode(_ bytes: [UInt8]) throws -> (frames: [(image: RGBAImage, end: Int)], loops: UInt32) {
        try bytes.withUnsafeBufferPointer { buffer in
            var options = WebPAnimDecoderOptions()
            XCTAssertNotEqual(WebPAnimDecoderOptionsInit(&options), 0)
            options.color_mode = MODE_RGBA
            var data = WebPData(bytes: buffer.baseAddress, size: buffer.count)
            let decoder = try XCTUnwrap(WebPAnimDecoderNew(&data, &options))
            defer { WebPAnimDecoderDelete(decoder) }
            var info = WebPAnimInfo()
            XCTAssertNotEqual(WebPAnimDecoderGetInfo(decoder, &info), 0)
            var frames: [(RGBAImage, Int)] = []
            while WebPAnimDecoderHasMoreFrames(decoder) != 0 {
                var pixels: UnsafeMutablePointer<UInt8>?
                var end: Int32 = 0
                XCTAssertNotEqual(WebPAnimDecoderGetNext(decoder, &pixels, &end), 0)
                let count = Int(info.canvas_width * info.canvas_height * 4)
                frames.append(
                    (
                        RGBAImage(
                            width: Int(info.canvas_width), height: Int(info.canvas_height),
                            pixels: Array(UnsafeBufferPointer(start: try XCTUnwrap(pixels), count: count))), Int(end)
                    ))
            }
            return (frames, info.loop_count)
        }
    }

    static func write(_ frames: [RGBAImage], fps: Double, quality: WebPQuality, to path: String) throws -> [UInt8] {
        let writer = try AnimatedWebPWriter(
            path: path, overwrite: true, width: frames[0].width, height: frames[0].height,
            quality: quality)
        for (index, frame) in frames.enumerated() {
            try writer.append(frame, milliseconds: AnimatedWebPWriter.milliseconds(frame: index, framesPerSecond: fps)!)
        }
        try writer.finish(endMilliseconds: AnimatedWebPWriter.milliseconds(frame: frames.count, framesPerSecond: fps)!)
        return [UInt8](try Data(contentsOf: URL(fileURLWithPath: path)))
    }

    func testLosslessAnimationShowsEveryFrameExactlyAtItsTime() throws {
        let frames = APNGChangedRegionTests.frames()
        let path = try Fixtures.temporaryDirectory() + "/a.webp"
        let bytes = try AnimatedWebPWriterTests.write(frames, fps: 60, quality: .lossless, to: path)
        let decoded = try AnimatedWebPWriterTests.decode(bytes)
        XCTAssertEqual(decoded.loops, 0)
        // The unchanged third frame is merged into the second's duration: 5 stored frames over 6 / 60 s.
        XCTAssertEqual(decoded.frames.map(\.end), [17, 50, 67, 83, 100])
        for (index, frame) in frames.enumerated() {
            let start = AnimatedWebPWriter.milliseconds(frame: index, framesPerSecond: 60)!
            let shown = try XCTUnwrap(decoded.frames.first { $0.end > start })
            XCTAssertTrue(shown.image == frame, "frame \(index) at \(start) ms")
        }
        XCTAssertEqual(
            try AnimatedWebPWriterTests.write(frames, fps: 60, quality: .lossless, to: path), bytes, "deterministic")
    }

    func testLossyAnimationKeepsTheTimeline() throws {
        let frames = APNGChangedRegionTests.frames(alpha: 128)
        let path = try Fixtures.temporaryDirectory() + "/b.webp"
        let decoded = try AnimatedWebPWriterTests.decode(
            try AnimatedWebPWriterTests.write(frames, fps: 30, quality: .lossy(quality: 80), to: path))
        XCTAssertEqual(decoded.frames.last?.end, 200)
        XCTAssertLessThanOrEqual(decoded.frames.count, 6)
        XCTAssertEqual(decoded.frames.first?.image.width, 150)
    }

    func testAColourProfileIsWrittenAsAnICCPChunk() throws {
        let path = try Fixtures.temporaryDirectory() + "/p.webp"
        let profile = PNGColorProfile(name: "test", bytes: Array("not really an ICC profile, only its bytes".utf8))
        let writer = try AnimatedWebPWriter(path: path, overwrite: false, width: 150, height: 40, colorProfile: profile)
        try writer.append(ChangedRegionTests.pattern(), milliseconds: 0)
        try writer.finish(endMilliseconds: 40)
        let bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: path)))
        let iccp = try XCTUnwrap(AnimatedWebPWriterTests.range(of: Array("ICCP".utf8), in: bytes))
        let size = Int(bytes[iccp.upperBound]) | Int(bytes[iccp.upperBound + 1]) << 8
        XCTAssertEqual(size, profile.bytes.count)
        XCTAssertEqual(Array(bytes[iccp.upperBound + 4..<iccp.upperBound + 4 + size]), profile.bytes)
        XCTAssertEqual(bytes[20] & 0x20, 0x20, "VP8X says the file has a colour profile")
        XCTAssertEqual(try AnimatedWebPWriterTests.decode(bytes).frames.map(\.image), [ChangedRegionTests.pattern()])
    }

    static func range(of needle: [UInt8], in bytes: [UInt8]) -> Range<Int>? {
        guard bytes.count >= needle.count else { return nil }
        return (0...(bytes.count - needle.count)).first { bytes[$0..<$0 + needle.count].elementsEqual(needle) }
            .map { $0..<$0 + needle.count }
    }

    func testFrameTimesAreRoundedMillisecondsUpTo1000FPS() {
        XCTAssertEqual(AnimatedWebPWriter.milliseconds(frame: 3, framesPerSecond: 60), 50)
        XCTAssertEqual(AnimatedWebPWriter.milliseconds(frame: 1, framesPerSecond: 60), 17)
        XCTAssertEqual(AnimatedWebPWriter.milliseconds(frame: 999, framesPerSecond: 1000), 999)
        XCTAssertNil(AnimatedWebPWriter.milliseconds(frame: 1, framesPerSecond: 1001))
    }

    func testOutOfOrderFramesAndExistingFilesAreRefused() throws {
        let directory = try Fixtures.temporaryDirectory()
        let frame = ChangedRegionTests.pattern()
        let writer = try AnimatedWebPWriter(path: directory + "/c.webp", overwrite: false, width: 150, height: 40)
        try writer.append(frame, milliseconds: 10)
        XCTAssertThrowsError(try writer.append(frame, milliseconds: 10))
        XCTAssertThrowsError(try writer.append(ChangedRegionTests.pattern(width: 20), milliseconds: 20))
        try writer.finish(endMilliseconds: 20)
        XCTAssertThrowsError(
            try AnimatedWebPWriter(path: directory + "/c.webp", overwrite: false, width: 150, height: 40)
        ) {
            XCTAssertEqual($0 as? EncodeError, .outputExists(path: directory + "/c.webp"))
        }
    }
}
