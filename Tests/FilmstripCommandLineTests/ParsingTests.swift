import ArgumentParser
import XCTest

@testable import FilmstripCommandLine

/// Parsing and validation in-process, as ArgumentParser's own test helpers do: no process is launched, so each case
/// costs microseconds and names exactly which option was refused.
final class ParsingTests: XCTestCase {
    private func parse(_ arguments: [String]) throws -> any ParsableCommand {
        try FilmstripCommand.parseAsRoot(arguments)
    }

    private func refusal(_ arguments: [String]) -> String? {
        do {
            _ = try parse(arguments)
            return nil
        } catch {
            return FilmstripCommand.message(for: error)
        }
    }

    func testCheckSelectsByExactIdentity() throws {
        let command = try XCTUnwrap(
            try parse(["test", "--check", "s/a.json#start", "--check", "s/b.json#x"]) as? TestCommand)
        XCTAssertEqual(command.checks, ["s/a.json#start", "s/b.json#x"])
        XCTAssertTrue(refusal(["test", "--check", "s/a.json"])?.contains("--check takes SCENE.json#NAME") ?? false)
    }

    func testUsageMistakesAreRefusedBeforeAnyWork() {
        XCTAssertTrue(
            refusal(["test", "--update", "--record", "never"])?.contains("--update is --record all") ?? false)
        XCTAssertTrue(refusal(["test", "--shard", "4/3"])?.contains("--shard must be I/N") ?? false)
        XCTAssertTrue(refusal(["test", "--threads", "0"])?.contains("--threads must be from 1 to 256") ?? false)
        let merge = refusal(["merge-reports", "out"]) ?? ""
        XCTAssertTrue(merge.contains("results"), merge)
        XCTAssertNil(refusal(["merge-reports", "out", "r.json", "--overwrite"]))
    }

    func testOutputsTakeOverwriteAndPrune() throws {
        let command = try XCTUnwrap(
            try parse(["test", "--report", "r", "--json", "j.json", "--overwrite", "--prune"]) as? TestCommand)
        XCTAssertTrue(command.outputs.overwrite)
        XCTAssertTrue(command.prune)
        XCTAssertEqual(command.outputs.report, "r")
    }
}
