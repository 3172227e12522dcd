import CFilmstripCodecs
import CFilmstripFormats
import FilmstripDecode
import FilmstripImage
import XCTest

/// A plain 8-bit HEIC or AVIF thumbnail is decoded by its codec alone (libde265, dav1d), its planes read in place,
/// and gives the very bytes libheif's planes gave; what the codec path does not take goes through libheif.
final class HEIFCodecDecodingTests: XCTestCase {
    /// The reduced decode of `name` by `factor`, through the codec when it takes the file (`planar` 1) or always
    /// through libheif (2).
    private func reduced(_ name: String, factor: Int, planar: Int32) throws -> [UInt8] {
        let data = try Fixtures.bytes("formats/\(name)")
        var out = [UInt8](repeating: 0, count: 128 * 128 * 4)
        var width: Int32 = 0
        var height: Int32 = 0
        var message = fs_message()
        let status = data.withUnsafeBufferPointer { input in
            out.withUnsafeMutableBufferPointer { output in
                fs_heif_decode_reduced(
                    input.baseAddress, input.count, 100_000_000, Int32(factor), planar, output.baseAddress,
                    output.count, &width, &height, &message)
            }
        }
        XCTAssertEqual(status, FS_OK, name)
        return Array(out[0..<Int(width) * Int(height) * 4])
    }

    private func eligible(_ name: String) throws -> Bool {
        let data = try Fixtures.bytes("formats/\(name)")
        return data.withUnsafeBufferPointer { fs_heif_codec_eligible($0.baseAddress, $0.count) } != 0
    }

    /// HEVC through libde265 and AV1 through dav1d, reduced by 2, 4 and 8: byte for byte libheif's result.
    func testTheCodecAloneGivesLibheifsBytes() throws {
        for name in ["photo.heic", "display-p3.heic", "photo.avif"] {
            XCTAssertTrue(try eligible(name), name)
            for factor in [2, 4, 8] {
                let direct = try reduced(name, factor: factor, planar: 1)
                let throughLibheif = try reduced(name, factor: factor, planar: 2)
                XCTAssertFalse(direct.isEmpty, name)
                XCTAssertEqual(direct, throughLibheif, "\(name) at 1/\(factor)")
            }
        }
    }

    /// A grid, an image with irot, one of 10-bit samples go through libheif (which assembles, turns, converts
    /// them); an image with alpha is the codec's but decoded by libheif, which joins its alpha plane.
    func testWhatTheCodecAloneDoesNotTakeGoesThroughLibheif() throws {
        for name in ["grid.heic", "rotated.heic", "ten-bit.heic"] {
            XCTAssertFalse(try eligible(name), name)
        }
        XCTAssertEqual(try reduced("alpha.avif", factor: 2, planar: 1), try reduced("alpha.avif", factor: 2, planar: 2))
    }

    /// The probe tells the memory budget which way a file decodes: a HEIC's planes and codec state through the
    /// codec alone, with libheif's copy and its RGBA conversion on top for a grid.
    func testTheEstimateFollowsTheWayTheFileDecodes() throws {
        let options = DecodeOptions(minimumSize: PixelSize(width: 8, height: 6))
        func estimate(_ name: String) throws -> Int {
            let budget = DecodeMemoryBudget(capacityBytes: 1 << 40)
            _ = try ImageDecoder(options: options, memoryBudget: budget).decode(path: Fixtures.path("formats/\(name)"))
            return budget.highWaterMark
        }
        // 128 x 96 in 4:2:0: planes 18,432 bytes, codec state 9,216, the 16 x 12 thumbnail 768.
        XCTAssertEqual(try estimate("photo.heic"), 18_432 + 9_216 + 768)
        XCTAssertEqual(try estimate("photo.avif"), 18_432 + 9_216 + 768)
        // 180 x 120 grid: planes 32,400, then the larger of the codec's planes and state (32,400 + 27,000) and the
        // RGBA conversion (86,400), then 23 x 15 x 4 delivered.
        XCTAssertEqual(try estimate("grid.heic"), 32_400 + 86_400 + 1_380)
    }
}
