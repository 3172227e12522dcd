import Filmstrip
import FilmstripTesting
import XCTest

/// The bundled slider at the first item, between two items and at the last item (at 1x, to keep the committed
/// references small), compared with committed references through Filmstrip's own diff. The tolerance is zero: rendering is deterministic, so any change
/// in pixels is a change in behaviour (record new references with FILMSTRIP_RECORD=failed after checking them).
final class GoldenSnapshotTests: XCTestCase {
    func testFirstItem() {
        assertSnapshot(of: BundledScene.preparedAtOneX, at: .index(0), named: "first")
    }

    func testBetweenTwoItems() throws {
        let layout = BundledScene.preparedAtOneX.layout
        let between =
            (try XCTUnwrap(layout.offset(centeringItem: 4)) + (try XCTUnwrap(layout.offset(centeringItem: 5)))) / 2
        assertSnapshot(of: BundledScene.preparedAtOneX, at: .offset(between), named: "between-4-and-5")
    }

    func testLastItem() {
        assertSnapshot(of: BundledScene.preparedAtOneX, at: .index(11), named: "last")
    }

    func testAtThreeTimesScaleOnBlack() throws {
        var scene = BundledScene.scene
        scene.view.scale = 3
        scene.view.width = 160
        scene.view.height = 60
        scene.look.background = .black
        scene.photoPaths = Array(PhotoPaths.expand(scene.photoPaths).prefix(4))
        assertSnapshot(of: scene, at: .index(2), named: "scale3-black")
    }
}
