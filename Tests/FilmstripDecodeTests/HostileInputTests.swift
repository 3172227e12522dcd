import CFilmstripCodecs
import FilmstripDecode
import FilmstripImage
import Foundation
import XCTest

#if canImport(Glibc)
    import Glibc
#endif

/// Files made to cost a decoder time or memory (written by `Scripts/hostile-inputs.py --make-fixtures`): each
/// must end in a result or a `DecodeError` naming the limit, never a trap, a hang or a huge allocation.
final class HostileInputTests: XCTestCase {
    static func path(_ name: String) -> String {
        var url = URL(fileURLWithPath: #filePath)
        url.deleteLastPathComponent()
        return url.appendingPathComponent("Hostile/\(name)").path
    }

    /// 2,647 scans, one per coefficient and bit: libjpeg would walk every block once per scan.
    func testProgressiveJPEGWithThousandsOfScansIsRefusedNamingTheLimit() {
        let path = Self.path("progressive-2647-scans-64x64.jpg")
        XCTAssertThrowsError(try ImageDecoder().decode(path: path)) { error in
            guard case .unsupported(let errorPath, let reason) = error as? DecodeError else {
                return XCTFail("unexpected \(error)")
            }
            XCTAssertEqual(errorPath, path)
            XCTAssertTrue(reason.contains("more than \(FS_JPEG_MAX_SCANS) scans"), reason)
        }
    }

    func testProgressiveJPEGWithinTheScanLimitDecodes() throws {
        let image = try ImageDecoder().decode(path: Self.path("progressive-64-scans-64x64.jpg")).image
        XCTAssertEqual(image.width, 64)
        XCTAssertEqual(image[10, 10], RGBA(r: 128, g: 128, b: 128, a: 255))
    }

    /// zTXt and iCCP chunks inflating to 64 MiB, and 2,000 tEXt chunks: skipped unread.
    func testTextAndProfileChunksAreSkippedUninflated() throws {
        for name in ["ztxt-bomb-64MiB.png", "iccp-bomb-64MiB.png", "text-flood-2000.png"] {
            let image = try ImageDecoder().decode(path: Self.path(name)).image
            XCTAssertEqual(PixelSize(width: image.width, height: image.height), PixelSize(width: 16, height: 16), name)
        }
    }

    /// A header claiming 10^12 pixels with the pixel limit lifted: more than any machine's memory, refused as
    /// such before allocating.
    func testHeaderClaimingMoreThanPhysicalMemoryIsAnErrorNotATrap() {
        let path = Self.path("claims-1000000x1000000.png")
        let decoder = ImageDecoder(options: DecodeOptions(maxPixels: .max))
        XCTAssertThrowsError(try decoder.decode(path: path)) { error in
            guard case .unsupported(_, let reason) = error as? DecodeError else {
                return XCTFail("unexpected \(error)")
            }
            XCTAssertTrue(reason.hasPrefix("not enough memory for 1000000x1000000 pixels"), reason)
        }
    }

    /// With the address space limited, an image whose buffer does not fit is an error, not a Swift trap.
    func testAllocationFailureIsAnErrorNotATrap() throws {
        // The current address space plus 128 MB: the 8000x8000 claim needs 256 MB for its pixels.
        let path = Self.path("claims-8000x8000.png")
        let result = try DecodeBudgetTests.withAddressSpace(extra: 128 << 20) {
            Result { try ImageDecoder().decode(path: path) }
        }
        guard case .failure(let error) = result, case .unsupported(_, let reason) = error as? DecodeError else {
            return XCTFail("expected an out-of-memory DecodeError, got \(result)")
        }
        XCTAssertTrue(reason.hasPrefix("not enough memory for 8000x8000 pixels"), reason)
    }

    /// IFD offsets past the end, at the header, at themselves, or counts larger than the data: no orientation,
    /// and the image still decodes.
    func testHostileExifBlocksLeaveTheImageUpright() throws {
        let names = try FileManager.default.contentsOfDirectory(atPath: Self.path(""))
            .filter { $0.hasPrefix("exif-") }.sorted()
        XCTAssertEqual(names.count, 12)
        for name in names {
            XCTAssertEqual(try ImageProber.probe(path: Self.path(name)).orientation, .up, name)
            XCTAssertEqual(try ImageDecoder().decode(path: Self.path(name)).image.width, 16, name)
        }
    }

    /// A PNG wanted as a thumbnail is reduced while read, as a JPEG is by libjpeg: 2000x1000 for 100x100 at 1/4
    /// (1/8 would leave 125 rows, less than twice 100).
    func testPNGShrinksOnLoadForAThumbnail() throws {
        let options = DecodeOptions(minimumSize: PixelSize(width: 100, height: 100))
        let decoded = try ImageDecoder(options: options).decode(path: Self.path("grey-2000x1000.png"))
        XCTAssertEqual(decoded.scaleDenominator, 4)
        XCTAssertEqual(
            PixelSize(width: decoded.image.width, height: decoded.image.height), PixelSize(width: 500, height: 250))
        XCTAssertTrue(
            decoded.image.pixels.enumerated().allSatisfy { $0.offset % 4 == 3 ? $0.element == 255 : $0.element == 77 })
    }

    /// Each reduced pixel is the alpha-weighted mean of its block (edge blocks smaller), the same for the
    /// interlaced twin, whose passes are added to the block sums as they come.
    func testReducedPNGIsTheAlphaWeightedBlockMean() throws {
        let full = try ImageDecoder().decode(path: Fixtures.path("conformance/pngsuite/basn6a08.png")).image
        let options = DecodeOptions(minimumSize: PixelSize(width: 2, height: 2))
        for name in ["basn6a08.png", "basi6a08.png"] {
            let decoded = try ImageDecoder(options: options).decode(path: Fixtures.path("conformance/pngsuite/\(name)"))
            XCTAssertEqual(decoded.scaleDenominator, 8, name)
            XCTAssertTrue(decoded.image == Self.blockMean(full, factor: 8), "\(name) is not the block mean")
        }
    }

    static func blockMean(_ image: RGBAImage, factor: Int) -> RGBAImage {
        let width = (image.width + factor - 1) / factor
        let height = (image.height + factor - 1) / factor
        var out = RGBAImage(width: width, height: height)
        for y in 0..<height {
            for x in 0..<width {
                var sums = [0, 0, 0]
                var alpha = 0
                var count = 0
                for sy in y * factor..<min(image.height, (y + 1) * factor) {
                    for sx in x * factor..<min(image.width, (x + 1) * factor) {
                        let p = image[sx, sy]
                        let a = Int(p.a)
                        sums[0] += Int(p.r) * a
                        sums[1] += Int(p.g) * a
                        sums[2] += Int(p.b) * a
                        alpha += a
                        count += 1
                    }
                }
                func mean(_ sum: Int) -> UInt8 { alpha == 0 ? 0 : UInt8((sum + alpha / 2) / alpha) }
                out[x, y] = RGBA(
                    r: mean(sums[0]), g: mean(sums[1]), b: mean(sums[2]),
                    a: UInt8((alpha + count / 2) / count))
            }
        }
        return out
    }
}
