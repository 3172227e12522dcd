import Foundation
import XCTest

/// What a run writes beside its results and into its report is bounded by what it checked: `--json` copies the
/// images of the checks a reviewer must look at, never a passing suite's references, and a sequence's reference
/// folder of more frames than the run drew costs no copies of the frames it did not draw.
final class ResultsDiskTests: XCTestCase {
    let manager = FileManager.default
    let photos = CLIRunner.repositoryRoot + "/fixtures/photos"

    private func write(_ text: String, to path: String) throws {
        try manager.createDirectory(
            atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
    }

    private func run(_ arguments: [String], in folder: String, status: Int32, line: UInt = #line) throws
        -> CLIRunner.Output
    {
        let output = try CLIRunner.run(arguments + ["--photos-root", photos], in: folder)
        XCTAssertEqual(output.status, status, output.stderr + output.stdout, line: line)
        return output
    }

    /// Every file under `folder`, relative to it, sorted.
    private func files(under folder: String) -> [String] {
        (manager.enumerator(atPath: folder)?.allObjects as? [String] ?? []).filter {
            var isFolder: ObjCBool = false
            return manager.fileExists(atPath: "\(folder)/\($0)", isDirectory: &isFolder) && !isFolder.boolValue
        }.sorted()
    }

    private func checks(in results: String) throws -> [[String: Any]] {
        let object = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: results)))
        let scenes = try XCTUnwrap((object as? [String: Any])?["scenes"] as? [[String: Any]])
        return scenes.flatMap { $0["checks"] as? [[String: Any]] ?? [] }
    }

    func testJSONCopiesOnlyTheImagesOfChecksToReview() throws {
        let folder = try CLIRunner.temporaryDirectory()
        func scene(movedOffset: Int) -> String {
            #"{"photos": ["\#(photos)"], "width": 120, "height": 40, "scale": 1, "checks": ["#
                + #"{"name": "same", "offset": 0}, {"name": "moved", "offset": \#(movedOffset)}]}"#
        }
        try write(scene(movedOffset: 10), to: "\(folder)/s.json")
        _ = try run(["test", "s.json"], in: folder, status: 1)
        try write(scene(movedOffset: 30), to: "\(folder)/s.json")
        _ = try run(["test", "s.json", "--record", "never", "--json", "out/results.json"], in: folder, status: 1)
        let copied = files(under: "\(folder)/out/results-images")
        XCTAssertFalse(copied.isEmpty)
        XCTAssertEqual(copied.filter { $0.contains("same") }, [], "a passing check's reference is not copied")
        XCTAssertEqual(copied.filter { $0.contains("moved") }.count, 3, "\(copied)")
        let byName = Dictionary(
            uniqueKeysWithValues: try checks(in: "\(folder)/out/results.json").map {
                ($0["name"] as? String ?? "", $0)
            })
        XCTAssertEqual(byName["same"]?["status"] as? String, "passed", "the passing check is still named")
        XCTAssertNil(byName["same"]?["expected"])
        let expected = try XCTUnwrap(byName["moved"]?["expected"] as? String)
        let links = try manager.attributesOfItem(atPath: "\(folder)/out/\(expected)")[.referenceCount] as? Int
        XCTAssertEqual(links, 1, "copied, not linked: merge-reports refuses a file with other hard links")
    }

    /// `--max-disk` bounds what a whole run writes: the image that would go past it is an error for its check (exit
    /// 2, naming the flag), and nothing is written after it, so the files on disk stay within the bound.
    func testMaxDiskStopsTheRunBeforeWritingMore() throws {
        let folder = try CLIRunner.temporaryDirectory()
        try write(
            #"{"photos": ["\#(photos)"], "width": 390, "height": 200, "scale": 1, "#
                + #""checks": [{"name": "f", "frames": {"fling": 3000, "fps": 30}}, {"name": "still"}]}"#,
            to: "\(folder)/s.json")
        let output = try run(["test", "s.json", "--max-disk", "1"], in: folder, status: 2)
        XCTAssertTrue(output.stdout.contains("would take the run past --max-disk (1 MB, "), output.stdout)
        let written = files(under: folder).filter { $0.hasSuffix(".png") }.reduce(0) { total, path in
            total + ((try? manager.attributesOfItem(atPath: "\(folder)/\(path)")[.size] as? Int) ?? 0)
        }
        XCTAssertLessThanOrEqual(written, 1_000_000)
        XCTAssertTrue(
            try run(["test", "s.json", "--max-disk", "0"], in: folder, status: 64).stderr.contains(
                "--max-disk must be from 1 to 1000000000"))
    }

    /// A reference folder holding far more frame files than the check draws (here 300 beside a recording of a few)
    /// is a count mismatch, named; only the frames drawn have images beside the results and in the report.
    func testFramesTheRunDidNotDrawAreNeitherCopiedNorLinked() throws {
        let folder = try CLIRunner.temporaryDirectory()
        try write(
            #"{"photos": ["\#(photos)"], "width": 60, "height": 30, "scale": 1, "#
                + #""checks": [{"name": "f", "frames": {"fling": 300, "fps": 5}}]}"#, to: "\(folder)/s.json")
        _ = try run(["test", "s.json", "--max-frames", "20"], in: folder, status: 1)
        let reference = "\(folder)/__snapshots__/s/f"
        let drawn = files(under: reference).filter { $0.hasPrefix("frame-") }.count
        XCTAssertGreaterThan(drawn, 0)
        XCTAssertLessThanOrEqual(drawn, 20)
        for index in drawn..<(drawn + 300) {
            try manager.copyItem(
                atPath: "\(reference)/frame-0000.png", toPath: "\(reference)/frame-\(String(format: "%04d", index)).png"
            )
        }
        _ = try run(
            [
                "test", "s.json", "--record", "never", "--max-frames", "20", "--json", "out/results.json", "--report",
                "r",
            ],
            in: folder, status: 1)
        let check = try XCTUnwrap(try checks(in: "\(folder)/out/results.json").first)
        let frames = try XCTUnwrap((check["sequence"] as? [String: Any])?["frames"] as? [[String: Any]])
        XCTAssertEqual(frames.count, drawn + 300, "every reference frame is counted")
        XCTAssertEqual(frames.filter { $0["expected"] != nil }.count, drawn)
        XCTAssertLessThanOrEqual(files(under: "\(folder)/out/results-images").count, 3 * drawn)
        XCTAssertLessThanOrEqual(files(under: "\(folder)/r/images").count, 3 * drawn)
    }
}
