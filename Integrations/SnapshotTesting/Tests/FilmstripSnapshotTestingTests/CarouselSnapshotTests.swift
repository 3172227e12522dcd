import Filmstrip
import FilmstripSnapshotTesting
import SnapshotTesting
import XCTest

final class CarouselSnapshotTests: XCTestCase {
    func testCentredThumbnail() {
        var scene = Scene(photos: Scene.samplePhotos)
        scene.motion.position = .index(3)
        assertSnapshot(of: scene, as: .image)
    }

    func testScrolledAndScrolling() throws {
        var scene = Scene(photos: Scene.samplePhotos)
        scene.view.scale = 1  // @1x: a quarter of the pixels to store
        let prepared = try PreparedScene(scene: scene)  // decode once
        assertSnapshot(of: prepared, as: .image(at: .offset(250), tolerance: DiffOptions(maxDiffRatio: 0.001)))
        assertSnapshot(of: prepared, as: .frames(of: .scroll(to: .index(1)), framesPerSecond: 10))
    }
}
