import Filmstrip
import Foundation
import XCTest

/// HEIC, AVIF and WebP photos go through the whole pipeline, not only the decoder: a slider of them renders, each
/// cell showing what the reference decoder's PNG of the same file shows.
final class FormatSliderTests: XCTestCase {
    static let formats = BundledScene.root + "/fixtures/formats"
    static let files = ["photo.heic", "rotated.heic", "grid.heic", "alpha.avif", "lossless.webp"]

    func testASliderOfHEICAndWebPRendersLikeTheirReferencePNGs() throws {
        var scene = Scene(photoPaths: Self.files.map { "\(Self.formats)/\($0)" })
        scene.view.scale = 1
        let prepared = try PreparedScene(scene: scene)
        var references = Scene(photoPaths: Self.files.map { "\(Self.formats)/reference/\($0).png" })
        references.view.scale = 1
        let expected = try PreparedScene(scene: references)
        for index in Self.files.indices {
            let offset = try XCTUnwrap(prepared.layout.offset(centeringItem: index))
            XCTAssertEqual(
                offset, try XCTUnwrap(expected.layout.offset(centeringItem: index)),
                "\(Self.files[index]): same size as its reference")
            let frame = try prepared.render(atOffset: offset)
            let reference = try expected.render(atOffset: offset)
            let diff = ImageDiff.compare(expected: reference, actual: frame, options: .pixelmatch)
            XCTAssertLessThan(diff.ratio, 0.01, "\(Self.files[index]): \(diff.summary)")
            XCTAssertNotEqual(frame[195, 60], RGBA.white, "\(Self.files[index]) is drawn in the centre")
        }
    }
}
