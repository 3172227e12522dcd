import FilmstripIO
import Foundation
import XCTest

/// A folder written beside the one it replaces and swapped in whole; what dead processes left is swept.
final class StagedFolderTests: XCTestCase {
    let manager = FileManager.default

    func testCommitReplacesTheFolderWholeAndSweepsDeadStagings() throws {
        let root = manager.temporaryDirectory.appendingPathComponent("staged-\(UUID().uuidString)").path
        defer { try? manager.removeItem(atPath: root) }
        try manager.createDirectory(atPath: "\(root)/out", withIntermediateDirectories: true)
        try Data("old".utf8).write(to: URL(fileURLWithPath: "\(root)/out/old.txt"))
        // A staging folder of a process that no longer exists (pid 2^22 + 1 is above Linux's default pid_max).
        let dead = "\(root)/.out.filmstrip-staging-4194305"
        try manager.createDirectory(atPath: dead, withIntermediateDirectories: true)
        let staged = try StagedFolder(for: "\(root)/out")
        XCTAssertFalse(manager.fileExists(atPath: dead), "a dead process's staging folder is removed")
        try Data("new".utf8).write(to: URL(fileURLWithPath: "\(staged.path)/new.txt"))
        XCTAssertEqual(try manager.contentsOfDirectory(atPath: "\(root)/out"), ["old.txt"], "untouched until commit")
        try staged.commit()
        XCTAssertEqual(try manager.contentsOfDirectory(atPath: "\(root)/out"), ["new.txt"])
        XCTAssertEqual(try manager.contentsOfDirectory(atPath: root), ["out"], "nothing left beside it")
        // A first write: no folder to replace.
        let fresh = try StagedFolder(for: "\(root)/a/b/report/")
        try fresh.commit()
        XCTAssertTrue(manager.fileExists(atPath: "\(root)/a/b/report"))
    }

    func testAnOldFolderMovedAsideByAKilledCommitIsPutBack() throws {
        let root = manager.temporaryDirectory.appendingPathComponent("staged-\(UUID().uuidString)").path
        defer { try? manager.removeItem(atPath: root) }
        let aside = "\(root)/.out.filmstrip-staging-4194305-old"
        try manager.createDirectory(atPath: aside, withIntermediateDirectories: true)
        try Data("old".utf8).write(to: URL(fileURLWithPath: "\(aside)/old.txt"))
        let staged = try StagedFolder(for: "\(root)/out")
        XCTAssertEqual(try manager.contentsOfDirectory(atPath: "\(root)/out"), ["old.txt"])
        staged.discard()
        XCTAssertEqual(try manager.contentsOfDirectory(atPath: root), ["out"])
    }
}
