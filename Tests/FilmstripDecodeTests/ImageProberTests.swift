import FilmstripDecode
import FilmstripImage
import XCTest

final class ImageProberTests: XCTestCase {
    func testBundledPhotosProbeToTheirOrientedSizes() throws {
        let expected: [String: (stored: PixelSize, orientation: Int)] = [
            "01-aitzgorri.jpg": (PixelSize(width: 1200, height: 799), 1),
            "02-grace-hopper.jpg": (PixelSize(width: 512, height: 600), 1),
            "03-seeding-panorama.jpg": (PixelSize(width: 1600, height: 400), 1),
            "06-chelsea.png": (PixelSize(width: 451, height: 300), 1),
            "07-picosdeeuropa-orientation6.jpg": (PixelSize(width: 900, height: 1200), 6),
            "09-portrait-orientation8.jpg": (PixelSize(width: 300, height: 200), 8),
        ]
        for (name, facts) in expected {
            let info = try ImageProber.probe(path: Fixtures.path("photos/\(name)"))
            XCTAssertEqual(info.storedSize, facts.stored, name)
            XCTAssertEqual(info.orientation.rawValue, facts.orientation, name)
            let upright = facts.orientation >= 5 ? facts.stored.transposed : facts.stored
            XCTAssertEqual(info.size, upright, name)
        }
    }

    func testProbeNeedsOnlyTheHeader() throws {
        // Cut the JPEG right after its start-of-scan marker: no pixel data at all, yet the probe answers.
        let bytes = try Fixtures.bytes("photos/07-picosdeeuropa-orientation6.jpg")
        let sos = (2..<bytes.count - 1).first { bytes[$0] == 0xFF && bytes[$0 + 1] == 0xDA }!
        let info = try ImageProber.probe(data: Array(bytes.prefix(sos + 2)), path: "header-only.jpg")
        XCTAssertEqual(info.size, PixelSize(width: 1200, height: 900))
        XCTAssertEqual(info.orientation, .right)
    }

    func testPNGeXIfOrientationIsRead() throws {
        // A 2x1 PNG with an eXIf chunk saying orientation 6: upright it is 1x2.
        var png = try Fixtures.bytes("conformance/pngsuite/basn2c08.png")
        let tiff: [UInt8] = [0x4D, 0x4D, 0, 42, 0, 0, 0, 8, 0, 1, 0x01, 0x12, 0, 3, 0, 0, 0, 1, 0, 6, 0, 0, 0, 0, 0, 0]
        let body = Array("eXIf".utf8) + tiff
        let chunk =
            withUnsafeBytes(of: UInt32(tiff.count).bigEndian, Array.init) + body
            + withUnsafeBytes(of: CRC32.checksum(body).bigEndian, Array.init)
        png.insert(contentsOf: chunk, at: 33)  // right after IHDR
        let info = try ImageProber.probe(data: png, path: "exif.png")
        XCTAssertEqual(info.orientation, .right)
        XCTAssertEqual(info.storedSize, PixelSize(width: 32, height: 32))
        let decoded = try ImageDecoder().decode(data: png, path: "exif.png")
        let plain = try ImageDecoder().decode(path: Fixtures.path("conformance/pngsuite/basn2c08.png"))
        XCTAssertEqual(decoded.image, ExifOrientation.right.apply(to: plain.image))
    }
}
