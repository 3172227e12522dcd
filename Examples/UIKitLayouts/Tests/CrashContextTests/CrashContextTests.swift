import Foundation
import XCTest

/// When a team's code traps while Filmstrip draws it, the process ends as it would on iOS, and stderr says which
/// scene and check were being drawn, after Swift's own message.
final class CrashContextTests: XCTestCase {
    func run(_ arguments: [String], in folder: URL) throws -> (status: Int32, stderr: String) {
        let process = Process()
        process.executableURL = Bundle.main.bundleURL.appendingPathComponent("unwrapping-cell-demo")
        process.arguments = arguments
        process.currentDirectoryURL = folder
        let errors = Pipe()
        process.standardError = errors
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        let text = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return (process.terminationStatus, text)
    }

    func folder() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("crash-context-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        addTeardownBlock { try? FileManager.default.removeItem(at: folder) }
        return folder
    }

    func testATrapInATestRunNamesTheSceneFileAndCheck() throws {
        let folder = try folder()
        // The first screen draws; the fling reaches item 20, whose cell traps.
        let scene = """
            {"style": "unwrapping-gallery", "height": 100,
             "checks": [{"name": "opening"}, {"name": "fling", "frames": {"fling": 4000}}]}
            """
        try Data(scene.utf8).write(to: folder.appendingPathComponent("gallery.json"))
        let (status, stderr) = try run(["test", "gallery.json", "--threads", "1"], in: folder)
        XCTAssertNotEqual(status, 0)
        XCTAssertTrue(stderr.contains("cast"), "Swift's own message comes too: \(stderr)")
        XCTAssertTrue(stderr.contains("filmstrip: crashed while running `filmstrip test gallery.json"), stderr)
        XCTAssertTrue(stderr.contains("filmstrip: ...and while drawing gallery.json, check \"fling\"\n"), stderr)
        XCTAssertFalse(stderr.contains("check \"opening\""), "the check before it was done: \(stderr)")
    }

    func testATrapInARenderNamesTheCommand() throws {
        let folder = try folder()
        let (status, stderr) = try run(["render", "--style", "unwrapping-gallery", "-o", "out.png"], in: folder)
        XCTAssertNotEqual(status, 0)
        XCTAssertTrue(
            stderr.contains(
                "filmstrip: crashed while running `filmstrip render --style unwrapping-gallery -o out.png`"),
            stderr)
        XCTAssertFalse(FileManager.default.fileExists(atPath: folder.appendingPathComponent("out.png").path))
    }
}
