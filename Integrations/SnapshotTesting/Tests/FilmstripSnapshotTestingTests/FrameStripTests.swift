import Filmstrip
import FilmstripSnapshotTesting
import SnapshotTesting
import XCTest

/// The `frames` strategy stores a scroll as one image, its frames top to bottom, and compares all of them.
final class FrameStripTests: XCTestCase {
    func testTheReferenceHoldsEveryFrameOfTheSequenceAndMatchesAgain() throws {
        let folder = try TemporarySnapshotFolder()
        let prepared = try PreparedScene(scene: SampleScenes.slider())
        let strategy = SnapshotTesting.Snapshotting<PreparedScene, RGBAImage>.frames(of: .fling(velocity: 800))
        _ = verifySnapshot(of: prepared, as: strategy, named: "fling", record: .all, snapshotDirectory: folder.path)

        let sequence = try FrameSequence(
            prepared: prepared, startOffset: try prepared.startOffset(), gesture: .fling(velocity: 800),
            framesPerSecond: 10)
        XCTAssertGreaterThan(sequence.samples.count, 2)
        let strip = try ImageDecoder().decode(path: try folder.onlyReference()).image
        XCTAssertEqual(strip.width, prepared.canvasSize.width)
        XCTAssertEqual(strip.height, prepared.canvasSize.height * sequence.samples.count)
        let last = try prepared.render(atOffset: try XCTUnwrap(sequence.samples.last).offset)
        XCTAssertEqual(Array(strip.pixels.suffix(last.pixels.count)), last.pixels)

        XCTAssertNil(
            verifySnapshot(of: prepared, as: strategy, named: "fling", record: .never, snapshotDirectory: folder.path))
    }

    func testAMotionOfAnotherLengthFailsAsASizeMismatch() throws {
        let folder = try TemporarySnapshotFolder()
        let prepared = try PreparedScene(scene: SampleScenes.slider())
        _ = verifySnapshot(
            of: prepared, as: .frames(of: .fling(velocity: 800)), named: "fling", record: .all,
            snapshotDirectory: folder.path)
        let message = try XCTUnwrap(
            verifySnapshot(
                of: prepared, as: .frames(of: .fling(velocity: 2000)), named: "fling", record: .never,
                snapshotDirectory: folder.path))
        XCTAssertTrue(message.contains("expected 390x"), message)
        XCTAssertTrue(message.contains("pixels differ"), message)
    }
}
