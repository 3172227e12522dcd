import Foundation
import XCTest

final class FramesCommandTests: XCTestCase {
    let photos = [
        "fixtures/photos/02-grace-hopper.jpg", "fixtures/photos/04-retina.jpg", "fixtures/photos/10-seeding.jpg",
        "fixtures/photos/08-rocket.jpg",
    ]

    func manifest(_ directory: String) throws -> [String: Any] {
        try XCTUnwrap(
            JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: directory + "/manifest.json")))
                as? [String: Any])
    }

    func testFirstAndLastFramesEqualRendersAtStartAndTarget() throws {
        let directory = try CLIRunner.temporaryDirectory()
        let run = try CLIRunner.run(
            ["frames"] + photos + [
                "--scale", "1", "--fps", "15", "--fling", "900", "-o", directory + "/f",
                "--apng", directory + "/f.png", "--sheet", directory + "/sheet.png",
            ])
        XCTAssertEqual(run.status, 0, run.stderr)
        let info = try manifest(directory + "/f")
        let frames = try XCTUnwrap(info["frames"] as? [[String: Any]])
        let target = try XCTUnwrap(info["target"] as? Double)
        XCTAssertEqual(frames.first?["t"] as? Double, 0)
        XCTAssertEqual(frames.last?["offset"] as? Double, target)
        XCTAssertEqual(frames.last?["velocity"] as? Double, 0)
        // The fling moves the content left without turning back, and t = i / fps.
        let offsets = frames.map { $0["offset"] as! Double }
        XCTAssertEqual(offsets, offsets.sorted())
        for (i, frame) in frames.enumerated() { XCTAssertEqual(frame["t"] as! Double, Double(i) / 15, accuracy: 1e-12) }
        // The release rule: the decay reshaped to land on the target at the stop speed v1 = 10 pt/s keeps the decay's
        // form x(t) = x0 + v0 (e^(a t) - 1) / a, with a = (v0 - v1) / (x0 - x1).
        let x0 = offsets[0]
        let v0 = 900.0
        let v1 = 10.0
        let a = (v0 - v1) / (x0 - target)
        for frame in frames.dropLast() {
            let t = frame["t"] as! Double
            XCTAssertEqual(frame["offset"] as! Double, x0 + v0 * (exp(a * t) - 1) / a, accuracy: 1e-6, "t = \(t)")
            XCTAssertEqual(frame["velocity"] as! Double, v0 * exp(a * t), accuracy: 1e-6, "t = \(t)")
        }

        let start = try CLIRunner.run(
            ["render"] + photos + ["--scale", "1", "--index", "0", "-o", directory + "/start.png"])
        let end = try CLIRunner.run(
            ["render"] + photos + ["--scale", "1", "--offset", "\(target)", "-o", directory + "/end.png"])
        XCTAssertEqual([start.status, end.status], [0, 0])
        let last = String(format: "frame-%04d.png", frames.count - 1)
        XCTAssertEqual(
            try Data(contentsOf: URL(fileURLWithPath: directory + "/f/frame-0000.png")),
            try Data(contentsOf: URL(fileURLWithPath: directory + "/start.png")))
        XCTAssertEqual(
            try Data(contentsOf: URL(fileURLWithPath: "\(directory)/f/\(last)")),
            try Data(contentsOf: URL(fileURLWithPath: directory + "/end.png")))

        // The animated PNG declares one frame per sample, played forever, 1/15 s each.
        let apng = [UInt8](try Data(contentsOf: URL(fileURLWithPath: directory + "/f.png")))
        let chunks = APNGChunks(apng)
        XCTAssertEqual(chunks.types.first, "IHDR")
        XCTAssertEqual(chunks.animationControl, [UInt32(frames.count), 0])
        XCTAssertEqual(chunks.frameDelays.count, frames.count)
        XCTAssertTrue(chunks.frameDelays.allSatisfy { $0 == [1, 15] })
        XCTAssertEqual(chunks.sequenceNumbers, Array(0..<UInt32(chunks.sequenceNumbers.count)))
        XCTAssertTrue(FileManager.default.fileExists(atPath: directory + "/sheet.png"))
        XCTAssertFalse(run.stderr.contains("\r"), "no progress bar when stderr is not a terminal")
    }

    func testAnimatedScrollToAnIndexEndsCentredOnIt() throws {
        let directory = try CLIRunner.temporaryDirectory()
        let run = try CLIRunner.run(
            ["frames"] + photos + ["--scale", "1", "--fps", "10", "--to-index", "2", "-o", directory])
        XCTAssertEqual(run.status, 0, run.stderr)
        let info = try manifest(directory)
        XCTAssertEqual(info["duration"] as? Double, 0.3)
        XCTAssertEqual((info["frames"] as? [Any])?.count, 4)  // t = 0, 0.1, 0.2, 0.3
        let layout = try CLIRunner.run(["layout"] + photos + ["--index", "2", "--json"])
        XCTAssertTrue(layout.stdout.contains("\"offset\":\(info["target"] as! Double),"), layout.stdout)
    }

    func testExpectAgainstARecordedSequence() throws {
        let reference = try CLIRunner.temporaryDirectory() + "/ref"
        let args = ["frames"] + photos + ["--scale", "1", "--fps", "10", "--drag", "-40:0.2"]
        XCTAssertEqual(try CLIRunner.run(args + ["--expect", reference, "--record"]).status, 0)
        XCTAssertEqual(try CLIRunner.run(args + ["--expect", reference]).status, 0)
        let other = try CLIRunner.run(
            ["frames"] + photos + ["--scale", "1", "--fps", "10", "--drag", "40:0.2", "--expect", reference])
        XCTAssertEqual(other.status, 1, other.stderr)
    }

    func testAnimatedWebPAndWholeFrameAPNGAreWrittenBesideTheFrames() throws {
        let directory = try CLIRunner.temporaryDirectory()
        let args = ["frames"] + photos + ["--scale", "1", "--fps", "10", "--drag", "-40:0.2", "-o", directory + "/f"]
        let run = try CLIRunner.run(
            args + [
                "--webp", directory + "/f.webp", "--webp-quality", "80",
                "--apng", directory + "/f.png", "--apng-whole-frames",
            ])
        XCTAssertEqual(run.status, 0, run.stderr)
        let webp = [UInt8](try Data(contentsOf: URL(fileURLWithPath: directory + "/f.webp")))
        XCTAssertEqual(Array(webp[0..<4]), Array("RIFF".utf8))
        XCTAssertEqual(Array(webp[8..<16]), Array("WEBPVP8X".utf8))
        let frames = try XCTUnwrap(try manifest(directory + "/f")["frames"] as? [Any])
        // Whole frames: the fcTL of every frame is the full canvas at 0, 0.
        let apng = [UInt8](try Data(contentsOf: URL(fileURLWithPath: directory + "/f.png")))
        XCTAssertEqual(APNGChunks(apng).frameDelays.count, frames.count)
        XCTAssertEqual(Set(APNGChunks(apng).frameRects), [APNGChunks(apng).canvas + [0, 0]])

        let bad = try CLIRunner.run(args + ["--overwrite", "--webp", directory + "/g.webp", "--webp-quality", "101"])
        XCTAssertEqual(bad.status, 64, bad.stderr)
        let orphan = try CLIRunner.run(args + ["--overwrite", "--webp-quality", "80"])
        XCTAssertEqual(orphan.status, 64, orphan.stderr)
    }

    func testAGestureIsRequired() throws {
        let run = try CLIRunner.run(["frames", "--sizes", "10x10", "-o", "/tmp/x"])
        XCTAssertEqual(run.status, 64)
    }
}

/// A minimal reader of an APNG's chunk structure, independent of the encoder.
struct APNGChunks {
    var types: [String] = []
    var animationControl: [UInt32] = []
    var frameDelays: [[UInt16]] = []
    var sequenceNumbers: [UInt32] = []
    /// The IHDR's width and height.
    var canvas: [UInt32] = []
    /// Each fcTL's width, height, x and y offset.
    var frameRects: [[UInt32]] = []

    init(_ bytes: [UInt8]) {
        func u32(_ i: Int) -> UInt32 { bytes[i..<i + 4].reduce(0) { $0 << 8 | UInt32($1) } }
        func u16(_ i: Int) -> UInt16 { UInt16(bytes[i]) << 8 | UInt16(bytes[i + 1]) }
        var position = 8
        while position + 8 <= bytes.count {
            let length = Int(u32(position))
            let type = String(decoding: bytes[position + 4..<position + 8], as: UTF8.self)
            let data = position + 8
            types.append(type)
            switch type {
            case "IHDR": canvas = [u32(data), u32(data + 4)]
            case "acTL": animationControl = [u32(data), u32(data + 4)]
            case "fcTL":
                sequenceNumbers.append(u32(data))
                frameRects.append([u32(data + 4), u32(data + 8), u32(data + 12), u32(data + 16)])
                frameDelays.append([u16(data + 20), u16(data + 22)])
            case "fdAT": sequenceNumbers.append(u32(data))
            default: break
            }
            position = data + length + 4
        }
    }
}
