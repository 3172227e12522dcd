import Foundation
import XCTest

/// What a team's CI relies on: accepting exactly the reviewed check, scene files that fail loudly, names that
/// cannot forge log lines, results that merge whatever paths `test` was given, and a merge that notices a missing
/// or repeated shard.
final class CITrustTests: XCTestCase {
    let manager = FileManager.default
    let photos = CLIRunner.repositoryRoot + "/fixtures/photos"

    func write(_ text: String, to path: String) throws {
        try manager.createDirectory(
            atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
    }

    func run(
        _ arguments: [String], in folder: String, status: Int32, environment: [String: String] = [:],
        file: StaticString = #filePath, line: UInt = #line
    ) throws -> CLIRunner.Output {
        let output = try CLIRunner.run(arguments, in: folder, environment: environment)
        XCTAssertEqual(output.status, status, output.stderr + output.stdout, file: file, line: line)
        return output
    }

    /// A scene of small stills named `names`.
    func scene(_ names: [String]) -> String {
        let checks = names.enumerated().map { #"{"name": "\#($1)", "offset": \#($0 * 10)}"# }.joined(separator: ", ")
        return #"{"photos": ["\#(photos)"], "width": 120, "height": 40, "scale": 1, "checks": [\#(checks)]}"#
    }

    func testCheckSelectsExactlyOneCheckWhereFilterMatchesSubstrings() throws {
        let folder = try CLIRunner.temporaryDirectory()
        try write(scene(["start", "restart", "start-2"]), to: "\(folder)/s/a.json")
        try write(scene(["x-start"]), to: "\(folder)/s/b.json")
        _ = try run(["test", "s"], in: folder, status: 1)
        let filtered = try run(["test", "s", "--filter", "start", "--record", "never"], in: folder, status: 0)
        XCTAssertEqual(filtered.stdout, "4 passed, 0 failed\n", "a filter is a substring")
        let exact = try run(["test", "--check", "s/a.json#start", "--record", "never"], in: folder, status: 0)
        XCTAssertEqual(exact.stdout, "1 passed, 0 failed\n")
        let two = try run(
            ["test", "--check", "./s/a.json#restart", "--check", "s/b.json#x-start", "--update"], in: folder, status: 1)
        XCTAssertTrue(two.stdout.hasSuffix("\n0 passed, 0 failed, 2 recorded\n"), two.stdout)
        let wrong = try run(["test", "--check", "s/a.json#star"], in: folder, status: 64)
        XCTAssertEqual(wrong.stderr, "filmstrip: --check \"s/a.json#star\" names no check of the scene files read\n")
        let malformed = try run(["test", "--check", "s/a.json"], in: folder, status: 64)
        XCTAssertTrue(malformed.stderr.contains("--check takes SCENE.json#NAME"), malformed.stderr)
    }

    func testAJSONFileThatDoesNotParseFailsTheRunNamingLineAndColumn() throws {
        let folder = try CLIRunner.temporaryDirectory()
        try write(scene(["a"]), to: "\(folder)/s/good.json")
        try write("{\n  \"checks\": [{\"name\": \"x\"},]\n}", to: "\(folder)/s/typo.json")
        let output = try run(["test", "s"], in: folder, status: 64)
        XCTAssertEqual(
            output.stderr,
            """
            filmstrip: s/typo.json: invalid scene file: not valid JSON: line 2, column 27: a trailing comma before "]"\n
            """)
        XCTAssertFalse(manager.fileExists(atPath: "\(folder)/s/__snapshots__"), "no check ran")
        // A JSON file that parses but is not a scene is still named and skipped.
        try write(#"{"name": "my-app", "version": "1.0.0"}"#, to: "\(folder)/s/typo.json")
        let skipped = try run(["test", "s"], in: folder, status: 1)
        XCTAssertTrue(skipped.stderr.contains("s/typo.json: not a scene file (no scene fields), skipped"))
    }

    func testNamesWithControlCharactersAreRefusedAndPathsPrintedEscaped() throws {
        let folder = try CLIRunner.temporaryDirectory()
        for (name, code) in [("a\\u0000b", "0000"), ("::warning title=x\\n", "000A"), ("bell\\u0007", "0007")] {
            try write(scene([name]), to: "\(folder)/s.json")
            let output = try run(["test", "s.json"], in: folder, status: 64)
            XCTAssertEqual(
                output.stderr,
                "filmstrip: s.json: invalid scene file: field \"checks[0].name\": must not hold control characters, found U+\(code)\n"
            )
        }
        var bytes = Array(#"{"checks": [{"name": ""#.utf8) + [0xC3, 0x28] + Array(#""}]}"#.utf8)
        try Data(bytes).write(to: URL(fileURLWithPath: "\(folder)/u.json"))
        let utf8 = try run(["test", "u.json"], in: folder, status: 64)
        XCTAssertTrue(
            utf8.stderr.contains(
                "u.json: invalid scene file: not valid JSON: line 1, column 23: bytes that are not valid UTF-8"),
            utf8.stderr)
        // A scene file whose name holds a newline and an escape: printed escaped, on one line.
        bytes = Array(scene(["a"]).utf8)
        let odd = "\(folder)/odd\n::error::x\u{1B}[31m.json"
        try Data(bytes).write(to: URL(fileURLWithPath: odd))
        let printed = try run(["test", "odd\n::error::x\u{1B}[31m.json"], in: folder, status: 1)
        XCTAssertTrue(printed.stdout.contains(#"RECORDED odd\n::error::x\u{1B}[31m.json › a: "#), printed.stdout)
        XCTAssertFalse(printed.stdout.contains("\n::error"), "no line may start with a workflow command")
    }

    func testRecordModeFromTheEnvironmentIsValidatedAndEmptyChecksAreRefused() throws {
        let folder = try CLIRunner.temporaryDirectory()
        try write(scene(["a"]), to: "\(folder)/s.json")
        let bogus = try run(["test", "s.json"], in: folder, status: 64, environment: ["FILMSTRIP_RECORD": "bogus"])
        XCTAssertTrue(bogus.stderr.contains("FILMSTRIP_RECORD=bogus is not a record mode"), bogus.stderr)
        XCTAssertFalse(manager.fileExists(atPath: "\(folder)/__snapshots__"), "nothing recorded")
        try write(#"{"photos": ["\#(photos)"], "checks": []}"#, to: "\(folder)/s.json")
        let empty = try run(["test", "s.json"], in: folder, status: 64)
        XCTAssertTrue(empty.stderr.contains(#"field "checks": is empty"#), empty.stderr)
    }

    /// `test` given absolute paths writes self-contained results (images copied, named relatively), and
    /// `merge-reports` takes them without refusing anything; same-named scenes in two folders keep apart artifacts.
    func testAbsolutePathsAndSameStemScenesMergeCleanly() throws {
        let folder = try CLIRunner.temporaryDirectory()
        try write(scene(["one"]), to: "\(folder)/suite/a/x.json")
        try write(scene(["one"]), to: "\(folder)/suite/b/x.json")
        _ = try run(["test", "\(folder)/suite"], in: folder, status: 1)
        // Both references made to differ: each scene's actual image must land in its own folder.
        for sub in ["a", "b"] {
            let reference = "\(folder)/suite/\(sub)/__snapshots__/x/one.png"
            try manager.removeItem(atPath: reference)
            try manager.copyItem(atPath: photos + "/06-chelsea.png", toPath: reference)
        }
        _ = try run(
            ["test", "\(folder)/suite", "--record", "never", "--json", "\(folder)/results/results.json"], in: folder,
            status: 1)
        let artifacts = try manager.subpathsOfDirectory(atPath: "\(folder)/filmstrip-artifacts").sorted()
        XCTAssertTrue(artifacts.contains("suite/a/x/one.actual.png"), "\(artifacts)")
        XCTAssertTrue(artifacts.contains("suite/b/x/one.actual.png"), "\(artifacts)")
        let results = try String(contentsOfFile: "\(folder)/results/results.json", encoding: .utf8)
        for field in ["expected", "actual", "diff"] {
            XCTAssertFalse(results.contains("\"\(field)\":\"/"), "no absolute image path in the results: \(results)")
        }
        let merged = try run(["merge-reports", "report", "results/results.json"], in: folder, status: 1)
        XCTAssertEqual(merged.stderr, "", "nothing refused")
        XCTAssertEqual(merged.stdout, "0 passed, 2 failed\nreport: report/index.html\n")
    }

    func testAMissingOrRepeatedShardFailsTheMergeAfterWritingTheReport() throws {
        let folder = try CLIRunner.temporaryDirectory()
        try write(scene(["a", "b", "c", "d", "e", "f"]), to: "\(folder)/s.json")
        _ = try run(["test", "s.json"], in: folder, status: 1)
        for shard in 1...3 {
            _ = try run(
                [
                    "test", "s.json", "--record", "never", "--shard", "\(shard)/3", "--json", "r\(shard)/results.json",
                    "--pass-with-no-checks",
                ], in: folder, status: 0)
        }
        let missing = try run(["merge-reports", "out", "r1/results.json", "r3/results.json"], in: folder, status: 2)
        XCTAssertEqual(
            missing.stderr, "filmstrip: shard 2/3 is missing: no results file holds it, so its checks were not run\n")
        XCTAssertTrue(manager.fileExists(atPath: "\(folder)/out/index.html"), "the report is written all the same")
        XCTAssertTrue(manager.fileExists(atPath: "\(folder)/out/junit.xml"))
        let repeated = try run(
            ["merge-reports", "out2", "r1/results.json", "r2/results.json", "r3/results.json", "r1/results.json"],
            in: folder, status: 2)
        XCTAssertTrue(
            repeated.stderr.contains("shard 1/3 is in more than one results file: r1/results.json, r1/results.json"),
            repeated.stderr)
        XCTAssertTrue(
            repeated.stderr.contains("is twice in r1/results.json (or that file was given twice)"), repeated.stderr)
        XCTAssertTrue(manager.fileExists(atPath: "\(folder)/out2/index.html"), "the report is written all the same")
        // OUT_DIR may not be, or hold, an input; an existing OUT_DIR needs --overwrite.
        let into = try run(["merge-reports", "r1", "r1/results.json"], in: folder, status: 64)
        XCTAssertTrue(into.stderr.contains("OUT_DIR is or holds the results file r1/results.json"), into.stderr)
        XCTAssertTrue(manager.fileExists(atPath: "\(folder)/r1/results.json"))
        let exists = try run(["merge-reports", "out", "r1/results.json"], in: folder, status: 2)
        XCTAssertEqual(exists.stderr, "filmstrip: out: exists and is not empty; give --overwrite to replace it\n")
        let all = try run(
            ["merge-reports", "out", "r1/results.json", "r2/results.json", "r3/results.json", "--overwrite"],
            in: folder, status: 0)
        XCTAssertEqual(all.stdout, "6 passed, 0 failed\nreport: out/index.html\n")
        XCTAssertEqual(
            try manager.contentsOfDirectory(atPath: folder).filter { $0.contains("staging") }, [],
            "no staging folder left behind")
    }
}
