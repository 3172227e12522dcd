import FilmstripIO
import Foundation
import XCTest

/// Where a path really leads, links and dots resolved, and whether that is inside a folder.
final class ConfinedPathTests: XCTestCase {
    func testResolvedPathsFollowLinksAndDots() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("resolved-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        try FileManager.default.createDirectory(at: root.appendingPathComponent("a"), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: root.path + "/up", withDestinationPath: "/")
        let real = ConfinedPath.resolved(root.path)
        XCTAssertEqual(ConfinedPath.resolved(root.path + "/a/not/yet/../there.png"), real + "/a/not/there.png")
        XCTAssertTrue(ConfinedPath.isInside(root.path + "/a/./b", folder: root.path))
        XCTAssertFalse(ConfinedPath.isInside(root.path + "/a/../../x", folder: root.path))
        XCTAssertFalse(ConfinedPath.isInside(root.path + "/up/etc", folder: root.path))
        XCTAssertFalse(ConfinedPath.isInside(real + "-sibling/x", folder: root.path), "a prefix is not a folder")
    }
}
