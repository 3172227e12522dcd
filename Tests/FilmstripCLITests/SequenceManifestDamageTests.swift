import Foundation
import XCTest

/// Issue 38: a sequence reference whose `manifest.json` cannot be read (a folder, a FIFO, over the size limit) or
/// does not parse (damaged, or a bomb of unknown members) makes its check an ERROR naming the damage, with the
/// parser's own message and byte offset; it never passes.
final class SequenceManifestDamageTests: XCTestCase {
    let manager = FileManager.default
    let photo = CLIRunner.repositoryRoot + "/fixtures/photos/02-grace-hopper.jpg"

    /// A recorded sequence check in a fresh folder; returns the folder and the manifest's path.
    func recordedSequence() throws -> (folder: String, manifest: String) {
        let folder = try CLIRunner.temporaryDirectory()
        let scene =
            #"{"photos": ["\#(photo)", "\#(photo)"], "width": 60, "height": 40, "scale": 1, "#
            + #""checks": [{"name": "s", "frames": {"fling": 300, "fps": 10}}]}"#
        try Data(scene.utf8).write(to: URL(fileURLWithPath: "\(folder)/s.json"))
        let recorded = try CLIRunner.run(["test", "s.json"], in: folder)
        XCTAssertEqual(recorded.status, 1, recorded.stderr)
        let manifest = "\(folder)/__snapshots__/s/s/manifest.json"
        XCTAssertTrue(manager.fileExists(atPath: manifest))
        return (folder, manifest)
    }

    func assertError(
        in folder: String, saying message: String, file: StaticString = #filePath, line: UInt = #line
    ) throws {
        let run = try CLIRunner.runBounded(["test", "s.json", "--record", "never"], seconds: 60, in: folder)
        XCTAssertFalse(run.timedOut, file: file, line: line)
        XCTAssertEqual(run.output.status, 2, run.output.stdout + run.output.stderr, file: file, line: line)
        XCTAssertTrue(
            run.output.stdout.contains("ERROR s.json › s: ") && run.output.stdout.contains(message),
            run.output.stdout, file: file, line: line)
        XCTAssertLessThan(run.peakMegabytes, 300, file: file, line: line)
    }

    func testAnUnreadableManifestIsAnError() throws {
        let (folder, manifest) = try recordedSequence()
        try manager.removeItem(atPath: manifest)
        try manager.createDirectory(atPath: manifest, withIntermediateDirectories: false)
        try assertError(in: folder, saying: "__snapshots__/s/s/manifest.json: cannot be read: is a directory")
        try manager.removeItem(atPath: manifest)
        XCTAssertEqual(mkfifo(manifest, 0o644), 0)
        try assertError(in: folder, saying: "manifest.json: cannot be read: a pipe or FIFO with no data written to it")
        try manager.removeItem(atPath: manifest)
        XCTAssertTrue(manager.createFile(atPath: manifest, contents: nil))
        XCTAssertEqual(truncate(manifest, 65 << 20), 0)
        try assertError(
            in: folder, saying: "manifest.json: cannot be read: 68157440 bytes is more than the 4194304 allowed")
    }

    func testADamagedManifestIsAnErrorWithTheParsersMessage() throws {
        let (folder, manifest) = try recordedSequence()
        try Data(#"{"fps": 10,}"#.utf8).write(to: URL(fileURLWithPath: manifest))
        try assertError(
            in: folder,
            saying: #"manifest.json: not a sequence manifest: byte 10 (line 1, column 11): a trailing comma before "}""#
        )
        try Data(#"{"fps": 10}"#.utf8).write(to: URL(fileURLWithPath: manifest))
        try assertError(in: folder, saying: "manifest.json: not a sequence manifest: frames is missing")
        // Unknown members are ignored, but not without bound: a bomb of them stops at the first value over the limit.
        var bomb = Data(#"{"fps": 10"#.utf8)
        for index in 0..<200_000 { bomb += Data(#","m\#(index)":0"#.utf8) }
        try (bomb + Data("}".utf8)).write(to: URL(fileURLWithPath: manifest))
        try assertError(in: folder, saying: "manifest.json: not a sequence manifest: byte ")
        try assertError(in: folder, saying: "more than 50000 values (a manifest of 3600 frames holds about 18000)")
    }
}
