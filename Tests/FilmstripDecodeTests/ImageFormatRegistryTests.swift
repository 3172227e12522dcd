import FilmstripDecode
import FilmstripImage
import XCTest

/// A format is one type and one registration: the tests' FSTP format, added to a registry, is recognised, probed,
/// limited and decoded with shrink-on-load by the same `ImageDecoder` and `ImageProber` as the standard formats.
final class ImageFormatRegistryTests: XCTestCase {
    let registry = ImageFormatRegistry.standard.adding(FSTPDecoder())

    func testTheStandardFormatsAreRegisteredOnce() {
        XCTAssertEqual(ImageFormatRegistry.standard.formats, [.jpeg, .png, .webp, .heif, .avif])
        XCTAssertEqual(
            ImageFormatRegistry.standard.fileExtensions, ["jpg", "jpeg", "png", "webp", "heic", "heif", "avif"])
        XCTAssertEqual(registry.fileExtensions.subtracting(ImageFormatRegistry.standard.fileExtensions), ["fstp"])
        XCTAssertNotEqual(registry, .standard)
        XCTAssertEqual(ImageFormat(signature: [0xFF, 0xD8, 0xFF, 0xE0]), .jpeg)
        XCTAssertNil(ImageFormat(signature: Array("FSTP".utf8)))
    }

    func testAnUnregisteredFormatIsNotAnImage() {
        XCTAssertThrowsError(try ImageDecoder().decode(data: FSTPDecoder.file(width: 3, height: 2), path: "a.fstp")) {
            XCTAssertEqual($0 as? DecodeError, .notAnImage(path: "a.fstp"))
        }
    }

    func testARegisteredFormatIsProbedAndDecoded() throws {
        let file = FSTPDecoder.file(width: 5, height: 3)
        let info = try ImageProber.probe(data: file, path: "a.fstp", formats: registry)
        XCTAssertEqual(info.format, FSTPDecoder.format)
        XCTAssertEqual(info.size, PixelSize(width: 5, height: 3))
        let decoded = try ImageDecoder(options: DecodeOptions(formats: registry)).decode(data: file, path: "a.fstp")
        XCTAssertEqual(decoded.image, RGBAImage(width: 5, height: 3, pixels: Array(file[12...])))
        XCTAssertEqual(decoded.scaleDenominator, 1)
    }

    func testARegisteredFormatShrinksOnLoad() throws {
        let file = FSTPDecoder.file(width: 40, height: 24)
        let options = DecodeOptions(minimumSize: PixelSize(width: 5, height: 3), formats: registry)
        let decoded = try ImageDecoder(options: options).decode(data: file, path: "a.fstp")
        XCTAssertEqual(decoded.scaleDenominator, 4)
        XCTAssertEqual(decoded.image.width, 10)
        XCTAssertEqual(decoded.image.height, 6)
        // Pixel (2, 1) of the reduced image is pixel (8, 4) of the file.
        XCTAssertEqual(Array(decoded.image.pixels[(1 * 10 + 2) * 4..<(1 * 10 + 2) * 4 + 4]), [8, 4, 12, 255])
    }

    func testTheRegistryChecksTheClaimedSizeBeforeTheDecoderRuns() {
        // The header claims 100 000 x 100 000 pixels over 6 real ones: refused before any buffer is sized.
        let file = FSTPDecoder.file(width: 3, height: 2, claiming: (100_000, 100_000))
        XCTAssertThrowsError(
            try ImageDecoder(options: DecodeOptions(formats: registry)).decode(data: file, path: "big.fstp")
        ) {
            XCTAssertEqual(
                $0 as? DecodeError,
                .tooManyPixels(path: "big.fstp", width: 100_000, height: 100_000, limit: DecodeOptions.defaultMaxPixels)
            )
        }
    }

    func testARegisteredFormatIsReadFromAFile() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("fstp-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("photo.fstp").path
        XCTAssertTrue(
            FileManager.default.createFile(atPath: path, contents: Data(FSTPDecoder.file(width: 4, height: 4))))
        XCTAssertEqual(try ImageProber.probe(path: path, formats: registry).format, FSTPDecoder.format)
        XCTAssertEqual(try ImageDecoder(options: DecodeOptions(formats: registry)).decode(path: path).image.width, 4)
    }
}
