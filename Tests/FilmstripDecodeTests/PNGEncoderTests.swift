import FilmstripDecode
import FilmstripEncode
import FilmstripImage
import Foundation
import XCTest

final class PNGEncoderTests: XCTestCase {
    func testOpaqueImagesAreWrittenAsRGBAndRoundTrip() throws {
        let source = try ImageDecoder().decode(path: Fixtures.path("photos/06-chelsea.png")).image
        for compression in PNGCompression.allCases {
            let bytes = try PNGEncoder(compression: compression).encode(source)
            XCTAssertEqual(bytes[25], 2, "colour type RGB for an opaque image")
            XCTAssertEqual(try ImageDecoder().decode(data: bytes, path: "round-trip.png").image, source)
        }
    }

    func testTranslucentImagesKeepAlpha() throws {
        let source = try ImageDecoder().decode(path: Fixtures.path("conformance/variants/chelsea_rgba8.png")).image
        XCTAssertFalse(source.isOpaque)
        let bytes = try PNGEncoder().encode(source)
        XCTAssertEqual(bytes[25], 6, "colour type RGBA")
        XCTAssertEqual(try ImageDecoder().decode(data: bytes, path: "round-trip.png").image, source)
    }

    func testBestCompressesMoreThanFast() throws {
        let source = try ImageDecoder().decode(path: Fixtures.path("photos/10-seeding.jpg")).image
        let fast = try PNGEncoder(compression: .fast).encode(source)
        let best = try PNGEncoder(compression: .best).encode(source)
        XCTAssertLessThan(best.count, fast.count)
    }

    func testAtomicWriterRefusesToOverwriteUnlessAsked() throws {
        let directory = try Fixtures.temporaryDirectory()
        let path = directory + "/out.png"
        try AtomicFileWriter(overwrite: false).write([1, 2, 3], to: path)
        XCTAssertThrowsError(try AtomicFileWriter(overwrite: false).write([4], to: path)) {
            XCTAssertEqual($0 as? EncodeError, .outputExists(path: path))
        }
        XCTAssertEqual([UInt8](try Data(contentsOf: URL(fileURLWithPath: path))), [1, 2, 3])
        try AtomicFileWriter(overwrite: true).write([4], to: path)
        XCTAssertEqual([UInt8](try Data(contentsOf: URL(fileURLWithPath: path))), [4])
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: directory), ["out.png"], "no temporary files left")
    }

    func testWritingIntoAMissingDirectoryFailsClearly() {
        XCTAssertThrowsError(try AtomicFileWriter(overwrite: false).write([1], to: "/nonexistent-dir/out.png")) {
            guard case .cannotWrite(let path, let reason)? = $0 as? EncodeError else { return XCTFail("\($0)") }
            XCTAssertEqual(path, "/nonexistent-dir/out.png")
            XCTAssertEqual(reason, "No such file or directory")
        }
    }
}
