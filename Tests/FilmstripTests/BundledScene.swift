import Filmstrip
import Foundation

/// The bundled photos as the default slider, prepared once for every test that draws them (decoding and
/// resizing is the slow part, especially in debug builds).
enum BundledScene {
    static let root: String = {
        var url = URL(fileURLWithPath: #filePath)
        for _ in 0..<3 { url.deleteLastPathComponent() }
        return url.path
    }()

    static let photosFolder = root + "/fixtures/photos"

    static let scene = Scene(photoPaths: [photosFolder])

    static let prepared: PreparedScene = try! PreparedScene(scene: scene)

    /// The same at 1x, so the committed reference images stay small.
    static let preparedAtOneX: PreparedScene = {
        var oneX = BundledScene.scene
        oneX.view.scale = 1
        return try! PreparedScene(scene: oneX)
    }()
}
