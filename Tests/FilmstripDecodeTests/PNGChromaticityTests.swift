import FilmstripDecode
import FilmstripImage
import Foundation
import XCTest

/// PngSuite's two files with cHRM + gAMA 1.0 (linear samples, near-sRGB primaries): converted to sRGB, a linear
/// mid value is brightened the way the sRGB curve says, which a plain decode would not do.
final class PNGChromaticityTests: XCTestCase {
    func testLinearSamplesAreEncodedWithTheSRGBCurve() throws {
        let path = Fixtures.path("conformance/pngsuite/ccwn2c08.png")
        let info = try ImageProber.probe(path: path)
        XCTAssertEqual(info.colorProfileDescription?.hasSuffix("linear"), true, info.colorProfileDescription ?? "nil")
        let managed = try ImageDecoder().decode(path: path)
        XCTAssertEqual(managed.warnings, [])
        // The stored samples, decoded independently of colour management.
        let stored = try ImageDecoder().decode(
            data: Self.withoutColourChunks(try Data(contentsOf: URL(fileURLWithPath: path))),
            path: path
        ).image
        var brighter = 0
        var total = 0
        for i in stride(from: 0, to: stored.pixels.count, by: 4) {
            for c in 0..<3 where stored.pixels[i + c] > 20 && stored.pixels[i + c] < 200 {
                total += 1
                if managed.image.pixels[i + c] > stored.pixels[i + c] { brighter += 1 }
            }
        }
        XCTAssertGreaterThan(total, 100)
        XCTAssertGreaterThan(
            Double(brighter) / Double(total), 0.95, "linear light encoded with the sRGB curve is brighter")
    }

    /// The PNG with its gAMA and cHRM chunks dropped.
    static func withoutColourChunks(_ data: Data) -> [UInt8] {
        let bytes = [UInt8](data)
        var out = Array(bytes[0..<8])
        var position = 8
        while position + 12 <= bytes.count {
            let length = bytes[position..<position + 4].reduce(0) { $0 << 8 | Int($1) }
            let type = String(decoding: bytes[position + 4..<position + 8], as: UTF8.self)
            if type != "gAMA" && type != "cHRM" { out += bytes[position..<position + 12 + length] }
            position += 12 + length
        }
        return out
    }
}
