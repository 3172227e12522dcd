import Filmstrip
import Foundation
import XCTest

/// An output is one type handed to `SequenceRenderer.write(to:)`: the tests' frame log is fed every frame in order beside the
/// standard frame folder, its destination is checked before anything is written, and its failure leaves the folder
/// as it was.
final class SequenceOutputTests: XCTestCase {
    var folder = ""

    override func setUpWithError() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("outputs-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(atPath: folder)
    }

    private func renderer() throws -> SequenceRenderer {
        let prepared = BundledScene.preparedAtOneX
        let sequence = try FrameSequence(
            prepared: prepared, startOffset: 0, gesture: .drag(distance: 60, duration: 0.1), framesPerSecond: 30)
        return SequenceRenderer(prepared: prepared, sequence: sequence, threads: 2)
    }

    func testAnOutputOfOnesOwnIsFedEveryFrameInOrderBesideTheFolder() throws {
        let renderer = try renderer()
        try renderer.write(
            to: [FrameFolderOutput(path: "\(folder)/frames"), FrameLogOutput(path: "\(folder)/log")])
        let count = renderer.sequence.samples.count
        XCTAssertGreaterThan(count, 2)
        let expected = try (0..<count).map { index -> String in
            let name = FrameSequence.fileName(index: index)
            let size = try FileManager.default.attributesOfItem(atPath: "\(folder)/frames/\(name)")[.size] as? Int
            return "\(index) \(size ?? -1)"
        }
        XCTAssertEqual(try String(contentsOfFile: "\(folder)/log", encoding: .utf8), expected.joined(separator: "\n"))
    }

    func testEveryDestinationIsCheckedBeforeAnyOutputStarts() throws {
        XCTAssertTrue(FileManager.default.createFile(atPath: "\(folder)/log", contents: Data("old".utf8)))
        XCTAssertThrowsError(
            try renderer().write(
                to: [FrameFolderOutput(path: "\(folder)/frames"), FrameLogOutput(path: "\(folder)/log")])
        ) { XCTAssertEqual($0 as? EncodeError, .outputExists(path: "\(folder)/log")) }
        XCTAssertFalse(FileManager.default.fileExists(atPath: "\(folder)/frames"))
        XCTAssertEqual(try String(contentsOfFile: "\(folder)/log", encoding: .utf8), "old")
    }

    func testAFailingOutputLeavesTheEarlierFolderInPlace() throws {
        try renderer().write(to: [FrameFolderOutput(path: "\(folder)/frames")])
        let before = try FileManager.default.contentsOfDirectory(atPath: "\(folder)/frames").sorted()
        try Data("mark".utf8).write(to: URL(fileURLWithPath: "\(folder)/frames/frame-0000.png"))
        XCTAssertThrowsError(
            try renderer().write(
                to: [
                    FrameFolderOutput(path: "\(folder)/frames"),
                    FrameLogOutput(path: "\(folder)/log", failingAtFrame: 1),
                ], overwrite: true)
        ) { XCTAssertTrue($0 is FrameLogOutput.Failure) }
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: "\(folder)/frames").sorted(), before)
        XCTAssertEqual(try String(contentsOfFile: "\(folder)/frames/frame-0000.png", encoding: .utf8), "mark")
        XCTAssertFalse(FileManager.default.fileExists(atPath: "\(folder)/log"))
    }
}
