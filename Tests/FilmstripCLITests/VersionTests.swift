import Foundation
import XCTest

/// The version is written once, in `FilmstripVersion.current`; `--version` prints it, and the CHANGELOG's newest
/// release and the README's `Package.swift` line name the same one, so a release cannot ship with two versions.
final class VersionTests: XCTestCase {
    func testVersionPrintsTheNewestReleaseTheDocumentsName() throws {
        let run = try CLIRunner.run(["--version"])
        XCTAssertEqual(run.status, 0, run.stderr)
        let version = run.stdout.trimmingCharacters(in: .whitespacesAndNewlines)
        XCTAssertNotNil(version.range(of: #"^\d+\.\d+\.\d+$"#, options: .regularExpression), version)

        let changelog = try String(contentsOfFile: CLIRunner.repositoryRoot + "/CHANGELOG.md", encoding: .utf8)
        let newest = changelog.split(separator: "\n").first { $0.hasPrefix("## ") && $0 != "## Unreleased" }
        XCTAssertEqual(newest, "## \(version)", "the CHANGELOG's newest release")

        let readme = try String(contentsOfFile: CLIRunner.repositoryRoot + "/README.md", encoding: .utf8)
        XCTAssertTrue(
            readme.contains(#"/filmstrip", from: "\#(version)")"#), "the README's Package.swift line names \(version)")
    }
}
