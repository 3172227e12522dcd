import Foundation
import XCTest

/// `merge-reports` takes folders as well as results files, since a download step lays shard artifacts out in two ways:
/// each in a folder named after it, or, when a single artifact matches, its files straight into the path.
final class MergeReportsFolderTests: XCTestCase {
    func testAFolderStandsForEveryResultsFileUnderIt() throws {
        let folder = try CLIRunner.temporaryDirectory()
        let photos = CLIRunner.repositoryRoot + "/fixtures/photos"
        let checks = ["a", "b", "c"].enumerated().map { #"{"name": "\#($1)", "offset": \#($0 * 10)}"# }
        let scene =
            #"{"photos": ["\#(photos)"], "width": 120, "height": 40, "scale": 1, "checks": [\#(checks.joined(separator: ", "))]}"#
        try Data(scene.utf8).write(to: URL(fileURLWithPath: "\(folder)/s.json"))
        XCTAssertEqual(try CLIRunner.run(["test", "s.json"], in: folder).status, 1, "recorded")
        for shard in 1...2 {
            let run = try CLIRunner.run(
                [
                    "test", "s.json", "--record", "never", "--shard", "\(shard)/2", "--json",
                    "shards/r\(shard)/results.json",
                ],
                in: folder)
            XCTAssertEqual(run.status, 0, run.stderr)
        }
        // One folder per artifact, found through their parent.
        let nested = try CLIRunner.run(["merge-reports", "nested/", "shards"], in: folder)
        XCTAssertEqual(nested.status, 0, nested.stderr)
        XCTAssertEqual(nested.stdout, "3 passed, 0 failed\nreport: nested/index.html\n", "one slash, however given")
        // A single artifact downloaded flat: the folder holds results.json itself (and its images).
        let flat = try CLIRunner.run(["merge-reports", "flat", "shards/r1/"], in: folder)
        XCTAssertEqual(flat.status, 2, "shard 2/2 is missing")
        XCTAssertTrue(flat.stderr.contains("shard 2/2 is missing"), flat.stderr)
        let empty = try CLIRunner.temporaryDirectory()
        let none = try CLIRunner.run(["merge-reports", "out", empty], in: folder)
        XCTAssertEqual(none.status, 64)
        XCTAssertTrue(none.stderr.contains("a folder with no results.json in it"), none.stderr)
    }
}
