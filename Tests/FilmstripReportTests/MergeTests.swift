import FilmstripReport
import Foundation
import XCTest

final class MergeTests: XCTestCase {
    /// Splits the sample suite check by check, round-robin, the way a shard runner might.
    private func shards(_ suite: SuiteResult, count: Int) -> [SuiteResult] {
        var parts = Array(repeating: SuiteResult(command: [], scenes: []), count: count)
        var n = 0
        for scene in suite.scenes {
            for check in scene.checks {
                let shard = n % count
                n += 1
                if let i = parts[shard].scenes.firstIndex(where: { $0.path == scene.path }) {
                    parts[shard].scenes[i].checks.append(check)
                } else {
                    parts[shard].scenes.append(SceneResult(path: scene.path, name: scene.name, checks: [check]))
                }
            }
        }
        return parts
    }

    func testMergedShardsReproduceTheFullRun() throws {
        let full = SampleSuite.make()
        for count in 1...5 {
            let merged = try SuiteResult.merged(shards(full, count: count).reversed(), command: ["merge"])
            XCTAssertEqual(merged.counts, SuiteCounts(passed: 1, failed: 2, recorded: 1, errors: 1), "\(count) shards")
            // Scenes come back sorted by path, checks in scene-file order.
            XCTAssertEqual(merged.scenes.map(\.path), ["scenes/odd names.json", "scenes/slider.json"])
            XCTAssertEqual(merged.scenes[1].checks, full.scenes[0].checks)
            XCTAssertEqual(merged.scenes[0].checks, full.scenes[1].checks)
            XCTAssertEqual(merged.exitStatus, 2)
        }
    }

    func testExitStatusIsThatOfTheCombinedRun() throws {
        let pass = SuiteResult(
            command: [],
            scenes: [SceneResult(path: "a.json", name: "a", checks: [CheckResult(name: "x", status: .passed)])])
        let fail = SuiteResult(
            command: [],
            scenes: [SceneResult(path: "b.json", name: "b", checks: [CheckResult(name: "x", status: .failed)])])
        let recorded = SuiteResult(
            command: [],
            scenes: [SceneResult(path: "c.json", name: "c", checks: [CheckResult(name: "x", status: .recorded)])])
        let error = SuiteResult(
            command: [],
            scenes: [SceneResult(path: "d.json", name: "d", checks: [CheckResult(name: "x", status: .error)])])
        XCTAssertEqual(try SuiteResult.merged([pass], command: []).exitStatus, 0)
        XCTAssertEqual(try SuiteResult.merged([], command: []).exitStatus, 0)
        XCTAssertEqual(try SuiteResult.merged([pass, recorded], command: []).exitStatus, 1)
        XCTAssertEqual(try SuiteResult.merged([fail, pass], command: []).exitStatus, 1)
        XCTAssertEqual(try SuiteResult.merged([fail, error, pass], command: []).exitStatus, 2)
        XCTAssertEqual(
            try SuiteResult.merged([pass, fail, recorded], command: []).counts.summary, "1 passed, 1 failed, 1 recorded"
        )
    }

    func testOverlappingShardsAreRefused() {
        let suite = SampleSuite.make()
        XCTAssertThrowsError(try SuiteResult.merged([suite, suite], command: [])) { error in
            XCTAssertEqual(error as? ResultsMergeError, .duplicateCheck(scene: "scenes/slider.json", check: "start"))
        }
    }

    func testImagePathsAndCopyIntoOneFolder() throws {
        let manager = FileManager.default
        let root = manager.temporaryDirectory.appendingPathComponent("report-copy-\(UUID().uuidString)")
        defer { try? manager.removeItem(at: root) }
        let shard = root.appendingPathComponent("shard")
        let suite = SuiteResult(
            command: [],
            scenes: [
                SceneResult(
                    path: "a.json", name: "a",
                    checks: [
                        CheckResult(
                            name: "x", status: .failed, expected: "../refs/x.png", actual: "actual/x.png",
                            diff: "diff/x.png")
                    ])
            ])
        XCTAssertEqual(suite.imagePaths, ["../refs/x.png", "actual/x.png", "diff/x.png"])
        for path in suite.imagePaths {
            let url = shard.appendingPathComponent(path)
            try manager.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(path.utf8).write(to: url)
        }
        let out = root.appendingPathComponent("out")
        let copied = try ReportImages.copy(suite, from: shard, into: out, subfolder: "shard-1")
        XCTAssertEqual(copied.imagePaths, ["shard-1/_/refs/x.png", "shard-1/actual/x.png", "shard-1/diff/x.png"])
        XCTAssertEqual(
            try String(contentsOf: out.appendingPathComponent("shard-1/_/refs/x.png"), encoding: .utf8), "../refs/x.png"
        )
    }
}
