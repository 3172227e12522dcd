import FilmstripIO
import FilmstripReport
import Foundation
import XCTest

/// `copyConfined` on the crafted shard of `fixtures/results/poisoned.json` (the results fuzzer's seed): only the
/// image inside the shard's folder is copied; every other path is refused with its field and nothing of it read.
final class ConfinedCopyTests: XCTestCase {
    func testOnlyImagesInsideTheShardAreCopied() throws {
        let manager = FileManager.default
        let root = manager.temporaryDirectory.appendingPathComponent("confined-\(UUID().uuidString)")
        defer { try? manager.removeItem(at: root) }
        let shard = root.appendingPathComponent("shard")
        try manager.createDirectory(at: shard.appendingPathComponent("images"), withIntermediateDirectories: true)
        try Data("ok".utf8).write(to: shard.appendingPathComponent("images/ok.png"))
        try Data("secret".utf8).write(to: root.appendingPathComponent("secret.png"))
        try manager.createSymbolicLink(
            atPath: shard.appendingPathComponent("images/out.png").path, withDestinationPath: "../../secret.png")
        let seed = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../../fixtures/results/poisoned.json")
        let suite = try ResultsJSON.read(from: seed)
        let out = root.appendingPathComponent("out")
        let copied = try ReportImages.copyConfined(
            suite, resultsFile: "poisoned.json", from: shard, into: out, subfolder: "shard-1")
        XCTAssertEqual(copied.suite.imagePaths, ["shard-1/images/ok.png"])
        XCTAssertEqual(
            copied.refused.map { "\($0.field) \($0.path)" },
            [
                "scenes[0].checks[0].actual ../../../../../../etc/passwd", "scenes[0].checks[0].diff /etc/passwd",
                "scenes[0].checks[1].sequence.frames[0].expected images/out.png",
                "scenes[0].checks[1].sequence.frames[0].diff images/missing.png",
                "scenes[0].checks[1].sequence.frames[1].actual images",
            ])
        XCTAssertEqual(
            copied.refused[1].description,
            #"poisoned.json: field "scenes[0].checks[0].diff": image "/etc/passwd" is an absolute path; only paths "#
                + "inside the results file's folder are used; left out of the merged report")
        XCTAssertEqual(copied.refused[4].reason, "cannot be read: is a directory")
        let written = try manager.subpathsOfDirectory(atPath: out.path).sorted()
        XCTAssertEqual(written, ["shard-1", "shard-1/images", "shard-1/images/ok.png"])
    }

    /// The results fuzzer's seeds and the inputs it once crashed on (`fixtures/fuzz-regressions/results`) decode
    /// or fail with a `ResultsJSONError`.
    func testFuzzSeedsAndRegressionsDecodeOrFailCleanly() throws {
        let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent(
            "../../fixtures")
        var decoded = 0
        for folder in ["results", "fuzz-regressions/results"] {
            let url = fixtures.appendingPathComponent(folder)
            for name in try FileManager.default.contentsOfDirectory(atPath: url.path) where !name.hasPrefix(".") {
                do {
                    _ = try ResultsJSON.read(from: url.appendingPathComponent(name))
                    decoded += 1
                } catch {
                    XCTAssertTrue(error is ResultsJSONError, "\(name): \(error)")
                }
            }
        }
        XCTAssertGreaterThanOrEqual(decoded, 2, "the seeds are valid results")
    }

    func testResolvedPathsFollowLinksAndDots() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("resolved-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        try FileManager.default.createDirectory(at: root.appendingPathComponent("a"), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: root.path + "/up", withDestinationPath: "/")
        let real = ConfinedPath.resolved(root.path)
        XCTAssertEqual(ConfinedPath.resolved(root.path + "/a/not/yet/../there.png"), real + "/a/not/there.png")
        XCTAssertTrue(ConfinedPath.isInside(root.path + "/a/./b", folder: root.path))
        XCTAssertFalse(ConfinedPath.isInside(root.path + "/a/../../x", folder: root.path))
        XCTAssertFalse(ConfinedPath.isInside(root.path + "/up/etc", folder: root.path))
        XCTAssertFalse(ConfinedPath.isInside(real + "-sibling/x", folder: root.path), "a prefix is not a folder")
    }
}
