import FilmstripDecode
import FilmstripImage
import Foundation
import XCTest

/// Every valid PngSuite file must decode to exactly the RGBA an independent decoder produced
/// (Scripts/make-pngsuite-expected.py), and every corrupt one must fail with a clear error.
final class PNGSuiteTests: XCTestCase {
    struct Expected {
        var name: String
        var width: Int
        var height: Int
        var crc: UInt32
    }

    func expectedValues() throws -> [Expected] {
        var url = URL(fileURLWithPath: #filePath)
        url.deleteLastPathComponent()
        let text = try String(contentsOf: url.appendingPathComponent("Expected/pngsuite-rgba.tsv"), encoding: .utf8)
        return text.split(separator: "\n").filter { !$0.hasPrefix("#") }.map { line in
            let fields = line.split(separator: "\t").map(String.init)
            return Expected(
                name: fields[0], width: Int(fields[1])!, height: Int(fields[2])!,
                crc: UInt32(fields[3], radix: 16)!)
        }
    }

    func testEveryValidFileMatchesTheIndependentDecoder() throws {
        let expected = try expectedValues()
        XCTAssertEqual(expected.count, 161, "the suite has 161 valid files")
        var mismatches: [String] = []
        for entry in expected {
            let decoded = try ImageDecoder().decode(path: Fixtures.path("conformance/pngsuite/\(entry.name)"))
            let crc = CRC32.checksum(decoded.image.pixels)
            if decoded.image.width != entry.width || decoded.image.height != entry.height || crc != entry.crc {
                mismatches.append(entry.name)
            }
        }
        // The two files with cHRM + gAMA (linear, file gamma 1.0) are colour-managed, as viewers show them; the
        // expected values are the stored samples. ColorManagementTests checks their conversion.
        XCTAssertEqual(
            mismatches, ["ccwn2c08.png", "ccwn3p08.png"], "files whose RGBA differs from the independent decoder")
    }

    func testEveryCorruptFileFailsNamingTheFileAndTheReason() {
        let corrupt = Fixtures.files(in: "conformance/pngsuite") { $0.hasPrefix("x") && $0.hasSuffix(".png") }
        XCTAssertEqual(corrupt.count, 14)
        for path in corrupt {
            XCTAssertThrowsError(try ImageDecoder().decode(path: path), path) { error in
                guard let error = error as? DecodeError else { return XCTFail("\(path): \(error)") }
                XCTAssertEqual(error.path, path)
                switch error {
                case .corrupt, .notAnImage: break
                default: XCTFail("\(path): unexpected \(error)")
                }
                XCTAssertTrue(error.description.hasPrefix(path + ": "), error.description)
            }
        }
    }

    func testSpecificCorruptionsGiveSpecificReasons() {
        func reason(_ name: String) -> String {
            do {
                _ = try ImageDecoder().decode(path: Fixtures.path("conformance/pngsuite/\(name)"))
                return "decoded"
            } catch {
                return (error as? DecodeError)?.reason ?? "\(error)"
            }
        }
        XCTAssertEqual(reason("xc9n2c08.png"), "corrupt image data: invalid colour type 9")
        XCTAssertEqual(reason("xd3n2c08.png"), "corrupt image data: invalid bit depth 3 for colour type 2")
        XCTAssertEqual(reason("xhdn0g08.png"), "corrupt image data: IHDR chunk fails its CRC check")
        XCTAssertEqual(reason("xdtn0g01.png"), "corrupt image data: no image data (IDAT chunk) in the file")
        XCTAssertEqual(reason("xcsn0g01.png"), "corrupt image data: IDAT: CRC error")  // libpng's own message
        XCTAssertEqual(
            reason("xcrn0g04.png"), "corrupt image data: damaged PNG signature (line endings converted in transfer?)")
    }
}
