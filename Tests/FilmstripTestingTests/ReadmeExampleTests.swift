import Foundation
import XCTest

/// The Swift examples of the README and the DocC articles are code in Examples/CustomStyle,
/// Integrations/SnapshotTesting and Examples/UIKitLayouts, which `.ci/run` builds and runs: the snapshot tests against
/// their recorded references, the library example in a scratch folder.
/// These tests keep each pair of copies word for word the same, so what users paste compiles and works as written.
final class ReadmeExampleTests: XCTestCase {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    func testTheSnapshotExampleIsTheTestThatCIRuns() throws {
        let example = try swiftBlock(underHeading: "### Write a test", in: Self.snapshotArticle)
        XCTAssertEqual(
            example, try source("Tests/ReadmeExampleTests/PhotoStripTests.swift"),
            "copy the example of SnapshotTestsInSwift.md into Examples/CustomStyle (or back), then record")
        XCTAssertTrue(example.contains(#"assertSnapshot(of: scene, at: .index(3), named: "centred")"#))
    }

    func testTheSwiftSnapshotTestingExampleIsTheTestThatCIRuns() throws {
        let blocks = try swiftBlocks(underHeading: "### With swift-snapshot-testing", in: Self.snapshotArticle)
        XCTAssertEqual(blocks.count, 2, "the Package.swift lines, then the test")
        let example = try XCTUnwrap(blocks.last)
        XCTAssertEqual(
            example,
            try String(
                contentsOf: Self.root.appendingPathComponent(
                    "Integrations/SnapshotTesting/Tests/FilmstripSnapshotTestingTests/CarouselSnapshotTests.swift"),
                encoding: .utf8),
            "copy the example of SnapshotTestsInSwift.md into Integrations/SnapshotTesting (or back), then record")
        XCTAssertTrue(example.contains("assertSnapshot(of: scene, as: .image)"))
    }

    func testTheLibraryExampleIsTheProgramThatCIRuns() throws {
        XCTAssertEqual(
            try swiftBlock(underHeading: "### Library use", in: Self.catalog + "Filmstrip.md"),
            try source("Sources/readme-library-use/main.swift"),
            "copy the example of Filmstrip.md's \"Library use\" into Examples/CustomStyle (or back)")
    }

    func testTheOwnToolExampleIsTheProgramThatCIRuns() throws {
        let readme = try String(contentsOf: Self.root.appendingPathComponent("README.md"), encoding: .utf8)
        let program = try String(
            contentsOf: Self.root.appendingPathComponent("Examples/UIKitLayouts/Sources/carousels/main.swift"),
            encoding: .utf8)
        XCTAssertTrue(
            readme.contains("```swift\n" + program + "```"),
            "copy Examples/UIKitLayouts/Sources/carousels/main.swift into the README's \"Bring your UIKit layout\"")
    }

    /// The DocC catalog, whose articles hold the longer examples.
    static let catalog = "Sources/Filmstrip/Filmstrip.docc/"
    static let snapshotArticle = catalog + "SnapshotTestsInSwift.md"

    /// The first fenced Swift block after `heading` in the document at `path` (relative to the repository).
    func swiftBlock(underHeading heading: String, in path: String) throws -> String {
        try XCTUnwrap(try swiftBlocks(underHeading: heading, in: path).first, "a Swift block under \(heading)")
    }

    /// The fenced Swift blocks of the section `heading` of the document at `path`, up to the next heading of any
    /// level.
    func swiftBlocks(underHeading heading: String, in path: String) throws -> [String] {
        let readme = try String(contentsOf: Self.root.appendingPathComponent(path), encoding: .utf8)
        let section = try XCTUnwrap(readme.range(of: "\n\(heading)\n"), "the section \(heading) of \(path)")
        let sectionEnd =
            ["\n## ", "\n### ", "\n#### "].compactMap {
                readme.range(of: $0, range: section.upperBound..<readme.endIndex)?.lowerBound
            }.min() ?? readme.endIndex
        var blocks: [String] = []
        var searchStart = section.upperBound
        while let fence = readme.range(of: "```swift\n", range: searchStart..<sectionEnd) {
            let end = try XCTUnwrap(readme.range(of: "```", range: fence.upperBound..<readme.endIndex))
            blocks.append(String(readme[fence.upperBound..<end.lowerBound]))
            searchStart = end.upperBound
        }
        return blocks
    }

    func source(_ path: String) throws -> String {
        try String(
            contentsOf: Self.root.appendingPathComponent("Examples/CustomStyle").appendingPathComponent(path),
            encoding: .utf8)
    }
}
