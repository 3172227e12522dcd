import Foundation
import XCTest

/// The README's snapshot-test example is a test of Examples/CustomStyle, built and run by `.ci/run` against its
/// recorded references. This keeps the two copies word for word the same, so the example users paste compiles and
/// passes as written.
final class ReadmeExampleTests: XCTestCase {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    func testTheSnapshotExampleIsTheTestThatCIRuns() throws {
        let readme = try String(contentsOf: Self.root.appendingPathComponent("README.md"), encoding: .utf8)
        let section = try XCTUnwrap(readme.range(of: "## Snapshot tests in Swift"), "the README's section")
        let fence = try XCTUnwrap(readme.range(of: "```swift\n", range: section.upperBound..<readme.endIndex))
        let end = try XCTUnwrap(readme.range(of: "```", range: fence.upperBound..<readme.endIndex))
        let example = String(readme[fence.upperBound..<end.lowerBound])
        let test = try String(contentsOf: Self.root.appendingPathComponent(
            "Examples/CustomStyle/Tests/ReadmeExampleTests/PhotoStripTests.swift"), encoding: .utf8)
        XCTAssertEqual(example, test, "copy the README's example into Examples/CustomStyle (or back), then record")
        XCTAssertTrue(example.contains(#"assertSnapshot(of: scene, at: .index(3), named: "centred")"#))
    }
}
