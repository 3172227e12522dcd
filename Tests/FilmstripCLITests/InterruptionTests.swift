import Foundation
import XCTest

/// Outputs under kills: a sequence folder replaced with `--overwrite` is, whenever the process dies, the old
/// sequence or the new one, whole; what a killed run left is swept by the next; an interrupted recording of a
/// reference sequence is recorded again, not compared against.
final class InterruptionTests: XCTestCase {
    let manager = FileManager.default
    let photos = CLIRunner.repositoryRoot + "/fixtures/photos"

    /// The frame count a sequence folder's manifest lists, if the folder is a whole sequence: the manifest's
    /// frames are exactly the folder's frames.
    func wholeSequence(_ folder: String) throws -> Int? {
        let names = try manager.contentsOfDirectory(atPath: folder)
        let frames = names.filter { $0.hasPrefix("frame-") }.count
        guard let data = manager.contents(atPath: "\(folder)/manifest.json"),
            let manifest = try JSONSerialization.jsonObject(with: data) as? [String: Any],
            let listed = manifest["frames"] as? [Any]
        else { return nil }
        return listed.count == frames ? frames : nil
    }

    func testAKilledOverwriteLeavesTheOldSequenceOrTheNewOneWhole() throws {
        let folder = try CLIRunner.temporaryDirectory()
        let base = ["frames", photos, "--width", "160", "--height", "50", "--scale", "1", "--fps", "30", "-o", "seq"]
        XCTAssertEqual(try CLIRunner.run(base + ["--fling", "400"], in: folder).status, 0)
        try Data("keep".utf8).write(to: URL(fileURLWithPath: "\(folder)/seq/notes.txt"))
        let old = try XCTUnwrap(try wholeSequence("\(folder)/seq"))
        var outcomes: [String: Int] = [:]
        for attempt in 0..<12 {
            let process = Process()
            process.executableURL = CLIRunner.executable
            process.arguments = base + ["--fling", attempt % 2 == 0 ? "1500" : "400", "--overwrite"]
            process.currentDirectoryURL = URL(fileURLWithPath: folder)
            process.standardError = FileHandle.nullDevice
            process.standardOutput = FileHandle.nullDevice
            try process.run()
            // Kills spread over the run, the commit at its end included.
            usleep(useconds_t(20_000 + attempt * 45_000))
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
            let frames = try XCTUnwrap(try wholeSequence("\(folder)/seq"), "attempt \(attempt): a mix of sequences")
            outcomes[frames == old ? "old or same" : "new", default: 0] += 1
            XCTAssertEqual(
                try String(contentsOfFile: "\(folder)/seq/notes.txt", encoding: .utf8), "keep",
                "a file that is not the sequence's stays")
        }
        // The next run sweeps what the killed ones left: no staging folder, no temporary file.
        XCTAssertEqual(try CLIRunner.run(base + ["--fling", "400", "--overwrite"], in: folder).status, 0)
        let leftovers = try manager.subpathsOfDirectory(atPath: folder).filter {
            $0.contains("filmstrip-staging") || $0.hasSuffix(".tmp")
        }
        XCTAssertEqual(leftovers, [], "\(outcomes)")
    }

    func testAnInterruptedRecordingIsRecordedAgainNotComparedAgainst() throws {
        let folder = try CLIRunner.temporaryDirectory()
        let scene =
            #"{"photos": ["\#(photos)"], "width": 160, "height": 50, "scale": 1, "#
            + #""checks": [{"name": "fling", "frames": {"fling": 600, "fps": 20}}]}"#
        try Data(scene.utf8).write(to: URL(fileURLWithPath: "\(folder)/s.json"))
        XCTAssertEqual(try CLIRunner.run(["test", "s.json"], in: folder).status, 1)
        let reference = "\(folder)/__snapshots__/s/fling"
        let count = try XCTUnwrap(try wholeSequence(reference))
        // What a recording killed before its manifest leaves: some frames and no manifest.
        try manager.removeItem(atPath: "\(reference)/manifest.json")
        try manager.removeItem(atPath: "\(reference)/frame-0002.png")
        let never = try CLIRunner.run(["test", "s.json", "--record", "never"], in: folder)
        XCTAssertEqual(never.status, 1)
        XCTAssertTrue(never.stdout.contains("FAILED s.json › fling: no reference at"), never.stdout)
        let again = try CLIRunner.run(["test", "s.json"], in: folder)
        XCTAssertEqual(again.status, 1)
        XCTAssertTrue(again.stdout.contains("RECORDED s.json › fling: recorded again at"), again.stdout)
        XCTAssertEqual(try wholeSequence(reference), count)
        XCTAssertEqual(try CLIRunner.run(["test", "s.json", "--record", "never"], in: folder).status, 0)
    }
}
