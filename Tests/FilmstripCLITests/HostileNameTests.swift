import Foundation
import XCTest

/// Issue 38, smaller findings: names and paths in scene files that would cut a path, collide on a case-insensitive
/// file system, display as another name, change in JUnit or outgrow a file name are refused by name (exit 64);
/// exit codes of `test` say what went wrong.
final class HostileNameTests: XCTestCase {
    let manager = FileManager.default
    let photo = CLIRunner.repositoryRoot + "/fixtures/photos/02-grace-hopper.jpg"

    func scene(photos: [String]? = nil, checks: [String]) -> String {
        let list = (photos ?? [photo]).map { "\"\($0)\"" }.joined(separator: ", ")
        return
            #"{"photos": [\#(list)], "width": 60, "height": 40, "scale": 1, "checks": [\#(checks.joined(separator: ", "))]}"#
    }

    func refusal(_ scene: String, file: StaticString = #filePath, line: UInt = #line) throws -> String {
        let folder = try CLIRunner.temporaryDirectory()
        try Data(scene.utf8).write(to: URL(fileURLWithPath: "\(folder)/s.json"))
        let output = try CLIRunner.run(["test", "s.json"], in: folder)
        XCTAssertEqual(output.status, 64, output.stderr + output.stdout, file: file, line: line)
        XCTAssertFalse(
            manager.fileExists(atPath: "\(folder)/__snapshots__"), "nothing recorded", file: file, line: line)
        return output.stderr
    }

    func testANULInAPhotoPathIsRefused() throws {
        let stderr = try refusal(scene(photos: [#"\#(photo)\u0000../../etc/x.png"#], checks: [#"{"name": "a"}"#]))
        XCTAssertTrue(stderr.contains(#"field "photos[0]": holds a NUL character"#), stderr)
    }

    func testNamesThatCollideOrMisleadAreRefused() throws {
        let cases: [(checks: [String], message: String)] = [
            (
                [#"{"name": "Start"}"#, #"{"name": "start"}"#],
                #"field "checks[1].name": "start" differs from an earlier check's name only in case"#
            ),
            (
                [#"{"name": "ab\u202Egnp.exe"}"#],
                #"field "checks[0].name": must not hold bidirectional controls, found U+202E"#
            ),
            ([#"{"name": "a\uFFFF"}"#], #"field "checks[0].name": must not hold noncharacters, found U+FFFF"#),
            (
                [#"{"name": "\#(String(repeating: "😀", count: 60))"}"#],
                #"field "checks[0].name": is 240 bytes in UTF-8, more than the 200 a name may have"#
            ),
        ]
        for item in cases {
            let stderr = try refusal(scene(checks: item.checks))
            XCTAssertTrue(stderr.contains(item.message), stderr)
        }
    }

    /// A scene file deeper than the 4096 bytes a path may have was skipped without a word, so the run passed
    /// without it; the search now fails naming the folder it could not enter.
    func testASceneBeyondTheLongestPathFailsTheSearch() throws {
        let folder = try CLIRunner.temporaryDirectory()
        try manager.createDirectory(atPath: "\(folder)/suite", withIntermediateDirectories: true)
        try Data(scene(checks: [#"{"name": "a"}"#]).utf8).write(to: URL(fileURLWithPath: "\(folder)/suite/ok.json"))
        // Made one level at a time from a descriptor: no path the system opens reaches the deepest folder.
        var descriptor = open("\(folder)/suite", O_RDONLY | O_DIRECTORY)
        let name = String(repeating: "d", count: 250)
        for _ in 0..<20 {
            XCTAssertEqual(mkdirat(descriptor, name, 0o755), 0)
            let next = openat(descriptor, name, O_RDONLY | O_DIRECTORY)
            close(descriptor)
            descriptor = next
        }
        let file = openat(descriptor, "s.json", O_WRONLY | O_CREAT, 0o644)
        let text = Array(scene(checks: [#"{"name": "deep"}"#]).utf8)
        XCTAssertEqual(write(file, text, text.count), text.count)
        close(file)
        close(descriptor)
        let output = try CLIRunner.run(["test", "suite"], in: folder)
        XCTAssertEqual(output.status, 64, output.stderr + output.stdout)
        XCTAssertTrue(output.stderr.contains("bytes long, more than the 4096 a path may have"), output.stderr)
        XCTAssertFalse(manager.fileExists(atPath: "\(folder)/suite/__snapshots__"), "no check ran")
    }

    /// A check whose scene file is wrong (an index past the last photo) ends `test` as a scene file that does not
    /// decode does, exit 64; one whose photo cannot be used, as every command says it, exit 1; both were exit 2.
    func testExitCodesSayWhatWentWrong() throws {
        let folder = try CLIRunner.temporaryDirectory()
        try Data(scene(checks: [#"{"name": "a", "index": 99}"#]).utf8).write(
            to: URL(fileURLWithPath: "\(folder)/index.json"))
        let index = try CLIRunner.run(["test", "index.json"], in: folder)
        XCTAssertEqual(index.status, 64, index.stderr + index.stdout)
        XCTAssertTrue(index.stdout.contains("ERROR index.json › a: "), index.stdout)
        try Data("not a photo".utf8).write(to: URL(fileURLWithPath: "\(folder)/bad.jpg"))
        try Data(scene(photos: ["bad.jpg"], checks: [#"{"name": "a"}"#]).utf8).write(
            to: URL(fileURLWithPath: "\(folder)/corrupt.json"))
        let corrupt = try CLIRunner.run(["test", "corrupt.json"], in: folder)
        XCTAssertEqual(corrupt.status, 1, corrupt.stderr + corrupt.stdout)
        XCTAssertTrue(corrupt.stdout.contains("ERROR corrupt.json › a: "), corrupt.stdout)
    }
}
