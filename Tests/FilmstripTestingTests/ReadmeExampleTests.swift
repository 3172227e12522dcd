import Foundation
import XCTest

/// The README's Swift examples are code in Examples/CustomStyle, which `.ci/run` builds and runs: the snapshot test
/// against its recorded references, the library example in a scratch folder. These tests keep each pair of copies
/// word for word the same, so what users paste compiles and works as written.
final class ReadmeExampleTests: XCTestCase {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    func testTheSnapshotExampleIsTheTestThatCIRuns() throws {
        let example = try swiftBlock(underHeading: "## Snapshot tests in Swift")
        XCTAssertEqual(
            example, try source("Tests/ReadmeExampleTests/PhotoStripTests.swift"),
            "copy the README's example into Examples/CustomStyle (or back), then record")
        XCTAssertTrue(example.contains(#"assertSnapshot(of: scene, at: .index(3), named: "centred")"#))
    }

    func testTheLibraryExampleIsTheProgramThatCIRuns() throws {
        XCTAssertEqual(
            try swiftBlock(underHeading: "## Library use"),
            try source("Sources/readme-library-use/main.swift"),
            "copy the README's example into Examples/CustomStyle (or back)")
    }

    /// The first fenced Swift block after `heading` in the README.
    func swiftBlock(underHeading heading: String) throws -> String {
        let readme = try String(contentsOf: Self.root.appendingPathComponent("README.md"), encoding: .utf8)
        let section = try XCTUnwrap(readme.range(of: "\n\(heading)\n"), "the README's section \(heading)")
        let fence = try XCTUnwrap(readme.range(of: "```swift\n", range: section.upperBound..<readme.endIndex))
        let end = try XCTUnwrap(readme.range(of: "```", range: fence.upperBound..<readme.endIndex))
        return String(readme[fence.upperBound..<end.lowerBound])
    }

    func source(_ path: String) throws -> String {
        try String(
            contentsOf: Self.root.appendingPathComponent("Examples/CustomStyle").appendingPathComponent(path),
            encoding: .utf8)
    }
}
