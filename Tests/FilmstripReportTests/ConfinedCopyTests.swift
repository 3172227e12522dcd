import FilmstripReport
import Foundation
import XCTest

@testable import FilmstripSuite

/// `copyConfined` on the crafted shard of `fixtures/results/poisoned.json` (the results fuzzer's seed): only the
/// image inside the shard's folder is copied; every other path is refused with its field and nothing of it read.
final class ConfinedCopyTests: XCTestCase {
    /// The first bytes of a PNG of `width` x `height` (its IHDR chunk and an empty IDAT, CRCs and all), then
    /// `marker`: an image's header with no pixels behind it.
    static func pngHeader(width: UInt32, height: UInt32, marker: String = "") -> Data {
        var header: [UInt8] = []
        for value in [width, height] { header += withUnsafeBytes(of: value.bigEndian, Array.init) }
        let bytes: [UInt8] =
            [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] + chunk("IHDR", header + [8, 6, 0, 0, 0])
            + chunk("IDAT", [])
        return Data(bytes + Array(marker.utf8))
    }

    /// A PNG chunk: length, type, data and CRC-32.
    static func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
        let body = Array(type.utf8) + data
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in body {
            crc ^= UInt32(byte)
            for _ in 0..<8 { crc = crc & 1 == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
        }
        return withUnsafeBytes(of: UInt32(data.count).bigEndian, Array.init) + body
            + withUnsafeBytes(of: (~crc).bigEndian, Array.init)
    }

    /// A whole PNG and a whole WebP from the fixtures: what a merge publishes.
    static let png = try! Data(contentsOf: fixture("png-filters/gray8-filter2.png"))
    static let webp = try! Data(contentsOf: fixture("formats/lossless.webp"))

    static func fixture(_ path: String) -> URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../fixtures/" + path)
    }

    func testOnlyImagesInsideTheShardAreCopied() throws {
        let manager = FileManager.default
        let root = manager.temporaryDirectory.appendingPathComponent("confined-\(UUID().uuidString)")
        defer { try? manager.removeItem(at: root) }
        let shard = root.appendingPathComponent("shard")
        try manager.createDirectory(at: shard.appendingPathComponent("images"), withIntermediateDirectories: true)
        try Self.png.write(to: shard.appendingPathComponent("images/ok.png"))
        try Self.pngHeader(width: 2, height: 1, marker: "secret").write(to: root.appendingPathComponent("secret.png"))
        try manager.createSymbolicLink(
            atPath: shard.appendingPathComponent("images/out.png").path, withDestinationPath: "../../secret.png")
        let seed = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../../fixtures/results/poisoned.json")
        let suite = try ResultsJSON.read(from: seed)
        let out = root.appendingPathComponent("out")
        let copied = try ReportImages.copyConfined(
            suite, resultsFile: "poisoned.json", from: shard, into: out, subfolder: "shard-1")
        XCTAssertEqual(copied.suite.imagePaths, ["shard-1/scene-0/check-0-expected.png"])
        XCTAssertEqual(
            copied.refused.map { "\($0.field) \($0.path)" },
            [
                "scenes[0].checks[0].actual ../../../../../../etc/passwd", "scenes[0].checks[0].diff /etc/passwd",
                "scenes[0].checks[1].sequence.frames[0].expected images/out.png",
                "scenes[0].checks[1].sequence.frames[0].actual ./images/../images/ok.png",
                "scenes[0].checks[1].sequence.frames[0].diff images/missing.png",
                "scenes[0].checks[1].sequence.frames[1].actual images",
            ])
        XCTAssertEqual(
            copied.refused[1].description,
            #"poisoned.json: field "scenes[0].checks[0].diff": image "/etc/passwd" is an absolute path; only paths "#
                + "inside the results file's folder are used; left out of the merged report")
        XCTAssertEqual(
            copied.refused[2].reason,
            #"cannot be read inside the results file's folder: "out.png" is a symbolic link; links are not followed here"#
        )
        XCTAssertEqual(
            copied.refused[0].reason,
            #"cannot be read inside the results file's folder: goes up with ".."; only paths inside are used"#)
        XCTAssertEqual(
            copied.refused[5].reason, "cannot be read inside the results file's folder: is not a regular file")
        let written = try manager.subpathsOfDirectory(atPath: out.path).sorted()
        XCTAssertEqual(written, ["shard-1", "shard-1/scene-0", "shard-1/scene-0/check-0-expected.png"])
    }

    /// Only whole PNG and WebP files within the image limits are copied: an HTML page named like an image would run
    /// its script on the report's origin; a file with a second hard link may be one outside the shard.
    func testNonImagesHugeImagesAndHardLinksAreRefused() throws {
        let manager = FileManager.default
        let root = manager.temporaryDirectory.appendingPathComponent("confined-\(UUID().uuidString)")
        defer { try? manager.removeItem(at: root) }
        let shard = root.appendingPathComponent("shard")
        try manager.createDirectory(at: shard, withIntermediateDirectories: true)
        try Data("<script>alert(1)</script>".utf8).write(to: shard.appendingPathComponent("evil.png"))
        try Self.pngHeader(width: 100_000, height: 100_000).write(to: shard.appendingPathComponent("huge.png"))
        try Self.pngHeader(width: 4, height: 4).write(to: root.appendingPathComponent("outside.png"))
        XCTAssertEqual(link(root.path + "/outside.png", shard.path + "/hard.png"), 0)
        try Self.webp.write(to: shard.appendingPathComponent("ok.webp"))
        let suite = SuiteResult(
            command: [],
            scenes: [
                SceneResult(
                    path: "a.json", name: "a",
                    checks: [
                        CheckResult(
                            name: "x", status: .failed, expected: "evil.png", actual: "huge.png", diff: "hard.png"),
                        CheckResult(name: "y", status: .failed, actual: "ok.webp"),
                    ])
            ])
        let copied = try ReportImages.copyConfined(
            suite, resultsFile: "r.json", from: shard, into: root.appendingPathComponent("out"), subfolder: "s")
        XCTAssertEqual(copied.suite.imagePaths, ["s/scene-0/check-1-actual.webp"])
        XCTAssertEqual(
            copied.refused.map(\.reason),
            [
                "is not a PNG image, as its name says",
                "is a 100000x100000 image, over the 16000000-pixel limit of a report image",
                "cannot be read inside the results file's folder: has 2 hard links; only a file with one is read",
            ])
    }

    /// A folder of the shard swapped for a link to the outside, over and over while merges run: the check and the
    /// read are one open per component, so no merge ever copies the outside file.
    func testAFolderSwappedForALinkDuringMergesLeaksNothing() throws {
        let manager = FileManager.default
        let root = manager.temporaryDirectory.appendingPathComponent("swap-\(UUID().uuidString)")
        defer { try? manager.removeItem(at: root) }
        let shard = root.appendingPathComponent("shard")
        try manager.createDirectory(at: shard.appendingPathComponent("real"), withIntermediateDirectories: true)
        try manager.createDirectory(at: root.appendingPathComponent("outside"), withIntermediateDirectories: true)
        // Two whole PNGs (a merge publishes nothing less), told apart by their bytes.
        try Self.png.write(to: shard.appendingPathComponent("real/a.png"))
        let secret = try Data(contentsOf: Self.fixture("png-filters/gray8-filter1.png"))
        XCTAssertNotEqual(secret, Self.png)
        try secret.write(to: root.appendingPathComponent("outside/a.png"))
        let images = shard.appendingPathComponent("images").path
        let suite = SuiteResult(
            command: [],
            scenes: [
                SceneResult(
                    path: "a.json", name: "a", checks: [CheckResult(name: "x", status: .failed, actual: "images/a.png")]
                )
            ])
        let stop = ManagedAtomicFlag()
        let swapper = Thread {
            while !stop.isSet {
                _ = rename(shard.path + "/real", images)
                _ = rename(images, shard.path + "/real")
                _ = symlink(root.path + "/outside", images)
                _ = unlink(images)
            }
        }
        swapper.start()
        defer { stop.set() }
        var copiedCount = 0
        for merge in 0..<1000 {
            let out = root.appendingPathComponent("out-\(merge)")
            let copied = try ReportImages.copyConfined(
                suite, resultsFile: "r.json", from: shard, into: out, subfolder: "s")
            if let path = copied.suite.imagePaths.first {
                copiedCount += 1
                let bytes = try Data(contentsOf: out.appendingPathComponent(path))
                XCTAssertEqual(bytes, Self.png, "merge \(merge) leaked")
            }
            try? manager.removeItem(at: out)
        }
        stop.set()
        print("swap race: \(copiedCount) of 1000 merges copied the inside image, 0 read the outside one")
    }

    /// The results fuzzer's seeds and the inputs it once crashed on (`fixtures/fuzz-regressions/results`) decode
    /// or fail with a `ResultsJSONError`, and what decodes is the same after a write and a read, as the fuzzer
    /// checks.
    func testFuzzSeedsAndRegressionsDecodeOrFailCleanly() throws {
        let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent(
            "../../fixtures")
        var decoded = 0
        for folder in ["results", "fuzz-regressions/results"] {
            let url = fixtures.appendingPathComponent(folder)
            for name in try FileManager.default.contentsOfDirectory(atPath: url.path) where !name.hasPrefix(".") {
                do {
                    let suite = try ResultsJSON.read(from: url.appendingPathComponent(name))
                    let again = try ResultsJSON.decode(Data(ResultsJSON.encode(suite).utf8))
                    XCTAssertEqual(again, suite, "\(name): the same results after a write and a read")
                    decoded += 1
                } catch {
                    XCTAssertTrue(error is ResultsJSONError, "\(name): \(error)")
                }
            }
        }
        XCTAssertGreaterThanOrEqual(decoded, 2, "the seeds are valid results")
    }
}

/// A flag one thread sets and another reads, for stopping the swapping thread.
final class ManagedAtomicFlag: @unchecked Sendable {
    private let lock = NSLock()
    private var value = false

    var isSet: Bool { lock.withLock { value } }

    func set() { lock.withLock { value = true } }
}
