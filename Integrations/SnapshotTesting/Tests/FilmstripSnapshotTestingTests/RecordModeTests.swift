import Filmstrip
import FilmstripSnapshotTesting
import SnapshotTesting
import XCTest

/// swift-snapshot-testing's record modes drive Filmstrip's strategies: `withSnapshotTesting(record:)` records and
/// compares the PNG references, as `SNAPSHOT_TESTING_RECORD` does on CI.
final class RecordModeTests: XCTestCase {
    func testRecordingAllWritesTheReferenceAndRecordingOffThenPasses() throws {
        let folder = try TemporarySnapshotFolder()
        let scene = SampleScenes.slider(at: .index(3))
        let recorded = withSnapshotTesting(record: .all) {
            verifySnapshot(of: scene, as: .image, named: "centred", snapshotDirectory: folder.path)
        }
        XCTAssertTrue(try XCTUnwrap(recorded).contains("Record mode is on"), recorded ?? "")
        XCTAssertEqual(try folder.files(), ["testRecordingAllWritesTheReferenceAndRecordingOffThenPasses.centred.png"])
        let reference = try ImageDecoder().decode(path: try folder.onlyReference()).image
        let prepared = try PreparedScene(scene: scene)
        XCTAssertEqual(reference, try prepared.render(atOffset: try prepared.startOffset()))

        let compared = withSnapshotTesting(record: .never) {
            verifySnapshot(of: scene, as: .image, named: "centred", snapshotDirectory: folder.path)
        }
        XCTAssertNil(compared)
    }

    func testRecordingNeverFailsOnAMissingReferenceAndWritesNothing() throws {
        let folder = try TemporarySnapshotFolder()
        let message = withSnapshotTesting(record: .never) {
            verifySnapshot(of: SampleScenes.slider(), as: .image, named: "start", snapshotDirectory: folder.path)
        }
        XCTAssertTrue(try XCTUnwrap(message).contains("No reference was found"), message ?? "")
        XCTAssertEqual(try folder.files(), [])
    }

    func testAPositionArgumentDrawsWhatTheSceneAtThatPositionDraws() throws {
        let folder = try TemporarySnapshotFolder()
        let recorded = withSnapshotTesting(record: .all) {
            verifySnapshot(
                of: SampleScenes.slider(at: .offset(250)), as: .image, named: "scrolled",
                snapshotDirectory: folder.path)
        }
        XCTAssertNotNil(recorded)
        let prepared = try PreparedScene(scene: SampleScenes.slider())
        withSnapshotTesting(record: .never) {
            XCTAssertNil(
                verifySnapshot(
                    of: SampleScenes.slider(), as: .image(at: .offset(250)), named: "scrolled",
                    snapshotDirectory: folder.path))
            XCTAssertNil(
                verifySnapshot(
                    of: prepared, as: .image(at: .offset(250)), named: "scrolled", snapshotDirectory: folder.path))
            XCTAssertNotNil(
                verifySnapshot(
                    of: SampleScenes.slider(), as: .image(at: .offset(251)), named: "scrolled",
                    snapshotDirectory: folder.path))
        }
    }
}
