import FilmstripUIKit
import XCTest

@testable import Filmstrip

/// Where an image view's image lands for every content mode, as UIKit documents the modes, and how images are
/// found (`UIImage(named:)`) and read (`UIImage(contentsOfFile:)`).
final class UIImageViewTests: XCTestCase {
    let bounds = CGRect(x: 0, y: 0, width: 100, height: 50)

    func rect(_ size: CGSize, _ mode: UIView.ContentMode) -> CGRect {
        ContentModeGeometry.rect(ofContentSized: size, in: bounds, mode: mode)
    }

    func testScalingModesStretchFitOrCoverTheBounds() {
        let tall = CGSize(width: 20, height: 40)
        XCTAssertEqual(rect(tall, .scaleToFill), bounds)
        XCTAssertEqual(rect(tall, .redraw), bounds)
        // Fit: the height limits (50 / 40), so 25 x 50 centred; fill: the width does (100 / 20), so 100 x 200.
        XCTAssertEqual(rect(tall, .scaleAspectFit), CGRect(x: 37.5, y: 0, width: 25, height: 50))
        XCTAssertEqual(rect(tall, .scaleAspectFill), CGRect(x: 0, y: -75, width: 100, height: 200))
        let wide = CGSize(width: 400, height: 100)
        XCTAssertEqual(rect(wide, .scaleAspectFit), CGRect(x: 0, y: 12.5, width: 100, height: 25))
        XCTAssertEqual(rect(wide, .scaleAspectFill), CGRect(x: -50, y: 0, width: 200, height: 50))
        XCTAssertEqual(rect(.zero, .scaleAspectFit), CGRect(x: 50, y: 25, width: 0, height: 0))
    }

    func testUnscaledModesPinTheImageToTheirEdgeOrCorner() {
        let size = CGSize(width: 20, height: 10)
        XCTAssertEqual(rect(size, .center), CGRect(x: 40, y: 20, width: 20, height: 10))
        XCTAssertEqual(rect(size, .top), CGRect(x: 40, y: 0, width: 20, height: 10))
        XCTAssertEqual(rect(size, .bottom), CGRect(x: 40, y: 40, width: 20, height: 10))
        XCTAssertEqual(rect(size, .left), CGRect(x: 0, y: 20, width: 20, height: 10))
        XCTAssertEqual(rect(size, .right), CGRect(x: 80, y: 20, width: 20, height: 10))
        XCTAssertEqual(rect(size, .topLeft), CGRect(x: 0, y: 0, width: 20, height: 10))
        XCTAssertEqual(rect(size, .topRight), CGRect(x: 80, y: 0, width: 20, height: 10))
        XCTAssertEqual(rect(size, .bottomLeft), CGRect(x: 0, y: 40, width: 20, height: 10))
        XCTAssertEqual(rect(size, .bottomRight), CGRect(x: 80, y: 40, width: 20, height: 10))
        // A larger image overflows the same way; the bounds' origin (a scrolled view) moves it.
        let moved = CGRect(x: 10, y: 5, width: 100, height: 50)
        XCTAssertEqual(
            ContentModeGeometry.rect(ofContentSized: CGSize(width: 200, height: 10), in: moved, mode: .right),
            CGRect(x: -90, y: 25, width: 200, height: 10))
    }

    func testAnImageViewIsSizedByItsImage() {
        let image = UIImage(pixels: RGBAImage(width: 30, height: 20, fill: .white), scale: 2)
        XCTAssertEqual(image.size, CGSize(width: 15, height: 10))
        let view = UIImageView(image: image)
        XCTAssertEqual(view.frame, CGRect(x: 0, y: 0, width: 15, height: 10))
        XCTAssertEqual(view.intrinsicContentSize, CGSize(width: 15, height: 10))
        XCTAssertFalse(view.isUserInteractionEnabled)
        view.frame = CGRect(x: 3, y: 4, width: 50, height: 50)
        view.sizeToFit()
        XCTAssertEqual(view.frame, CGRect(x: 3, y: 4, width: 15, height: 10))
        XCTAssertEqual(UIImageView(frame: .zero).intrinsicContentSize, CGSize(width: -1, height: -1))
        XCTAssertEqual(view.contentMode, .scaleToFill)
    }

    func testImagesAreFoundByFileNameWithAndWithoutTheExtension() {
        let beach = RGBAImage(width: 4, height: 2, fill: RGBA(r: 1, g: 2, b: 3))
        let other = RGBAImage(width: 2, height: 2, fill: RGBA(r: 9, g: 9, b: 9))
        let catalog = UIImageCatalog(photos: [("beach.jpg", beach), ("beach.png", other), ("sky.heic", other)])
        XCTAssertNil(UIImage(named: "beach"), "no catalog is set outside a rendering")
        UIImageCatalog.$current.withValue(catalog) {
            XCTAssertEqual(UIImage(named: "beach")?.pixels, beach, "the first photo of that base name")
            XCTAssertEqual(UIImage(named: "beach.jpg")?.pixels, beach)
            XCTAssertEqual(UIImage(named: "beach.png")?.pixels, other)
            XCTAssertEqual(UIImage(named: "sky")?.size, CGSize(width: 2, height: 2))
            XCTAssertNil(UIImage(named: "sea"))
        }
    }

    func testAFileIsReadUprightOrNotAtAll() throws {
        let photos = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Sources/Filmstrip/Resources/SamplePhotos")
        let path = photos.appendingPathComponent("02-grace-hopper.jpg").path
        let decoded = try ImageDecoder().decode(path: path).image
        let image = try XCTUnwrap(UIImage(contentsOfFile: path))
        XCTAssertEqual(image.size, CGSize(width: decoded.width, height: decoded.height))
        XCTAssertEqual(image.scale, 1)
        XCTAssertEqual(image.pixels, decoded)
        XCTAssertNil(UIImage(contentsOfFile: photos.appendingPathComponent("missing.jpg").path))
        let garbage = FileManager.default.temporaryDirectory.appendingPathComponent("views-garbage-\(getpid()).png")
        try Data("not an image".utf8).write(to: garbage)
        defer { try? FileManager.default.removeItem(at: garbage) }
        XCTAssertNil(UIImage(contentsOfFile: garbage.path))
    }
}
