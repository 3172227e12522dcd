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
        try manager.createDirectory(atPath: "\(folder)/mine", withIntermediateDirectories: true)
        try write("a folder of the user's", to: "\(folder)/mine/notes.txt")
        let exists = try run(["merge-reports", "mine", "r1/results.json"], in: folder, status: 2)
        XCTAssertEqual(exists.stderr, "filmstrip: mine: already exists (pass --overwrite to replace it)\n")
        // A report merge-reports wrote itself is replaced without --overwrite (exit 2 for the missing shards).
        let ours = try run(["merge-reports", "out", "r1/results.json"], in: folder, status: 2)
        XCTAssertFalse(ours.stderr.contains("already exists"), ours.stderr)
        XCTAssertTrue(ours.stderr.contains("shard 2/3 is missing"), ours.stderr)
        let all = try run(
            ["merge-reports", "out", "r1/results.json", "r2/results.json", "r3/results.json", "--overwrite"],
            in: folder, status: 0)
        XCTAssertEqual(all.stdout, "6 passed, 0 failed\nreport: out/index.html\n")
        XCTAssertEqual(
            try manager.contentsOfDirectory(atPath: folder).filter { $0.contains("staging") }, [],
            "no staging folder left behind")
    }

    /// A motion whose frame count changed compares the frames both sequences have, and the CLI and the results say
    /// the same: the counts, and per frame a diff only where there was a reference.
    func testASequenceOfAnotherLengthComparesTheFramesBothHave() throws {
        let folder = try CLIRunner.temporaryDirectory()
        func sceneFile(fling: Int) -> String {
            #"{"photos": ["\#(photos)"], "width": 200, "height": 60, "scale": 1, "#
                + #""checks": [{"name": "fling", "frames": {"fling": \#(fling), "fps": 20}}]}"#
        }
        try write(sceneFile(fling: 600), to: "\(folder)/s.json")
        _ = try run(["test", "s.json"], in: folder, status: 1)
        let expected = try manager.contentsOfDirectory(atPath: "\(folder)/__snapshots__/s/fling").filter {
            $0.hasPrefix("frame-")
        }.count
        try write(sceneFile(fling: 1500), to: "\(folder)/s.json")
        let output = try run(
            ["test", "s.json", "--record", "never", "--json", "out/results.json"], in: folder, status: 1)
        let results = try XCTUnwrap(
            JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: "\(folder)/out/results.json")))
                as? [String: Any])
        let check = try XCTUnwrap(
            ((results["scenes"] as? [[String: Any]])?.first?["checks"] as? [[String: Any]])?.first)
        let sequence = try XCTUnwrap(check["sequence"] as? [String: Any])
        let frames = try XCTUnwrap(sequence["frames"] as? [[String: Any]])
        XCTAssertGreaterThan(frames.count, expected, "a longer fling")
        let message = try XCTUnwrap(sequence["frameCountMismatch"] as? String)
        XCTAssertTrue(message.hasPrefix("expected \(expected) frames, got \(frames.count); "), message)
        XCTAssertTrue(message.contains(" frames in both "), message)
        XCTAssertEqual(check["message"] as? String, message, "the results say what the CLI says")
        XCTAssertTrue(output.stdout.contains("FAILED s.json › fling: \(message)"), output.stdout)
        XCTAssertEqual(frames.prefix(expected).filter { $0["diffPixels"] == nil }.count, 0, "the overlap is compared")
        XCTAssertEqual(
            frames.dropFirst(expected).filter { $0["diffPixels"] != nil || ($0["pass"] as? Bool) != false }.count, 0,
            "frames past the reference have no counts")
        XCTAssertEqual(frames.first?["diffPixels"] as? Int, 0, "the first frame, at rest before the fling, matches")
    }

    func testEmptyFoldersAndPositionsOutOfRangeAreNamedWhereTheyWereGiven() throws {
        let folder = try CLIRunner.temporaryDirectory()
        try manager.createDirectory(atPath: "\(folder)/empty", withIntermediateDirectories: true)
        for command in [["probe", "empty"], ["thumbnail", "empty", "--height", "10", "-o", "t"]] {
            let output = try run(command, in: folder, status: 64)
            XCTAssertEqual(
                output.stderr, "filmstrip: empty: no images (JPEG, PNG, HEIC, HEIF, AVIF or WebP) in this folder\n")
        }
        try write(#"{"index": 99, "scale": 1}"#, to: "\(folder)/s.json")
        let range = "index 99 is out of range: the scene has 12 items (0...11)\n"
        XCTAssertEqual(
            try run(["render", "--scene", "s.json", "-o", "a.png"], in: folder, status: 64).stderr,
            "filmstrip: s.json: field \"index\": " + range)
        XCTAssertEqual(
            try run(["render", "--index", "99", "-o", "a.png"], in: folder, status: 64).stderr,
            "filmstrip: --index: " + range)
        XCTAssertEqual(
            try run(["frames", "--from-index", "99", "--fling", "100", "-o", "f"], in: folder, status: 64).stderr,
            "filmstrip: --from-index: " + range)
        XCTAssertEqual(
            try run(["frames", "--to-index", "99", "-o", "f"], in: folder, status: 64).stderr,
            "filmstrip: --to-index: " + range)
        XCTAssertEqual(
            try run(
                ["frames", "--fling", "1500", "--fps", "240", "--max-frames", "10", "-o", "f"], in: folder, status: 64
            )
            .stderr,
            "filmstrip: the motion lasts 2.374 s: 571 frames at 240 fps, more than the limit of 10 (--max-frames)\n")
        try write(#"{"checks": [{"name": "a", "index": 99}]}"#, to: "\(folder)/t.json")
        XCTAssertTrue(
            try run(["test", "t.json"], in: folder, status: 64).stdout.contains(
                #"ERROR t.json › a: t.json: invalid scene file: field "checks[0].index": index 99 is out of range"#))
    }

    /// A scene file comes from a pull request, so how long a sequence may be is the command line's: a check that
    /// needs more frames than `--max-frames` (1000 by default) is an error drawn and written nowhere, and the others
    /// run.
    func testASequenceCheckLongerThanMaxFramesIsAnErrorThatWritesNothing() throws {
        let folder = try CLIRunner.temporaryDirectory()
        let checks = #"[{"name": "long", "frames": {"fling": 3000, "fps": 1000}}, {"name": "still"}]"#
        try write(
            #"{"photos": ["\#(photos)"], "width": 120, "height": 40, "scale": 1, "checks": \#(checks)}"#,
            to: "\(folder)/t.json")
        let run = try run(["test", "t.json", "--record", "all"], in: folder, status: 2)
        XCTAssertTrue(
            run.stdout.contains(
                "ERROR t.json › long: the motion lasts 1.176 s: 1178 frames at 1000 fps, more than the limit of 1000"),
            run.stdout)
        XCTAssertTrue(manager.fileExists(atPath: "\(folder)/__snapshots__/t/still.png"))
        XCTAssertFalse(manager.fileExists(atPath: "\(folder)/__snapshots__/t/long"))
        XCTAssertTrue(
            try self.run(["test", "t.json", "--max-frames", "0"], in: folder, status: 64).stderr.contains(
                "--max-frames must be from 1 to 1000000"))
    }

    /// Help read from a pipe keeps each example on one line, and says each default once.
    func testHelpThatIsPipedKeepsExamplesWholeAndDefaultsOnce() throws {
        for command in ["render", "frames", "test", "diff", "thumbnail", "merge-reports", "layout"] {
            let help = try CLIRunner.run([command, "--help"]).stdout
            let lines = help.split(separator: "\n", omittingEmptySubsequences: false)
            if let start = lines.firstIndex(of: "Examples:") {
                for line in lines[(start + 1)...].prefix(while: { !$0.isEmpty }) {
                    XCTAssertTrue(line.hasPrefix("  filmstrip ") || line.hasPrefix("  #"), "\(command): \(line)")
                }
            }
            for line in lines where line.components(separatedBy: "(default").count > 2 {
                XCTFail("\(command): a default said twice: \(line)")
            }
        }
    }

    /// References no check uses are listed as deleted (in the CLI and the results), and `--prune` removes them.
    func testUnusedReferencesAreListedAndPrunedOnlyWhenTheRunPasses() throws {
        let folder = try CLIRunner.temporaryDirectory()
        try write(scene(["kept", "renamed"]), to: "\(folder)/s/a.json")
        try write(scene(["gone"]), to: "\(folder)/s/b.json")
        _ = try run(["test", "s"], in: folder, status: 1)
        try write(scene(["kept", "new-name"]), to: "\(folder)/s/a.json")
        try manager.removeItem(atPath: "\(folder)/s/b.json")
        _ = try run(["test", "s"], in: folder, status: 1)
        let listed = try run(["test", "s", "--record", "never", "--json", "r/results.json"], in: folder, status: 0)
        XCTAssertTrue(
            listed.stdout.hasPrefix(
                """
                DELETED s/__snapshots__/a/renamed.png: no check of s/a.json uses it
                DELETED s/__snapshots__/b: no check of s/b.json uses it

                """), listed.stdout)
        let results = try String(contentsOfFile: "\(folder)/r/results.json", encoding: .utf8)
        XCTAssertTrue(
            results.contains(
                #""deleted":[{"scene":"s/a.json","reference":"s/__snapshots__/a/renamed.png"},"#
                    + #"{"scene":"s/b.json","reference":"s/__snapshots__/b"}]"#), results)
        // A partial run never calls a reference unused.
        XCTAssertFalse(
            try run(["test", "s", "--filter", "kept", "--record", "never"], in: folder, status: 0).stdout.contains(
                "DELETED"))
        let pruned = try run(["test", "s", "--record", "never", "--prune"], in: folder, status: 0)
        XCTAssertTrue(pruned.stdout.contains("PRUNED s/__snapshots__/b\n"), pruned.stdout)
        XCTAssertFalse(manager.fileExists(atPath: "\(folder)/s/__snapshots__/a/renamed.png"))
        XCTAssertTrue(manager.fileExists(atPath: "\(folder)/s/__snapshots__/a/kept.png"))
        XCTAssertEqual(
            try run(["test", "s", "--record", "never"], in: folder, status: 0).stdout, "2 passed, 0 failed\n")
    }

    func testAnEmptyPhotosFolderIsAnErrorNotAWhiteReference() throws {
        let folder = try CLIRunner.temporaryDirectory()
        try manager.createDirectory(atPath: "\(folder)/photos", withIntermediateDirectories: true)
        try write(#"{"photos": ["photos"], "checks": [{"name": "a"}]}"#, to: "\(folder)/s.json")
        let output = try run(["test", "s.json"], in: folder, status: 2)
        XCTAssertTrue(
            output.stdout.contains(#"ERROR s.json › a: s.json: field "photos": names no image"#), output.stdout)
        XCTAssertFalse(manager.fileExists(atPath: "\(folder)/__snapshots__"), "no reference recorded")
    }

    /// A report of a passing suite shows its references without a second copy on disk: they are hard links. Results
    /// for merge-reports copy only the images of checks to review (`ResultsDiskTests`), none of a passing suite.
    func testAReportLinksReferencesAndResultsCopyThem() throws {
        let folder = try CLIRunner.temporaryDirectory()
        try write(scene(["a", "b"]), to: "\(folder)/s.json")
        _ = try run(["test", "s.json"], in: folder, status: 1)
        _ = try run(
            ["test", "s.json", "--record", "never", "--report", "report", "--json", "r/results.json"], in: folder,
            status: 0)
        func links(_ path: String) throws -> Int {
            try XCTUnwrap((try manager.attributesOfItem(atPath: path))[.referenceCount] as? Int)
        }
        XCTAssertEqual(try links("\(folder)/report/images/__snapshots__/s/a.png"), 2, "linked to the reference")
        XCTAssertFalse(manager.fileExists(atPath: "\(folder)/r/results-images"), "nothing to review, nothing copied")
        _ = try run(["merge-reports", "merged", "r/results.json"], in: folder, status: 0)
    }
}
