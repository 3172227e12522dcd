import Filmstrip
import FilmstripSnapshotTesting
import SnapshotTesting
import XCTest

/// An image a test already has is stored and compared by the same PNG and pixelmatch diffing as a scene's frame.
final class ImageStrategyTests: XCTestCase {
    func testOneChangedPixelIsCountedAndAToleranceOfOnePixelPassesIt() throws {
        let folder = try TemporarySnapshotFolder()
        let white = RGBAImage(width: 8, height: 8, fill: .white)
        _ = verifySnapshot(of: white, as: .image, named: "white", record: .all, snapshotDirectory: folder.path)
        XCTAssertEqual(try ImageDecoder().decode(path: try folder.onlyReference()).image, white)

        var dotted = white
        dotted[3, 4] = RGBA(r: 0, g: 0, b: 0)
        let message = try XCTUnwrap(
            verifySnapshot(of: dotted, as: .image, named: "white", record: .never, snapshotDirectory: folder.path))
        XCTAssertTrue(message.contains("FAIL: 1 of 64 pixels differ (1.5625%), 0 anti-aliased"), message)
        XCTAssertNil(
            verifySnapshot(
                of: dotted, as: .image(tolerance: DiffOptions(maxDiffPixels: 1)), named: "white", record: .never,
                snapshotDirectory: folder.path))
    }
}
