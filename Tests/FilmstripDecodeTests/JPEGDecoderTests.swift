import FilmstripDecode
import FilmstripImage
import XCTest

final class JPEGDecoderTests: XCTestCase {
    /// Baseline, progressive, arithmetic, greyscale, 4:2:0 / 4:2:2 / 4:4:4, restart markers, RGB-stored and
    /// Adobe CMYK: the same 600x400 coffee photo in each coding must decode to (nearly) the same picture.
    func testEveryCodingOfTheSamePhotoDecodesToTheSamePicture() throws {
        let reference = try ImageDecoder().decode(path: Fixtures.path("conformance/variants/coffee_q85_444.jpg")).image
        let variants = Fixtures.files(in: "conformance/variants") { $0.hasPrefix("coffee_") && $0.hasSuffix(".jpg") }
        XCTAssertEqual(variants.count, 11)
        for path in variants {
            let image = try ImageDecoder().decode(path: path).image
            XCTAssertEqual(image.width, 600, path)
            XCTAssertEqual(image.height, 400, path)
            XCTAssertTrue(image.isOpaque, path)
            if path.hasSuffix("_gray.jpg") {
                for i in stride(from: 0, to: image.pixels.count, by: 4)
                where image.pixels[i] != image.pixels[i + 1] || image.pixels[i] != image.pixels[i + 2] {
                    return XCTFail("greyscale JPEG decoded with colour at byte \(i)")
                }
                continue
            }
            // Quality 10 is blocky, everything else is close; CMYK or RGB handled wrongly is off by 50+.
            let limit = path.hasSuffix("_q10_420.jpg") ? 12.0 : 3.0
            let difference = ImageComparison.meanAbsoluteDifference(image, reference)
            XCTAssertLessThan(difference, limit, "\(path) differs from the 4:4:4 decode by \(difference) on average")
        }
    }

    func testLibjpegTurboTestImagesDecode() throws {
        let huffman = try ImageDecoder().decode(path: Fixtures.path("conformance/jpeg/ljt_testimgint.jpg")).image
        let arithmetic = try ImageDecoder().decode(path: Fixtures.path("conformance/jpeg/ljt_testimgari.jpg")).image
        let original = try ImageDecoder().decode(path: Fixtures.path("conformance/jpeg/ljt_testorig.jpg")).image
        XCTAssertEqual(PixelSize(width: original.width, height: original.height), PixelSize(width: 227, height: 149))
        // testimgari is the arithmetic-coded twin of testimgint: identical coefficients, identical pixels.
        XCTAssertEqual(huffman, arithmetic)
    }

    func testTwelveBitJPEGIsUnsupported() {
        let path = Fixtures.path("conformance/jpeg/ljt_monkey12.jpg")
        XCTAssertThrowsError(try ImageDecoder().decode(path: path)) { error in
            XCTAssertEqual(
                error as? DecodeError,
                .unsupported(path: path, reason: "12-bit JPEG (only 8-bit samples are supported)"))
        }
    }

    func testNinetySixPixelTargetOnA4000PixelPhotoDecodesAtOneEighth() throws {
        let path = Fixtures.path("large/seeding-4000x2250.jpg")
        let options = DecodeOptions(minimumSize: PixelSize(width: 96, height: 96))
        let decoded = try ImageDecoder(options: options).decode(path: path)
        XCTAssertEqual(decoded.scaleDenominator, 8)
        XCTAssertEqual(decoded.image.width, 500)  // 4000 / 8
        XCTAssertEqual(decoded.image.height, 282)  // 2250 / 8 = 281.25, libjpeg rounds up
    }

    func testScaleIsTheSmallestThatKeepsTwiceTheTarget() throws {
        let path = Fixtures.path("large/seeding-4000x2250.jpg")
        func denominator(_ width: Int, _ height: Int) throws -> Int {
            try ImageDecoder(options: DecodeOptions(minimumSize: PixelSize(width: width, height: height)))
                .decode(path: path).scaleDenominator
        }
        XCTAssertEqual(try denominator(250, 140), 8)  // 500x282 >= 500x280
        XCTAssertEqual(try denominator(251, 140), 4)  // 500 < 502
        XCTAssertEqual(try denominator(500, 100), 4)  // 1000x563
        XCTAssertEqual(try denominator(1000, 100), 2)
        XCTAssertEqual(try denominator(1001, 100), 1)
    }

    func testOrientedTargetIsMatchedAgainstTheUprightSize() throws {
        // Stored 900x1200 with orientation 6, upright 1200x900: a 300x225 upright target needs 600x450
        // upright, i.e. 450x600 stored, which 1/2 (450x600) gives exactly.
        let path = Fixtures.path("photos/07-picosdeeuropa-orientation6.jpg")
        let decoded = try ImageDecoder(options: DecodeOptions(minimumSize: PixelSize(width: 300, height: 225))).decode(
            path: path)
        XCTAssertEqual(decoded.scaleDenominator, 2)
        XCTAssertEqual(decoded.image.width, 600)
        XCTAssertEqual(decoded.image.height, 450)
    }
}
