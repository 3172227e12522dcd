import Foundation
import XCTest

/// Issue 38: an accept command names exactly one check. `#` in a scene path or a check name is written `%23` (and
/// `%` as `%25`), so no two checks share a command; names are compared by their Unicode scalars; a `--check` that
/// still names more than one check is refused.
final class AcceptCommandTests: XCTestCase {
    let manager = FileManager.default
    let photo = CLIRunner.repositoryRoot + "/fixtures/photos/02-grace-hopper.jpg"
    let other = CLIRunner.repositoryRoot + "/fixtures/photos/06-chelsea.png"

    func write(_ text: String, to path: String) throws {
        try manager.createDirectory(
            atPath: URL(fileURLWithPath: path).deletingLastPathComponent().path, withIntermediateDirectories: true)
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
    }

    func run(
        _ arguments: [String], in folder: String, status: Int32, file: StaticString = #filePath, line: UInt = #line
    )
        throws -> CLIRunner.Output
    {
        let output = try CLIRunner.run(arguments, in: folder)
        XCTAssertEqual(output.status, status, output.stderr + output.stdout, file: file, line: line)
        return output
    }

    func scene(_ names: [String]) -> String {
        let checks = names.map { #"{"name": "\#($0)"}"# }.joined(separator: ", ")
        return #"{"photos": ["\#(photo)"], "width": 60, "height": 40, "scale": 1, "checks": [\#(checks)]}"#
    }

    func data(_ path: String) throws -> Data { try Data(contentsOf: URL(fileURLWithPath: path)) }

    func testNamesHoldingHashGetDistinctCommandsThatEachReRecordOnlyTheirCheck() throws {
        let folder = try CLIRunner.temporaryDirectory()
        try write(scene(["x.json#n"]), to: "\(folder)/s2.json")
        try write(scene(["n"]), to: "\(folder)/s2.json#x.json")
        _ = try run(["test", "s2.json", "s2.json#x.json"], in: folder, status: 1)
        let first = "\(folder)/__snapshots__/s2/x.json#n.png"
        let second = "\(folder)/__snapshots__/s2.json#x/n.png"
        let recorded = try data(first)
        for reference in [first, second] {
            try manager.removeItem(atPath: reference)
            try manager.copyItem(atPath: other, toPath: reference)
        }
        let failing = try run(["test", "s2.json", "s2.json#x.json", "--record", "never"], in: folder, status: 1)
        let accepts = failing.stdout.split(separator: "\n").filter { $0.hasPrefix("  accept: ") }
        XCTAssertEqual(
            accepts,
            [
                "  accept: filmstrip test --check 's2.json#x.json%23n' --update",
                "  accept: filmstrip test --check 's2.json%23x.json#n' --update",
            ], failing.stdout)
        let accepted = try run(["test", "--check", "s2.json#x.json%23n", "--update"], in: folder, status: 1)
        XCTAssertTrue(accepted.stdout.hasSuffix("0 passed, 0 failed, 1 recorded\n"), accepted.stdout)
        XCTAssertEqual(try data(first), recorded, "the named check is re-recorded")
        XCTAssertEqual(try data(second), try data(other), "the other check is left as it was")
        _ = try run(["test", "--check", "s2.json%23x.json#n", "--update"], in: folder, status: 1)
        XCTAssertNotEqual(try data(second), try data(other))
        let ambiguous = try run(["test", "--check", "s2.json#x.json#n", "--update"], in: folder, status: 64)
        XCTAssertTrue(ambiguous.stderr.contains("write # inside a scene path or a check name as %23"), ambiguous.stderr)
    }

    func testACheckNamedTwiceIsRefusedAndNamesCompareByScalars() throws {
        let folder = try CLIRunner.temporaryDirectory()
        try write(scene(["caf\u{E9}"]), to: "\(folder)/s/a.json")
        _ = try run(["test", "s"], in: folder, status: 1)
        let twice = try run(
            ["test", "s/a.json", "./s/a.json", "--check", "s/a.json#caf\u{E9}", "--update"], in: folder, status: 64)
        XCTAssertEqual(
            twice.stderr,
            "filmstrip: --check \"s/a.json#caf\u{E9}\" names 2 checks; an accept command names exactly one\n")
        let decomposed = try run(["test", "--check", "s/a.json#cafe\u{301}", "--update"], in: folder, status: 64)
        XCTAssertTrue(decomposed.stderr.contains("names no check"), "a name is its scalars: \(decomposed.stderr)")
        _ = try run(["test", "--check", "s/a.json#caf\u{E9}", "--update"], in: folder, status: 1)
    }
}
