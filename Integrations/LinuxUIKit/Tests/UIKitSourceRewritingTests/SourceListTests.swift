import Foundation
import UIKitSourceRewriting
import XCTest

/// `uikit-sources.txt` resolved again when the rewriter runs: a list edited after SwiftPM planned the build is
/// reported, naming the list and what changed, instead of the old list's files being compiled as if nothing had.
final class SourceListTests: XCTestCase {
    private var folder: URL!

    override func setUpWithError() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("source-list-\(UUID().uuidString)")
        try FileManager.default.createDirectory(
            at: folder.appendingPathComponent("App/Views"), withIntermediateDirectories: true)
        for name in ["App/Layout.swift", "App/Views/Cell.swift", "App/Views/Banner.swift", "Pager.swift"] {
            try Data("// \(name)\n".utf8).write(to: folder.appendingPathComponent(name))
        }
    }

    override func tearDownWithError() throws { try FileManager.default.removeItem(at: folder) }

    private func path(_ name: String) -> String { folder.appendingPathComponent(name).standardizedFileURL.path }

    private func writeList(_ text: String) throws -> String {
        let list = folder.appendingPathComponent("App/uikit-sources.txt")
        try Data(text.utf8).write(to: list)
        return list.path
    }

    func testAListResolvesFilesAndFoldersInItsOrder() throws {
        let list = try SourceList(contentsOf: try writeList("Layout.swift  # the layout\n\nViews\n../Pager.swift\n"))
        XCTAssertEqual(
            list.files,
            [
                path("App/Layout.swift"), path("App/Views/Banner.swift"), path("App/Views/Cell.swift"),
                path("Pager.swift"),
            ])
        XCTAssertNil(list.staleness(planned: list.files))
    }

    func testAListEditedAfterThePlanIsReportedWithWhatChanged() throws {
        let planned = [path("App/Layout.swift")]
        let list = try SourceList(contentsOf: try writeList("Layout.swift\n../Pager.swift\n"))
        let message = try XCTUnwrap(list.staleness(planned: planned))
        XCTAssertEqual(
            message,
            "\(list.path): changed since SwiftPM planned this build (it now names \(path("Pager.swift"))); SwiftPM plans "
                + "again when Package.swift changes: touch Package.swift and build again")
        let shorter = try SourceList(contentsOf: try writeList("# nothing yet\n"))
        XCTAssertTrue(
            try XCTUnwrap(shorter.staleness(planned: planned)).contains(
                "it no longer names \(path("App/Layout.swift"))"))
    }

    func testALineThatNamesNothingIsAnErrorNamingTheLine() throws {
        XCTAssertThrowsError(try SourceList(contentsOf: try writeList("Layout.swift\nMissing.swift\n"))) { error in
            XCTAssertTrue("\(error)".hasSuffix("uikit-sources.txt:2: no file or folder \(path("App/Missing.swift"))"))
        }
    }
}
