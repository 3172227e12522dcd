import FilmstripDecode
import FilmstripImage
import Foundation
import XCTest

/// Bad input gets a typed error naming the file, never a crash, a hang or a huge allocation.
final class DecodeErrorTests: XCTestCase {
    func error(decoding data: [UInt8], options: DecodeOptions = DecodeOptions()) -> DecodeError? {
        do {
            _ = try ImageDecoder(options: options).decode(data: data, path: "in-memory")
            return nil
        } catch {
            return error as? DecodeError
        }
    }

    func write(_ bytes: [UInt8], name: String) throws -> String {
        let path = try Fixtures.temporaryDirectory() + "/" + name
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        return path
    }

    func testZeroByteFileIsEmpty() throws {
        let path = try write([], name: "empty.jpg")
        XCTAssertThrowsError(try ImageDecoder().decode(path: path)) {
            XCTAssertEqual($0 as? DecodeError, .empty(path: path))
            XCTAssertEqual(($0 as? DecodeError)?.description, "\(path): file is empty")
        }
    }

    func testTextFileIsNotAnImage() throws {
        let path = try write(Array("just some notes\n".utf8), name: "notes.jpg")
        XCTAssertThrowsError(try ImageDecoder().decode(path: path)) {
            XCTAssertEqual($0 as? DecodeError, .notAnImage(path: path))
        }
    }

    func testMissingFileAndDirectoryAreUnreadable() throws {
        XCTAssertThrowsError(try ImageDecoder().decode(path: "/nonexistent/photo.jpg")) {
            XCTAssertEqual(
                $0 as? DecodeError, .unreadable(path: "/nonexistent/photo.jpg", reason: "No such file or directory"))
        }
        let directory = try Fixtures.temporaryDirectory()
        XCTAssertThrowsError(try ImageProber.probe(path: directory)) {
            XCTAssertEqual($0 as? DecodeError, .unreadable(path: directory, reason: "is a directory"))
        }
    }

    func testTruncatedJPEGFailsWithLibjpegsMessage() throws {
        let whole = try Fixtures.bytes("photos/02-grace-hopper.jpg")
        let truncated = Array(whole.prefix(whole.count / 2))
        guard case .corrupt(_, let reason)? = error(decoding: truncated) else { return XCTFail("expected corrupt") }
        XCTAssertTrue(reason.hasPrefix("Premature end of JPEG file"), reason)
    }

    func testTruncatedJPEGDecodesWhenDamageIsAccepted() throws {
        let whole = try Fixtures.bytes("photos/02-grace-hopper.jpg")
        let decoded = try ImageDecoder(options: DecodeOptions(acceptsDamagedData: true))
            .decode(data: Array(whole.prefix(whole.count / 2)), path: "half.jpg")
        XCTAssertEqual(decoded.image.width, 512)
        XCTAssertEqual(decoded.warnings.count, 1)
        XCTAssertTrue(decoded.warnings[0].hasPrefix("Premature end of JPEG file"), decoded.warnings[0])
        // What libjpeg could not decode is filled with grey; the bottom row shows it.
        XCTAssertEqual(decoded.image[256, 599], RGBA(r: 128, g: 128, b: 128))
    }

    func testJPEGCutInsideItsHeaderIsCorrupt() throws {
        let whole = try Fixtures.bytes("photos/02-grace-hopper.jpg")
        XCTAssertEqual(
            error(decoding: Array(whole.prefix(23))),
            .corrupt(path: "in-memory", reason: "file ends inside a marker segment (truncated JPEG)"))
        XCTAssertEqual(
            error(decoding: Array(whole.prefix(21))),
            .corrupt(path: "in-memory", reason: "file ends before the frame header (truncated JPEG)"))
    }

    func testTruncatedPNGIsCorrupt() throws {
        let whole = try Fixtures.bytes("photos/06-chelsea.png")
        guard case .corrupt(_, let reason)? = error(decoding: Array(whole.prefix(whole.count - 5000))) else {
            return XCTFail("expected corrupt")
        }
        XCTAssertEqual(reason, "file ends early (truncated PNG)")
    }

    /// A valid PNG header for a 100000x100000 image, followed by an IDAT chunk.
    static func hugePNGHeader() -> [UInt8] {
        func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
            let body = Array(type.utf8) + data
            let crc = CRC32.checksum(body)
            return withUnsafeBytes(of: UInt32(data.count).bigEndian, Array.init) + body
                + withUnsafeBytes(of: crc.bigEndian, Array.init)
        }
        let side = withUnsafeBytes(of: UInt32(100_000).bigEndian, Array.init)
        return [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
            + chunk("IHDR", side + side + [8, 6, 0, 0, 0])
            + chunk("IDAT", [0x78, 0x9C, 0x03, 0x00, 0x00, 0x00, 0x00, 0x01])
    }

    func testHugePNGIsRefusedFromItsHeader() {
        // 10^10 pixels would be 40 GB of RGBA: the limit must trip before anything is allocated.
        XCTAssertEqual(
            error(decoding: Self.hugePNGHeader()),
            .tooManyPixels(path: "in-memory", width: 100_000, height: 100_000, limit: 100_000_000))
    }

    func testHugeJPEGIsRefusedFromItsHeader() throws {
        // The grace-hopper JPEG with its frame header rewritten to claim 65000x65000.
        var bytes = try Fixtures.bytes("photos/02-grace-hopper.jpg")
        let sof = (0..<bytes.count - 1).first { bytes[$0] == 0xFF && bytes[$0 + 1] == 0xC0 }!
        bytes[sof + 5] = 0xFD
        bytes[sof + 6] = 0xE8
        bytes[sof + 7] = 0xFD
        bytes[sof + 8] = 0xE8
        XCTAssertEqual(
            error(decoding: bytes),
            .tooManyPixels(path: "in-memory", width: 65000, height: 65000, limit: 100_000_000))
    }

    func testPixelLimitIsConfigurable() throws {
        let bytes = try Fixtures.bytes("photos/02-grace-hopper.jpg")  // 512x600 = 307200 pixels
        XCTAssertEqual(
            error(decoding: bytes, options: DecodeOptions(maxPixels: 307_199)),
            .tooManyPixels(path: "in-memory", width: 512, height: 600, limit: 307_199))
        XCTAssertNil(error(decoding: bytes, options: DecodeOptions(maxPixels: 307_200)))
    }

    func testGarbageAfterAValidSignatureNeverCrashes() throws {
        // Deterministic pseudo-random bodies behind JPEG and PNG signatures: each must end in a DecodeError.
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        func next() -> UInt8 {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return UInt8(truncatingIfNeeded: state >> 56)
        }
        for trial in 0..<200 {
            let signature: [UInt8] =
                trial % 2 == 0 ? [0xFF, 0xD8, 0xFF] : [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
            let body = (0..<(trial * 7 % 300)).map { _ in next() }
            XCTAssertNotNil(error(decoding: signature + body), "trial \(trial) decoded garbage")
        }
    }
}
