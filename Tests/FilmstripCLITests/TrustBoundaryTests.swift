import Foundation
import XCTest

/// Issue 21: what a pull request controls in CI (shard results, scene folders, photos) cannot make a command read
/// or write outside the folders it belongs to, block, or pass while checking nothing; every error is one line.
final class TrustBoundaryTests: XCTestCase {
    let manager = FileManager.default
    let photo = CLIRunner.repositoryRoot + "/fixtures/photos/02-grace-hopper.jpg"

    /// Runs the executable under `timeout`, so a hang fails the test instead of stalling the suite.
    func run(
        _ arguments: [String], in folder: String, status: Int32, file: StaticString = #filePath, line: UInt = #line
    )
        throws -> CLIRunner.Output
    {
        let run = try CLIRunner.runBounded(arguments, seconds: 60, in: folder)
        XCTAssertFalse(run.timedOut, "\(arguments) hung", file: file, line: line)
        XCTAssertEqual(run.output.status, status, run.output.stderr + run.output.stdout, file: file, line: line)
        XCTAssertFalse(run.output.stderr.contains("Error Domain"), run.output.stderr, file: file, line: line)
        return run.output
    }

    func write(_ text: String, to path: String) throws {
        try manager.createDirectory(
            atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
    }

    /// Every file under `folder`, symbolic links followed, as bytes.
    func contents(under folder: String) throws -> [String: Data] {
        var files: [String: Data] = [:]
        for name in manager.enumerator(atPath: folder)?.compactMap({ $0 as? String }) ?? [] {
            let path = "\(folder)/\(name)"
            var isDirectory: ObjCBool = false
            if manager.fileExists(atPath: path, isDirectory: &isDirectory), !isDirectory.boolValue {
                files[name] = try Data(contentsOf: URL(fileURLWithPath: path))
            }
        }
        return files
    }

    func testAPoisonedShardCopiesNoByteFromOutsideItsFolder() throws {
        let folder = try CLIRunner.temporaryDirectory()
        let secret = "SECRET-\(UUID().uuidString)"
        try write(secret, to: "\(folder)/private/key.png")
        try write(secret, to: "\(folder)/shards/other/stolen.png")
        try manager.createDirectory(atPath: "\(folder)/shards/1/images", withIntermediateDirectories: true)
        let png = CLIRunner.repositoryRoot + "/fixtures/photos/06-chelsea.png"
        try manager.copyItem(atPath: png, toPath: "\(folder)/shards/1/images/ok.png")
        try manager.createSymbolicLink(
            atPath: "\(folder)/shards/1/images/link.png", withDestinationPath: "../../../private/key.png")
        try manager.createSymbolicLink(atPath: "\(folder)/shards/1/linked", withDestinationPath: "\(folder)/private")
        let depth = String(repeating: "../", count: folder.split(separator: "/").count + 2)
        try write(
            """
            {"format":"filmstrip-results","version":1,"command":["filmstrip","test"],"scenes":[{"path":"a.json",\
            "name":"a","checks":[{"name":"x","kind":"still","status":"failed","expected":"images/ok.png",\
            "actual":"\(depth)etc/passwd","diff":"\(folder)/private/key.png"},{"name":"y","kind":"sequence",\
            "status":"failed","sequence":{"fps":30,"frames":[{"expected":"images/link.png",\
            "actual":"../other/stolen.png","diff":"linked/key.png","pass":false}],"expectedSamples":[],\
            "actualSamples":[]}}]}]}
            """, to: "\(folder)/shards/1/results.json")
        let output = try run(["merge-reports", "out", "shards/1/results.json"], in: folder, status: 2)
        let expected = [
            #"shards/1/results.json: field "scenes[0].checks[0].actual": image "\#(depth)etc/passwd" cannot be read inside the results file's folder: goes up with "..""#,
            #"shards/1/results.json: field "scenes[0].checks[0].diff": image "\#(folder)/private/key.png" is an absolute path"#,
            #"field "scenes[0].checks[1].sequence.frames[0].expected": image "images/link.png" cannot be read inside the results file's folder: "link.png" is a symbolic link"#,
            #"field "scenes[0].checks[1].sequence.frames[0].actual": image "../other/stolen.png" cannot be read inside the results file's folder: goes up"#,
            #"field "scenes[0].checks[1].sequence.frames[0].diff": image "linked/key.png" cannot be read inside the results file's folder: "linked" is"#,
        ]
        for message in expected { XCTAssertTrue(output.stderr.contains(message), output.stderr) }
        XCTAssertEqual(output.stderr.split(separator: "\n").count, 5, output.stderr)
        XCTAssertTrue(output.stderr.contains("; left out of the merged report\n"))
        XCTAssertEqual(
            output.stdout, "0 passed, 2 failed\nreport: out/index.html\n",
            "the merge goes on without the refused images")
        let written = try contents(under: "\(folder)/out")
        XCTAssertEqual(written["shard-1/scene-0/check-0-expected.png"], try Data(contentsOf: URL(fileURLWithPath: png)))
        let passwd = try Data(contentsOf: URL(fileURLWithPath: "/etc/passwd")).prefix(32)
        for (name, bytes) in written {
            XCTAssertNil(bytes.range(of: Data(secret.utf8)), "\(name) holds a file from outside the shard")
            XCTAssertNil(bytes.range(of: passwd), "\(name) holds /etc/passwd")
        }
        let merged = try XCTUnwrap(String(data: try XCTUnwrap(written["results.json"]), encoding: .utf8))
        XCTAssertFalse(merged.contains("passwd") || merged.contains("private") || merged.contains("stolen"), merged)
    }

    func testMergeErrorsAreOneLineNamingTheFile() throws {
        let folder = try CLIRunner.temporaryDirectory()
        let missing = try run(["merge-reports", "out", "nowhere/results.json"], in: folder, status: 2)
        XCTAssertEqual(
            missing.stderr,
            "filmstrip: \(folder)/nowhere/results.json: cannot read the file: No such file or directory\n")
        try write("{\"format\":1}", to: "\(folder)/bad/results.json")
        let bad = try run(["merge-reports", "out", "bad/results.json"], in: folder, status: 2)
        XCTAssertEqual(bad.stderr.split(separator: "\n").count, 1, bad.stderr)
        XCTAssertTrue(bad.stderr.hasPrefix("filmstrip: \(folder)/bad/results.json: not JSON results"), bad.stderr)
        try write(
            """
            {"format":"filmstrip-results","version":1,"command":[],"scenes":[{"path":"a.json","name":"a",\
            "checks":[{"name":"x","kind":"still","status":"failed","actual":"gone.png"}]}]}
            """, to: "\(folder)/gone/results.json")
        let gone = try run(["merge-reports", "out", "gone/results.json"], in: folder, status: 2)
        XCTAssertEqual(
            gone.stderr,
            """
            filmstrip: gone/results.json: field "scenes[0].checks[0].actual": image "gone.png" cannot be read inside \
            the results file's folder: no such file; left out of the merged report\n
            """)
    }

    /// Outputs that cannot be written (a path through a regular file): every command says so in one line naming
    /// the file, exit 2, where Foundation's errors used to reach the user as `Error Domain=...` dumps.
    func testWriteFailuresAreOneLineNamingTheFile() throws {
        let folder = try CLIRunner.temporaryDirectory()
        try write("not a folder", to: "\(folder)/file")
        try write(#"{"width": 100, "height": 40, "scale": 1}"#, to: "\(folder)/s/one.json")
        let small = ["--width", "100", "--height", "40", "--scale", "1"]
        let commands: [[String]] = [
            ["merge-reports", "file/out", "nowhere.json"],
            ["test", "s", "--report", "file/report"],
            ["test", "s", "--json", "file/results.json"],
            ["test", "s", "--junit", "file/junit.xml"],
            ["render"] + small + ["--expect", "file/ref.png", "--record"],
            ["frames"] + small + ["--fling", "300", "-o", "frames", "--expect", "file/ref", "--record"],
            ["render"] + small + ["-o", "file/out.png"],
            ["thumbnail", photo, "--height", "10", "-o", "file/thumbs"],
        ]
        for arguments in commands {
            let output = try run(arguments, in: folder, status: 2)
            // Besides the error: a check's RECORDED line, the frame count of a sequence.
            let errors = output.stderr.split(separator: "\n").filter {
                $0.hasPrefix("filmstrip: ") && !$0.contains(" frames, rest at offset ")
            }
            XCTAssertEqual(errors.count, 1, "\(arguments): \(output.stderr)")
            XCTAssertTrue(
                errors.first.map {
                    $0.contains("\(folder)/file") || $0.hasPrefix("filmstrip: file/") || $0.contains(": file/")
                } ?? false,
                "\(arguments) names it: \(output.stderr)")
        }
    }

    func testASuiteThatChecksNothingFailsUnlessAllowed() throws {
        let folder = try CLIRunner.temporaryDirectory()
        try manager.createDirectory(atPath: "\(folder)/empty", withIntermediateDirectories: true)
        let none = try run(["test", "empty"], in: folder, status: 64)
        XCTAssertEqual(
            none.stderr,
            "filmstrip: no checks to run: no scene files found in \"empty\" (--pass-with-no-checks passes such a run)\n"
        )
        XCTAssertEqual(none.stdout, "")
        let allowed = try run(["test", "empty", "--pass-with-no-checks"], in: folder, status: 0)
        XCTAssertEqual(allowed.stdout, "0 passed, 0 failed\n")

        try write(#"{"width": 100, "height": 40, "scale": 1, "checks": [{"name": "a"}]}"#, to: "\(folder)/s/one.json")
        let filtered = try run(["test", "s", "--filter", "zzz"], in: folder, status: 64)
        XCTAssertTrue(
            filtered.stderr.contains(
                #"no checks to run: the filter "zzz" selects none of the 1 check in 1 scene file"#),
            filtered.stderr)
        // One check in two shards: the first is empty by construction, which is no mistake, so it passes with a note
        // (and writes its results, for merge-reports).
        let sharded = try run(["test", "s", "--shard", "1/2", "--json", "r/results.json"], in: folder, status: 0)
        XCTAssertEqual(
            sharded.stderr,
            "filmstrip: note: shard 1/2 holds none of the 1 check in 1 scene file; nothing to run in this shard\n")
        XCTAssertEqual(sharded.stdout, "0 passed, 0 failed\n")
        XCTAssertTrue(FileManager.default.fileExists(atPath: "\(folder)/r/results.json"))
        let filteredShard = try run(["test", "s", "--shard", "1/2", "--filter", "zzz"], in: folder, status: 64)
        XCTAssertTrue(filteredShard.stderr.contains(#"the filter "zzz" selects none"#), filteredShard.stderr)
    }

    func testPipesAreReadAsStreamsAndFIFOsNeverBlock() throws {
        let folder = try CLIRunner.temporaryDirectory()
        let shell = Process()
        shell.executableURL = URL(fileURLWithPath: "/bin/bash")
        shell.arguments = ["-c", "timeout 60 \"$0\" probe <(cat \"$1\")", CLIRunner.executable.path, photo]
        let out = Pipe()
        shell.standardOutput = out
        try shell.run()
        let probed = String(decoding: out.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        shell.waitUntilExit()
        XCTAssertEqual(shell.terminationStatus, 0)
        XCTAssertTrue(probed.hasSuffix(": jpeg 512x600\n"), probed)

        XCTAssertEqual(mkfifo("\(folder)/idle.jpg", 0o600), 0)
        let idle = try run(["probe", "idle.jpg"], in: folder, status: 1)
        XCTAssertEqual(
            idle.stderr, "filmstrip: idle.jpg: cannot read file: a pipe or FIFO with no data written to it\n")
        try manager.createDirectory(atPath: "\(folder)/photos", withIntermediateDirectories: true)
        try manager.copyItem(atPath: photo, toPath: "\(folder)/photos/a.jpg")
        XCTAssertEqual(mkfifo("\(folder)/photos/b.jpg", 0o600), 0)
        let render = try run(["render", "photos", "-o", "out.png"], in: folder, status: 1)
        XCTAssertTrue(render.stderr.contains("photos/b.jpg: cannot read file: a pipe or FIFO with no data"))
        XCTAssertEqual(mkfifo("\(folder)/scene.json", 0o600), 0)
        let scene = try run(["render", "--scene", "scene.json", "-o", "out.png"], in: folder, status: 64)
        XCTAssertTrue(scene.stderr.contains("scene.json: cannot read scene file: a pipe or FIFO"), scene.stderr)
        let device = try run(["probe", "/dev/zero"], in: folder, status: 1)
        XCTAssertEqual(
            device.stderr, "filmstrip: /dev/zero: cannot read file: a character device, not a regular file or a pipe\n")
        XCTAssertEqual(mkfifo("\(folder)/photos/c.json", 0o600), 0)
        try write(#"{"photos": ["a.jpg"], "width": 100, "height": 40, "scale": 1}"#, to: "\(folder)/photos/s.json")
        let suite = try run(["test", "photos", "--record", "missing"], in: folder, status: 1)
        XCTAssertTrue(
            suite.stderr.contains("photos/c.json: a link out of the folder searched, or not a regular file; skipped"),
            suite.stderr)
    }

    func testRecordingNeverWritesThroughLinksOutOfTheSuite() throws {
        let folder = try CLIRunner.temporaryDirectory()
        try write(
            #"{"photos": ["\#(photo)"], "width": 100, "height": 40, "scale": 1, "checks": [{"name": "a"}, "#
                + #"{"name": "f", "frames": {"fling": 300, "fps": 10}}]}"#, to: "\(folder)/suite/s.json")
        try manager.createDirectory(atPath: "\(folder)/elsewhere", withIntermediateDirectories: true)
        try manager.createSymbolicLink(atPath: "\(folder)/suite/__snapshots__", withDestinationPath: "../elsewhere")
        for arguments in [["--record", "missing"], ["--update"], ["--record", "never"]] {
            let output = try run(["test", "suite"] + arguments, in: folder, status: 2)
            XCTAssertTrue(
                output.stdout.contains(
                    "ERROR suite/s.json › a: suite/__snapshots__/s/a.png: leads outside suite through a symbolic link"),
                output.stdout)
            XCTAssertTrue(output.stdout.contains("ERROR suite/s.json › f: suite/__snapshots__/s/f: leads outside"))
            XCTAssertEqual(try manager.contentsOfDirectory(atPath: "\(folder)/elsewhere"), [], "written outside")
        }

        // A link inside the suite is followed; a reference linked to a file outside is not read.
        try manager.removeItem(atPath: "\(folder)/suite/__snapshots__")
        try manager.createDirectory(atPath: "\(folder)/suite/refs", withIntermediateDirectories: true)
        try manager.createSymbolicLink(atPath: "\(folder)/suite/__snapshots__", withDestinationPath: "refs")
        _ = try run(["test", "suite", "--record", "missing"], in: folder, status: 1)
        _ = try run(["test", "suite", "--record", "never"], in: folder, status: 0)
        try manager.copyItem(atPath: "\(folder)/suite/refs/s/a.png", toPath: "\(folder)/elsewhere/a.png")
        try manager.removeItem(atPath: "\(folder)/suite/refs/s/a.png")
        try manager.createSymbolicLink(
            atPath: "\(folder)/suite/refs/s/a.png", withDestinationPath: "\(folder)/elsewhere/a.png")
        let linked = try run(["test", "suite", "--update", "--report", "report"], in: folder, status: 2)
        XCTAssertTrue(linked.stdout.contains("suite/__snapshots__/s/a.png: leads outside suite"), linked.stdout)
        XCTAssertFalse(manager.fileExists(atPath: "\(folder)/report/images/elsewhere"))

        // The default artifacts folder linked out of the current folder is refused; named with --artifacts, used.
        try manager.createSymbolicLink(atPath: "\(folder)/filmstrip-artifacts", withDestinationPath: "/tmp")
        let artifacts = try run(["test", "suite", "--record", "never"], in: folder, status: 2)
        XCTAssertEqual(
            artifacts.stderr,
            """
            filmstrip: filmstrip-artifacts: leads outside . through a symbolic link; refused, nothing read or \
            written there; give --artifacts to write there\n
            """)

        // A folder search follows no link out of the folder and no loop.
        try manager.removeItem(atPath: "\(folder)/suite/refs/s/a.png")
        try manager.createSymbolicLink(atPath: "\(folder)/suite/loop", withDestinationPath: ".")
        try manager.createSymbolicLink(atPath: "\(folder)/suite/out", withDestinationPath: "\(folder)/elsewhere")
        try write(#"{"checks": [{"name": "x"}]}"#, to: "\(folder)/elsewhere/other.json")
        let searched = try run(
            ["test", "suite", "--artifacts", "artifacts", "--record", "missing"], in: folder, status: 1)
        XCTAssertTrue(searched.stderr.contains("suite/out: a link out of the folder searched"), searched.stderr)
        XCTAssertTrue(searched.stdout.hasSuffix("\n1 passed, 0 failed, 1 recorded\n"), searched.stdout)
    }
}
