import Filmstrip
import XCTest

/// A cell's content is named in the resample cache by a typed key of everything that makes its thumbnail, so a
/// cache shared by scenes reuses blocks exactly where the thumbnails are equal.
final class ContentIdentityTests: XCTestCase {
    func testScenesOverTheSamePhotosShareTheirCellsIdentities() throws {
        let again = try PreparedScene(scene: BundledScene.scene)
        XCTAssertEqual(again.contentIdentity(ofItem: 0), BundledScene.prepared.contentIdentity(ofItem: 0))
        XCTAssertNotEqual(again.contentIdentity(ofItem: 0), again.contentIdentity(ofItem: 1))
    }

    func testEveryDecodeOptionIsPartOfTheIdentity() throws {
        // The formats a photo may be in were missing from the string identities: two scenes decoding with
        // different registries named their thumbnails alike.
        var options = DecodeOptions()
        options.formats = ImageFormatRegistry(decoders: ImageFormatRegistry.standard.decoders.reversed())
        let other = try PreparedScene(scene: BundledScene.scene, decodeOptions: options)
        XCTAssertNotEqual(other.contentIdentity(ofItem: 0), BundledScene.prepared.contentIdentity(ofItem: 0))
    }

    func testPhotosInMemoryAreNamedWithinTheirSceneOnly() throws {
        let photo = Photo.pixels(RGBAImage(width: 8, height: 6, fill: RGBA(r: 9, g: 9, b: 9, a: 255)), name: "grey")
        let scene = Scene(photos: [photo])
        let first = try PreparedScene(scene: scene)
        let second = try PreparedScene(scene: scene)
        XCTAssertEqual(first.contentIdentity(ofItem: 0), first.contentIdentity(ofItem: 0))
        XCTAssertNotEqual(first.contentIdentity(ofItem: 0), second.contentIdentity(ofItem: 0))
    }
}
