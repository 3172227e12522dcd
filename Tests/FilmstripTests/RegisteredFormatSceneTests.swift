import Filmstrip
import Foundation
import XCTest

/// A format registered in `DecodeOptions.formats` is a photo format like the others for a whole scene: a folder
/// lists its files, they are probed and laid out, and the frame is the one the same photos give as JPEGs.
final class RegisteredFormatSceneTests: XCTestCase {
    func testAFolderOfARegisteredFormatRendersAsItsJPEGsDo() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("wjpg-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let names = ["01-aitzgorri", "02-grace-hopper", "04-retina"]
        for name in names {
            let jpeg = try Data(contentsOf: URL(fileURLWithPath: "\(BundledScene.photosFolder)/\(name).jpg"))
            try (Data(WrappedJPEGDecoder.magic) + jpeg).write(to: URL(fileURLWithPath: "\(folder)/\(name).wjpg"))
        }
        var options = DecodeOptions()
        options.formats = ImageFormatRegistry.standard.adding(WrappedJPEGDecoder())
        var scene = Scene(photoPaths: [folder])
        scene.view.scale = 1
        let wrapped = try PreparedScene(scene: scene, decodeOptions: options)
        XCTAssertEqual(wrapped.source.photos.map(\.path), names.map { "\(folder)/\($0).wjpg" })
        var plain = Scene(photoPaths: names.map { "\(BundledScene.photosFolder)/\($0).jpg" })
        plain.view.scale = 1
        let jpegs = try PreparedScene(scene: plain)
        XCTAssertEqual(wrapped.source.photos.map(\.size), jpegs.source.photos.map(\.size))
        XCTAssertEqual(
            try wrapped.render(atOffset: try wrapped.startOffset()), try jpegs.render(atOffset: try jpegs.startOffset())
        )
        // Without the registration the folder holds no photo of a known format.
        XCTAssertEqual(try PreparedScene(scene: scene).source.photos.count, 0)
    }
}
