import Filmstrip
import Foundation
import XCTest

/// Replays the inputs the scene fuzzer (`Scripts/fuzz.sh scene`) once crashed on, with the fuzzer's checks: each
/// must end in a scene or a `SceneError`, and a scene must come back the same through its description written as a
/// scene file and read again, which must write the same text a second time.
final class FuzzRegressionTests: XCTestCase {
    func testSceneInputsThatOnceCrashedDecodeOrFailCleanly() throws {
        let folder = BundledScene.root + "/fixtures/fuzz-regressions/scene"
        let names = try FileManager.default.contentsOfDirectory(atPath: folder).filter { !$0.hasPrefix(".") }.sorted()
        var roundTrips = 0
        for name in names {
            let data = try Data(contentsOf: URL(fileURLWithPath: "\(folder)/\(name)"))
            let origin = SceneLayers.Origin.file("/fuzz/\(name)")
            let layers: SceneLayers
            let scene: Scene
            do {
                layers = try SceneLayers.parse(data, origin: origin)
                scene = try layers.decode()
                _ = try scene.viewSize()
            } catch {
                XCTAssertTrue(error is SceneError, "\(name): \(error)")
                continue
            }
            let text = try layers.description.sceneFileText()
            let again = try SceneLayers.parse(text, origin: origin)
            XCTAssertEqual(
                dumped(try again.decode()), dumped(scene), "\(name): the same scene after a write and a read")
            XCTAssertEqual(
                String(decoding: try again.description.sceneFileText(), as: UTF8.self),
                String(decoding: text, as: UTF8.self), "\(name): the same text written twice")
            roundTrips += 1
        }
        XCTAssertGreaterThan(roundTrips, 0, "some inputs decode, so the round trip is replayed")
        // The replay itself is checked on a hostile input, so the loop above cannot silently test nothing.
        XCTAssertThrowsError(try SceneLayers.parse(Data("[[[[".utf8), origin: .file("deep")).decode())
    }

    /// Every stored value of `scene`: a Scene is not Equatable (its style is an existential).
    private func dumped(_ scene: Scene) -> String {
        var text = ""
        dump(scene, to: &text)
        return text
    }
}
