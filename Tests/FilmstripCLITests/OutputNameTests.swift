import Foundation
import XCTest

/// Issue 38: an output named by one character (`-o f`, `--report r`) is written like any other, where Foundation's
/// `deletingLastPathComponent` trapped on it (SIGILL, exit 132).
final class OutputNameTests: XCTestCase {
    let photo = CLIRunner.repositoryRoot + "/fixtures/photos/02-grace-hopper.jpg"

    func run(
        _ arguments: [String], in folder: String, status: Int32, file: StaticString = #filePath, line: UInt = #line
    )
        throws -> CLIRunner.Output
    {
        let output = try CLIRunner.run(arguments, in: folder)
        XCTAssertEqual(output.status, status, output.stderr + output.stdout, file: file, line: line)
        return output
    }

    func isFile(_ path: String) -> Bool {
        var isDirectory: ObjCBool = true
        return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && !isDirectory.boolValue
    }

    func testFramesWritesOneCharacterOutputs() throws {
        let folder = try CLIRunner.temporaryDirectory()
        _ = try run(
            [
                "frames", photo, photo, "--width", "60", "--height", "40", "--scale", "1", "--fps", "10", "--to-index",
                "1", "-o", "f", "--apng", "a", "--sheet", "s", "--webp", "w",
            ], in: folder, status: 0)
        XCTAssertTrue(isFile("\(folder)/f/frame-0000.png"))
        XCTAssertTrue(isFile("\(folder)/f/manifest.json"))
        for name in ["a", "s", "w"] { XCTAssertTrue(isFile("\(folder)/\(name)"), name) }
    }

    func testTestAndMergeReportsWriteOneCharacterOutputs() throws {
        let folder = try CLIRunner.temporaryDirectory()
        let scene = #"{"photos": ["\#(photo)"], "width": 60, "height": 40, "scale": 1, "checks": [{"name": "a"}]}"#
        try Data(scene.utf8).write(to: URL(fileURLWithPath: "\(folder)/s.json"))
        _ = try run(["test", "s.json"], in: folder, status: 1)
        _ = try run(["test", "s.json", "--record", "never", "--report", "r", "--json", "j"], in: folder, status: 0)
        XCTAssertTrue(isFile("\(folder)/r/index.html"))
        XCTAssertTrue(isFile("\(folder)/j"))
        _ = try run(["merge-reports", "m", "j"], in: folder, status: 0)
        XCTAssertTrue(isFile("\(folder)/m/index.html"))
    }
}
