import Foundation
import XCTest

/// Issue 38: a reference that is a link inside the suite reaches the report as the image, not as a link left
/// dangling in the uploaded folder; staging folders that a killed run left beside references are swept by the next.
final class ReportLinkAndStagingTests: XCTestCase {
    let manager = FileManager.default
    let photo = CLIRunner.repositoryRoot + "/fixtures/photos/02-grace-hopper.jpg"

    func recordedSuite(checks: String) throws -> String {
        let folder = try CLIRunner.temporaryDirectory()
        let scene =
            #"{"photos": ["\#(photo)", "\#(photo)"], "width": 60, "height": 40, "scale": 1, "checks": [\#(checks)]}"#
        try Data(scene.utf8).write(to: URL(fileURLWithPath: "\(folder)/s.json"))
        let recorded = try CLIRunner.run(["test", "s.json"], in: folder)
        XCTAssertEqual(recorded.status, 1, recorded.stderr)
        return folder
    }

    func testALinkedReferenceIsCopiedIntoTheReportAsTheImage() throws {
        let folder = try recordedSuite(checks: #"{"name": "a"}"#)
        let references = "\(folder)/__snapshots__/s"
        try manager.moveItem(atPath: "\(references)/a.png", toPath: "\(folder)/kept.png")
        try manager.createSymbolicLink(atPath: "\(references)/a.png", withDestinationPath: "../../kept.png")
        let output = try CLIRunner.run(["test", "s.json", "--record", "never", "--report", "r"], in: folder)
        XCTAssertEqual(output.status, 0, output.stderr + output.stdout)
        let images =
            manager.enumerator(atPath: "\(folder)/r")?.compactMap { $0 as? String }.filter {
                $0.hasSuffix(".png")
            } ?? []
        XCTAssertEqual(images.count, 1, "\(images)")
        for image in images {
            let attributes = try manager.attributesOfItem(atPath: "\(folder)/r/\(image)")
            XCTAssertEqual(attributes[.type] as? FileAttributeType, .typeRegular, "\(image) is not a link")
            XCTAssertEqual(
                try Data(contentsOf: URL(fileURLWithPath: "\(folder)/r/\(image)")),
                try Data(contentsOf: URL(fileURLWithPath: "\(folder)/kept.png")))
        }
    }

    func testStagingFoldersOfKilledRunsAreSweptByTheNextRun() throws {
        let suite = try recordedSuite(checks: #"{"name": "s", "frames": {"fling": 300, "fps": 10}}"#)
        // A process id no process has (Linux's pid_max is at most 4194304): what kill -9 leaves behind.
        let stale = "\(suite)/__snapshots__/s/.s.filmstrip-staging-4194303"
        try manager.createDirectory(atPath: stale, withIntermediateDirectories: true)
        try Data("frame".utf8).write(to: URL(fileURLWithPath: "\(stale)/frame-0000.png"))
        let output = try CLIRunner.run(["test", "s.json", "--record", "never"], in: suite)
        XCTAssertEqual(output.status, 0, output.stderr + output.stdout)
        XCTAssertFalse(manager.fileExists(atPath: stale), "the dead run's staging folder is swept")
    }

    /// A results file that cannot be written (a full disk, a path through a file) no longer costs the JUnit file:
    /// each output is written on its own and the first failure is reported after the others.
    func testAJSONFileThatCannotBeWrittenLeavesTheJUnitFile() throws {
        let folder = try recordedSuite(checks: #"{"name": "a"}"#)
        try Data("a file".utf8).write(to: URL(fileURLWithPath: "\(folder)/file"))
        let output = try CLIRunner.run(
            ["test", "s.json", "--record", "never", "--json", "file/results.json", "--junit", "junit.xml"], in: folder)
        XCTAssertEqual(output.status, 2, output.stderr + output.stdout)
        XCTAssertTrue(output.stderr.contains("file"), output.stderr)
        XCTAssertTrue(manager.fileExists(atPath: "\(folder)/junit.xml"), "the JUnit file is written all the same")
    }
}
