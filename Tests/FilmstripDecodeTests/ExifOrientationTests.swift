import FilmstripDecode
import FilmstripImage
import XCTest

/// The EXIF set stores each photo transformed and tagged with the orientation that undoes it, so every
/// `Landscape_N` (and `Portrait_N`) must decode to the same upright picture as N = 1.
final class ExifOrientationTests: XCTestCase {
    func check(_ family: String, uprightSize: PixelSize) throws {
        let reference = try ImageDecoder().decode(path: Fixtures.path("conformance/exif-orientation/\(family)_1.jpg"))
            .image
        XCTAssertEqual(PixelSize(width: reference.width, height: reference.height), uprightSize)
        for n in 0...8 {
            let decoded = try ImageDecoder().decode(
                path: Fixtures.path("conformance/exif-orientation/\(family)_\(n).jpg"))
            XCTAssertEqual(decoded.info.orientation.rawValue, n == 0 ? 1 : n, "\(family)_\(n): 0 is out of range, so 1")
            XCTAssertEqual(decoded.image.width, uprightSize.width, "\(family)_\(n)")
            XCTAssertEqual(decoded.image.height, uprightSize.height, "\(family)_\(n)")
            // Each file was JPEG-coded on its own, so allow coding noise; a wrong turn gives a difference of 40+.
            let difference = ImageComparison.meanAbsoluteDifference(decoded.image, reference)
            XCTAssertLessThan(difference, 4, "\(family)_\(n) is not upright (mean difference \(difference))")
        }
    }

    func testLandscapesAllDecodeUpright() throws {
        try check("Landscape", uprightSize: PixelSize(width: 300, height: 200))
    }

    func testPortraitsAllDecodeUpright() throws {
        try check("Portrait", uprightSize: PixelSize(width: 200, height: 300))
    }

    func testEachOrientationMapsPixelsAsTheEXIFSpecDefines() {
        // A 3x2 image whose pixels are numbered 0...5 in the red channel, row by row.
        var stored = RGBAImage(width: 3, height: 2)
        for y in 0..<2 { for x in 0..<3 { stored[x, y] = RGBA(r: UInt8(y * 3 + x), g: 0, b: 0) } }
        func rows(_ orientation: ExifOrientation) -> [[UInt8]] {
            let image = orientation.apply(to: stored)
            return (0..<image.height).map { y in (0..<image.width).map { x in image[x, y].r } }
        }
        XCTAssertEqual(rows(.up), [[0, 1, 2], [3, 4, 5]])
        XCTAssertEqual(rows(.upMirrored), [[2, 1, 0], [5, 4, 3]])
        XCTAssertEqual(rows(.down), [[5, 4, 3], [2, 1, 0]])
        XCTAssertEqual(rows(.downMirrored), [[3, 4, 5], [0, 1, 2]])
        XCTAssertEqual(rows(.leftMirrored), [[0, 3], [1, 4], [2, 5]])
        XCTAssertEqual(rows(.right), [[3, 0], [4, 1], [5, 2]])  // 90° clockwise
        XCTAssertEqual(rows(.rightMirrored), [[5, 2], [4, 1], [3, 0]])
        XCTAssertEqual(rows(.left), [[2, 5], [1, 4], [0, 3]])  // 90° counter-clockwise
    }
}
