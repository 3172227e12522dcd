import FilmstripReport
import Foundation
import XCTest

@testable import FilmstripSuite

final class MergeTests: XCTestCase {
    /// Splits the sample suite check by check, round-robin, the way a shard runner might.
    private func merged(_ suites: [SuiteResult], command: [String] = []) -> SuiteResult {
        let result = SuiteResult.merging(
            suites.enumerated().map { ("r\($0.offset).json", $0.element) }, command: command)
        XCTAssertEqual(result.problems, [])
        return result.suite
    }

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
            let merged = merged(shards(full, count: count).reversed(), command: ["merge"])
            XCTAssertEqual(merged.counts, SuiteCounts(passed: 1, failed: 2, recorded: 1, errors: 1), "\(count) shards")
            // Scenes come back sorted by path, checks in scene-file order.
            XCTAssertEqual(merged.scenes.map(\.path), ["scenes/odd names.json", "scenes/slider.json"])
            XCTAssertEqual(merged.scenes[1].checks.map(\.name), full.scenes[0].checks.map(\.name))
            XCTAssertEqual(merged.scenes[0].checks.map(\.name), full.scenes[1].checks.map(\.name))
            XCTAssertEqual(merged.verdict, .error)
        }
    }

    func testVerdictIsThatOfTheCombinedRun() throws {
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
        XCTAssertEqual(merged([pass], command: []).verdict, .passed)
        XCTAssertEqual(merged([], command: []).verdict, .passed)
        XCTAssertEqual(merged([pass, recorded], command: []).verdict, .failed)
        XCTAssertEqual(merged([fail, pass], command: []).verdict, .failed)
        XCTAssertEqual(merged([fail, error, pass], command: []).verdict, .error)
        XCTAssertEqual(
            merged([pass, fail, recorded], command: []).counts.summary, "1 passed, 1 failed, 1 recorded"
        )
    }

    func testACheckInTwoResultsFilesIsNamedWithBothAndTheRestIsKept() {
        let suite = SampleSuite.make()
        let result = SuiteResult.merging([("a/results.json", suite), ("b/results.json", suite)], command: [])
        XCTAssertEqual(result.suite.counts.total, suite.counts.total, "each check once, the first copy kept")
        XCTAssertEqual(
            result.problems.first,
            .duplicateCheck(
                scene: "scenes/slider.json", check: "start", firstFile: "a/results.json", secondFile: "b/results.json"))
        XCTAssertEqual(
            result.problems.first?.description,
            "scenes/slider.json: check \"start\" is in both a/results.json and b/results.json; the one in a/results.json is kept"
        )
        let twice = SuiteResult(
            command: [],
            scenes: [
                SceneResult(
                    path: "a.json", name: "a",
                    checks: [CheckResult(name: "x", status: .passed), CheckResult(name: "x", status: .passed)])
            ])
        XCTAssertEqual(
            SuiteResult.merging([("only.json", twice)], command: []).problems.map(\.description),
            ["a.json: check \"x\" is twice in only.json (or that file was given twice); the first is kept"])
    }

    func testMissingAndRepeatedShardsAreNamed() {
        func shard(_ label: String, _ check: String) -> SuiteResult {
            SuiteResult(
                command: ["filmstrip", "test", "--json", "r.json"],
                scenes: [SceneResult(path: "s.json", name: "s", checks: [CheckResult(name: check, status: .passed)])],
                shard: Shard(label))
        }
        XCTAssertEqual(
            SuiteResult.merging([("1.json", shard("1/3", "a")), ("3.json", shard("3/3", "c"))], command: []).problems,
            [.missingShard(index: 2, count: 3)])
        XCTAssertEqual(
            SuiteResult.merging(
                [("1.json", shard("1/2", "a")), ("1b.json", shard("1/2", "b")), ("2.json", shard("2/2", "c"))],
                command: []
            ).problems, [.repeatedShard(index: 1, count: 2, files: ["1.json", "1b.json"])])
        XCTAssertEqual(
            SuiteResult.merging([("1.json", shard("1/2", "a")), ("2.json", shard("2/3", "b"))], command: []).problems,
            [.shardCountsDiffer(counts: [2, 3])])
        XCTAssertEqual(
            SuiteResult.merging([("1.json", shard("1/2", "a")), ("2.json", shard("2/2", "b"))], command: []).problems,
            [])
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
        // An absolute path is copied too, under a relative name: results are self-contained whatever `test` was given.
        for path in suite.imagePaths {
            let url = shard.appendingPathComponent(path)
            try manager.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(path.utf8).write(to: url)
        }
        let out = root.appendingPathComponent("out")
        var withAbsolute = suite
        withAbsolute.scenes[0].checks[0].diff = shard.appendingPathComponent("diff/x.png").path
        let copied = try ReportImages.copy(withAbsolute, from: shard, into: out, subfolder: "shard-1")
        XCTAssertEqual(copied.imagePaths, ["shard-1/_/refs/x.png", "shard-1/actual/x.png", "shard-1/diff/x.png"])
        XCTAssertEqual(
            try String(contentsOf: out.appendingPathComponent("shard-1/_/refs/x.png"), encoding: .utf8), "../refs/x.png"
        )
    }
}
