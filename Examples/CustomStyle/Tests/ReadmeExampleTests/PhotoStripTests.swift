import Filmstrip
import FilmstripTesting
import XCTest

final class PhotoStripTests: XCTestCase {
    func testCentredThumbnail() {
        var scene = Scene(photoPaths: ["Fixtures/photos"])
        scene.view.height = 120
        assertSnapshot(of: scene, at: .index(3), named: "centred")
    }

    func testSeveralOffsets() throws {
        let prepared = try PreparedScene(scene: Scene(photoPaths: ["Fixtures/photos"]))  // decode once
        assertSnapshot(of: prepared, at: .start, named: "start")
        assertSnapshot(
            of: prepared, at: .offset(250), named: "scrolled",
            tolerance: DiffOptions(maxDiffRatio: 0.001))
    }
}
