import Foundation
import XCTest

/// `filmstrip test` over the fixture suite (every style, stills and sequences, and a JSON file that is not a scene):
/// recorded, then passing, then failing after a reference changes, with the exact counts in every output; record
/// modes, filters, shards and merge-reports.
final class TestCommandTests: XCTestCase {
    /// A copy of fixtures/suite in a temporary folder, with the photos its scenes name beside it.
    func makeSuite() throws -> String {
        let folder = try CLIRunner.temporaryDirectory()
        try FileManager.default.copyItem(
            atPath: CLIRunner.repositoryRoot + "/fixtures/suite", toPath: "\(folder)/suite")
        try FileManager.default.createSymbolicLink(
            atPath: "\(folder)/photos", withDestinationPath: CLIRunner.repositoryRoot + "/fixtures/photos")
        return folder
    }

    func run(
        _ arguments: [String], in folder: String, status: Int32, file: StaticString = #filePath, line: UInt = #line
    ) throws -> CLIRunner.Output {
        let output = try CLIRunner.run(["test"] + arguments, in: folder)
        XCTAssertEqual(output.status, status, output.stderr + output.stdout, file: file, line: line)
        return output
    }

    func results(_ path: String) throws -> [String: Any] {
        try XCTUnwrap(
            JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: path))) as? [String: Any])
    }

    func counts(_ path: String) throws -> [String: Int] {
        try XCTUnwrap(try results(path)["counts"] as? [String: Int])
    }

    /// Check names by scene path in a results file.
    func checkNames(_ path: String) throws -> Set<String> {
        let scenes = try XCTUnwrap(try results(path)["scenes"] as? [[String: Any]])
        return Set(
            scenes.flatMap { scene in
                ((scene["checks"] as? [[String: Any]]) ?? []).map { "\(scene["path"]!)#\($0["name"]!)" }
            })
    }

    func testRecordPassFailAcrossEveryOutput() throws {
        let folder = try makeSuite()
        let recorded = try run(["suite", "--record", "missing"], in: folder, status: 1)
        XCTAssertTrue(recorded.stdout.hasSuffix("\n0 passed, 0 failed, 9 recorded\n"), recorded.stdout)
        XCTAssertTrue(
            recorded.stdout.contains(
                "RECORDED suite/slider.json › start: no reference yet: recorded at suite/__snapshots__/slider/start.png\n"
            ),
            recorded.stdout)
        XCTAssertTrue(
            recorded.stderr.contains("suite/carousels/notes.json: not a scene file (no scene fields), skipped"),
            recorded.stderr)
        let snapshots = "\(folder)/suite/carousels/__snapshots__"
        XCTAssertTrue(FileManager.default.fileExists(atPath: "\(snapshots)/paging/card-1.png"))
        XCTAssertTrue(FileManager.default.fileExists(atPath: "\(snapshots)/paging/swipe/manifest.json"))
        XCTAssertTrue(
            FileManager.default.fileExists(atPath: "\(folder)/suite/__snapshots__/tags/default.png"),
            "a scene without checks has one named default")

        let passed = try run(
            ["suite", "--record", "never", "--junit", "out/junit.xml", "--json", "out/results.json"], in: folder,
            status: 0)
        XCTAssertEqual(passed.stdout, "9 passed, 0 failed\n")
        XCTAssertEqual(
            try counts("\(folder)/out/results.json"),
            ["passed": 9, "failed": 0, "recorded": 0, "errors": 0, "total": 9])
        let junit = try String(contentsOfFile: "\(folder)/out/junit.xml", encoding: .utf8)
        XCTAssertTrue(junit.contains(#"tests="9" failures="0" errors="0""#), junit)
        XCTAssertEqual(junit.components(separatedBy: "<testsuite ").count - 1, 5, "one testsuite per scene file")

        // A changed still and a changed frame of a sequence.
        try FileManager.default.removeItem(atPath: "\(folder)/suite/__snapshots__/slider/start.png")
        try FileManager.default.copyItem(
            atPath: "\(folder)/suite/__snapshots__/slider/scrolled.png",
            toPath: "\(folder)/suite/__snapshots__/slider/start.png")
        let frame = "\(snapshots)/paging/swipe/frame-0001.png"
        try FileManager.default.removeItem(atPath: frame)
        try FileManager.default.copyItem(atPath: "\(snapshots)/paging/card-1.png", toPath: frame)
        // The JUnit file a tool of the user's wrote is not replaced unasked.
        try Data("<testsuites/>".utf8).write(to: URL(fileURLWithPath: "\(folder)/out/junit.xml"))
        let failed = try run(
            [
                "suite", "--record", "never", "--junit", "out/junit.xml", "--json", "out/results.json", "--report",
                "out/report",
            ],
            in: folder, status: 2)
        XCTAssertEqual(failed.stderr, "filmstrip: out/junit.xml: already exists (pass --overwrite to replace it)\n")
        let rerun = try run(
            [
                "suite", "--record", "never", "--junit", "out/junit.xml", "--json", "out/results.json", "--report",
                "out/report/", "--overwrite",
            ],
            in: folder, status: 1)
        // What failed, where its images are, how to accept it, and where the report is (one slash before
        // index.html, however the folder was given): on standard output.
        XCTAssertTrue(rerun.stdout.hasSuffix("\n7 passed, 2 failed\nreport: out/report/index.html\n"), rerun.stdout)
        XCTAssertTrue(
            rerun.stdout.contains(
                """
                FAILED suite/slider.json › start: FAIL: 
                """), rerun.stdout)
        XCTAssertTrue(
            rerun.stdout.contains(
                """
                  actual: filmstrip-artifacts/suite/slider/start.actual.png
                  diff: filmstrip-artifacts/suite/slider/start.diff.png
                  accept: filmstrip test --check 'suite/slider.json#start' --update

                """), rerun.stdout)
        XCTAssertTrue(rerun.stdout.contains("FAILED suite/carousels/paging.json › swipe: 1 of "), rerun.stdout)
        XCTAssertFalse(rerun.stderr.contains("FAILED"), rerun.stderr)
        XCTAssertEqual(
            try counts("\(folder)/out/results.json"),
            ["passed": 7, "failed": 2, "recorded": 0, "errors": 0, "total": 9])
        let failedJUnit = try String(contentsOfFile: "\(folder)/out/junit.xml", encoding: .utf8)
        XCTAssertTrue(failedJUnit.contains(#"tests="9" failures="2" errors="0""#), failedJUnit)
        XCTAssertEqual(failedJUnit.components(separatedBy: "<failure ").count - 1, 2)
        let report = try String(contentsOfFile: "\(folder)/out/report/index.html", encoding: .utf8)
        XCTAssertTrue(report.contains("--check"), "the accept command")
        XCTAssertTrue(report.contains("suite/slider.json#start"), "the accept command")
        // Nothing in a hidden folder: CI upload steps leave hidden files out.
        XCTAssertTrue(
            FileManager.default.fileExists(
                atPath: "\(folder)/out/report/images/filmstrip-artifacts/suite/slider/start.diff.png"),
            "the report carries its images")
        XCTAssertTrue(
            FileManager.default.fileExists(
                atPath: "\(folder)/out/results-images/filmstrip-artifacts/suite/slider/start.actual.png"),
            "so does the results folder")
        let hidden = try FileManager.default.subpathsOfDirectory(atPath: "\(folder)/out").filter {
            $0.split(separator: "/").contains { $0.hasPrefix(".") }
        }
        XCTAssertEqual(hidden, [])

        // Accepting one check as the report says, then re-recording what still fails.
        let accepted = try run(["--check", "suite/slider.json#start", "--update"], in: folder, status: 1)
        XCTAssertTrue(accepted.stdout.hasSuffix("\n0 passed, 0 failed, 1 recorded\n"), accepted.stdout)
        let rerecorded = try run(["suite", "--record", "failed"], in: folder, status: 1)
        XCTAssertTrue(rerecorded.stdout.hasSuffix("\n8 passed, 0 failed, 1 recorded\n"), rerecorded.stdout)
        XCTAssertEqual(try run(["suite", "--record", "never"], in: folder, status: 0).stdout, "9 passed, 0 failed\n")
    }

    /// A lone scene's sequence is checked across cores, frames compared in the batches that render them: the
    /// references and the verdicts are the same with one thread and with four, and a changed frame is found.
    func testASequenceChecksTheSameOnAnyThreadCount() throws {
        let scene =
            #"{"photos": ["\#(CLIRunner.repositoryRoot)/fixtures/photos"], "scale": 1, "#
            + #""checks": [{"name": "still"}, {"name": "fling", "frames": {"fling": 900, "fps": 20}}]}"#
        var references: [[String: Data]] = []
        for threads in ["1", "4"] {
            let folder = try CLIRunner.temporaryDirectory()
            try Data(scene.utf8).write(to: URL(fileURLWithPath: "\(folder)/slider.json"))
            _ = try run(["--threads", threads, "--record", "missing"], in: folder, status: 1)
            XCTAssertEqual(
                try run(["--threads", threads, "--record", "never"], in: folder, status: 0).stdout,
                "2 passed, 0 failed\n")
            let fling = "\(folder)/__snapshots__/slider/fling"
            let files = try FileManager.default.contentsOfDirectory(atPath: fling).sorted()
            XCTAssertGreaterThan(files.count, 10)
            references.append(
                Dictionary(
                    uniqueKeysWithValues: try files.map {
                        ($0, try Data(contentsOf: URL(fileURLWithPath: "\(fling)/\($0)")))
                    }))
            // One frame of the reference replaced by another: that frame, and only it, differs.
            try FileManager.default.removeItem(atPath: "\(fling)/frame-0003.png")
            try FileManager.default.copyItem(atPath: "\(fling)/frame-0000.png", toPath: "\(fling)/frame-0003.png")
            let failed = try run(["--threads", threads, "--record", "never"], in: folder, status: 1)
            let frames = files.filter { $0.hasPrefix("frame-") }.count
            XCTAssertTrue(failed.stdout.hasSuffix("\n1 passed, 1 failed\n"), failed.stdout)
            XCTAssertTrue(
                failed.stdout.contains("FAILED slider.json › fling: 1 of \(frames) frames differ"), failed.stdout)
        }
        XCTAssertEqual(references[0], references[1], "byte-identical references whatever the thread count")
    }

    func testShardsPartitionTheChecksAndMergeToTheFullRun() throws {
        let folder = try makeSuite()
        _ = try run(["suite", "--record", "missing"], in: folder, status: 1)
        _ = try run(["suite", "--record", "never", "--json", "full/results.json"], in: folder, status: 0)
        var union = Set<String>()
        for shard in 1...3 {
            let output = try CLIRunner.run(
                ["test", "suite", "--record", "never", "--shard", "\(shard)/3", "--json", "s\(shard)/results.json"],
                in: folder)
            XCTAssertEqual(output.status, 0, output.stderr)
            let names = try checkNames("\(folder)/s\(shard)/results.json")
            XCTAssertTrue(union.isDisjoint(with: names), "shard \(shard) repeats a check")
            union.formUnion(names)
        }
        XCTAssertEqual(union, try checkNames("\(folder)/full/results.json"), "every check in exactly one shard")
        let merged = try CLIRunner.run(
            ["merge-reports", "merged", "s1/results.json", "s2/results.json", "s3/results.json"], in: folder)
        XCTAssertEqual(merged.status, 0, merged.stderr)
        XCTAssertEqual(merged.stdout, "9 passed, 0 failed\nreport: merged/index.html\n")
        XCTAssertEqual(try counts("\(folder)/merged/results.json"), try counts("\(folder)/full/results.json"))
        XCTAssertTrue(FileManager.default.fileExists(atPath: "\(folder)/merged/index.html"))
        XCTAssertTrue(
            try String(contentsOfFile: "\(folder)/merged/junit.xml", encoding: .utf8).contains(
                #"tests="9" failures="0""#))
    }

    /// Issue 39: the suite's 9 checks in 3 shards are 3, 3 and 3, whether the suite is spelt `suite`, `./suite/` or in
    /// full, and the same checks each time.
    func testShardsAreEvenAndTheSameHoweverTheSuiteIsSpelt() throws {
        let folder = try makeSuite()
        _ = try run(["suite", "--record", "missing"], in: folder, status: 1)
        var total = 0
        var bySpelling: [[Set<String>]] = []
        for spelling in ["suite", "./suite/", "\(folder)/suite"] {
            var parts: [Set<String>] = []
            for shard in 1...3 {
                let output = "\(spelling.hasPrefix("/") ? "abs" : spelling.count == 5 ? "plain" : "dot")\(shard)"
                _ = try run(
                    [spelling, "--record", "never", "--shard", "\(shard)/3", "--json", "\(output)/results.json"],
                    in: folder, status: 0)
                // Scene paths are as given: compare them from the suite's folder on.
                let names = try checkNames("\(folder)/\(output)/results.json")
                parts.append(Set(names.map { String($0[$0.range(of: "suite/")!.upperBound...]) }))
            }
            total = parts.reduce(0) { $0 + $1.count }
            XCTAssertEqual(parts.map(\.count), [3, 3, 3], spelling)
            bySpelling.append(parts)
        }
        XCTAssertEqual(total, 9)
        XCTAssertEqual(bySpelling[0], bySpelling[1], "./suite/ shards as suite does")
        XCTAssertEqual(bySpelling[0], bySpelling[2], "the absolute path shards as suite does")
    }

    func testSceneErrorsNameTheFileAndStopBeforeAnyCheck() throws {
        let folder = try makeSuite()
        try Data(#"{"checks": [{"name": "a", "index": 1}, {"name": "a", "offset": 3}]}"#.utf8).write(
            to: URL(fileURLWithPath: "\(folder)/suite/dup.json"))
        let output = try run(["suite"], in: folder, status: 64)
        XCTAssertTrue(
            output.stderr.contains(
                #"suite/dup.json: invalid scene file: field "checks[1].name": "a" is the name of an earlier check"#),
            output.stderr)
        XCTAssertFalse(FileManager.default.fileExists(atPath: "\(folder)/suite/__snapshots__"), "nothing was recorded")
        try Data(#"{"checks": [{"name": "b", "frames": {"fling": 10, "fsp": 3}}]}"#.utf8).write(
            to: URL(fileURLWithPath: "\(folder)/suite/dup.json"))
        let typo = try run(["suite/dup.json"], in: folder, status: 64)
        XCTAssertTrue(typo.stderr.contains(#"field "checks[0].frames.fsp": unknown field of frames"#), typo.stderr)
        XCTAssertEqual(try run(["suite", "--shard", "4/3"], in: folder, status: 64).stdout, "")
    }
}
