import Filmstrip
import FilmstripSnapshotTesting
import Foundation
import SnapshotTesting
import Testing

/// swift-snapshot-testing's strategies cannot throw, so a scene that cannot be drawn, or a reference that cannot be
/// read, is reported as a failure saying why, and the comparison fails as well.
@Suite struct FailureReportingTests {
    @Test func aSceneThatCannotBeDrawnIsReported() throws {
        let folder = try TemporarySnapshotFolder()
        _ = verifySnapshot(
            of: SampleScenes.slider(), as: .image, named: "start", record: .all, snapshotDirectory: folder.path)
        var message: String?
        withKnownIssue {
            message = verifySnapshot(
                of: Scene(photoPaths: ["/nonexistent/photos"]), as: .image, named: "start", record: .never,
                snapshotDirectory: folder.path)
        } matching: { issue in
            issue.comments.contains { $0.rawValue.hasPrefix("Filmstrip could not render the scene: ") }
        }
        #expect(message?.contains("expected 390x120, got 1x1") == true)
    }

    @Test func aReferenceThatIsNotAnImageIsReported() throws {
        let folder = try TemporarySnapshotFolder()
        try Data("not a PNG".utf8).write(to: URL(fileURLWithPath: "\(folder.path)/corrupt.start.png"))
        var message: String?
        withKnownIssue {
            message = verifySnapshot(
                of: SampleScenes.slider(), as: .image, named: "start", record: .never,
                snapshotDirectory: folder.path, testName: "corrupt")
        } matching: { issue in
            issue.comments.contains { $0.rawValue.hasPrefix("Filmstrip could not read the reference image: ") }
        }
        #expect(message?.contains("expected 1x1, got 390x120") == true)
    }
}
