import Filmstrip
import Foundation
import XCTest

/// Replays the inputs the scene fuzzer (`Scripts/fuzz.sh scene`) once crashed on: each must now end in a scene or a
/// `SceneError`. The folder starts empty; a crash found later is added with its fix.
final class FuzzRegressionTests: XCTestCase {
    func testSceneInputsThatOnceCrashedDecodeOrFailCleanly() throws {
        let folder = BundledScene.root + "/fixtures/fuzz-regressions/scene"
        let names = try FileManager.default.contentsOfDirectory(atPath: folder).filter { !$0.hasPrefix(".") }.sorted()
        for name in names {
            let data = try Data(contentsOf: URL(fileURLWithPath: "\(folder)/\(name)"))
            do {
                _ = try SceneLayers.parse(data, origin: .file(name)).decode().viewSize()
            } catch {
                XCTAssertTrue(error is SceneError, "\(name): \(error)")
            }
        }
        // The replay itself is checked on a hostile input, so the loop above cannot silently test nothing.
        XCTAssertThrowsError(try SceneLayers.parse(Data("[[[[".utf8), origin: .file("deep")).decode())
    }
}
