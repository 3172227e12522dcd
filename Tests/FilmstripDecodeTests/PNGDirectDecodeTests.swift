import CFilmstripCodecs
import CFilmstripPixels
import FilmstripEncode
import FilmstripImage
import Foundation
import XCTest

/// The libpng-free PNG reader (png_direct.c) must give exactly libpng's RGBA for every file it accepts, and must
/// leave to libpng every file libpng refuses, so that what is corrupt, and how it is reported, stays libpng's.
final class PNGDirectDecodeTests: XCTestCase {
    /// What one reader made of a file: nil when it failed (libpng) or declined (the direct reader).
    struct Pixels: Equatable {
        var width: Int32
        var height: Int32
        var rgba: [UInt8]
    }

    /// The size IHDR claims, when the file is small enough to decode here.
    static func claimedSize(_ data: [UInt8]) -> (width: Int, height: Int)? {
        guard data.count >= 24 else { return nil }
        func be32(_ at: Int) -> Int { data[at..<at + 4].reduce(0) { $0 << 8 | Int($1) } }
        let width = be32(16)
        let height = be32(20)
        guard width > 0, height > 0, width <= 1 << 14, height <= 1 << 14, width * height <= 1 << 24 else { return nil }
        return (width, height)
    }

    static func libpng(_ data: [UInt8]) -> Pixels? {
        guard let size = claimedSize(data) else { return nil }
        var rgba = [UInt8](repeating: 7, count: size.width * size.height * 4)
        var width: Int32 = 0
        var height: Int32 = 0
        var message = fs_message()
        let status = rgba.withUnsafeMutableBufferPointer { out in
            fs_png_decode_libpng(data, data.count, 1, out.baseAddress, out.count, &width, &height, &message)
        }
        return status == FS_OK ? Pixels(width: width, height: height, rgba: rgba) : nil
    }

    /// With `slack`, the reader inflates into the output buffer itself; without, into a buffer of its own.
    static func direct(_ data: [UInt8], slack: Bool) -> Pixels? {
        guard let size = claimedSize(data) else { return nil }
        let count = size.width * size.height * 4
        let extra = slack ? fs_png_direct_slack(Int32(size.width), Int32(size.height)) : 0
        var buffer = [UInt8](repeating: 7, count: count + extra)
        var width: Int32 = 0
        var height: Int32 = 0
        let accepted = buffer.withUnsafeMutableBufferPointer { out in
            fs_png_decode_direct(data, data.count, out.baseAddress, out.count, &width, &height)
        }
        return accepted == 1 ? Pixels(width: width, height: height, rgba: Array(buffer[..<count])) : nil
    }

    /// Every PNG the repository and the shared photo collection hold.
    static func corpus() -> [String] {
        let roots = [Fixtures.path(""), Fixtures.root + "/Tests", Fixtures.root + "/../shared/photos"]
        var paths: [String] = []
        for root in roots {
            guard let walker = FileManager.default.enumerator(atPath: root) else { continue }
            while let relative = walker.nextObject() as? String {
                if relative.lowercased().hasSuffix(".png") { paths.append(root + "/" + relative) }
            }
        }
        return paths.sorted()
    }

    func testEveryAcceptedFileDecodesExactlyAsLibpngDoes() throws {
        var accepted: Set<String> = []
        var mismatches: [String] = []
        for path in Self.corpus() {
            let data = [UInt8](try Data(contentsOf: URL(fileURLWithPath: path)))
            let name = (path as NSString).lastPathComponent
            let reference = Self.libpng(data)
            // The separate-buffer path only for small files: at -O0 a 4-megapixel decode takes a while.
            for slack in data.count < 1 << 20 ? [true, false] : [true] {
                guard let ours = Self.direct(data, slack: slack) else { continue }
                accepted.insert(name)
                if ours != reference { mismatches.append("\(path) (slack \(slack))") }
            }
        }
        XCTAssertEqual(mismatches, [], "files the direct reader decodes differently from libpng")

        // Every layout it claims to read, every filter type, written by Python's zlib and by ImageMagick.
        let filterFixtures = Fixtures.files(in: "png-filters").map { ($0 as NSString).lastPathComponent }
        XCTAssertEqual(filterFixtures.count, 50)
        for name in filterFixtures {
            let expected = !name.contains("interlaced") && !name.contains("palette")
            XCTAssertEqual(accepted.contains(name), expected, "\(name) accepted")
        }
        // PngSuite's plain files, including its one file per filter type.
        for name in [
            "basn0g08.png", "basn0g16.png", "basn2c08.png", "basn2c16.png", "basn4a08.png", "basn4a16.png",
            "basn6a08.png", "basn6a16.png", "f00n2c08.png", "f01n2c08.png", "f02n2c08.png", "f03n2c08.png",
            "f04n2c08.png", "f04n0g08.png",
        ] {
            XCTAssertTrue(accepted.contains(name), "\(name) is read directly")
        }
        // Interlacing, palettes, low bit depths and tRNS are libpng's.
        for name in ["basi2c08.png", "basn3p08.png", "basn0g04.png", "tbrn2c08.png", "tp1n3p08.png"] {
            XCTAssertFalse(accepted.contains(name), "\(name) is left to libpng")
        }
    }

    /// Each truncation, and each single-bit flip with the damaged chunk's CRC left wrong or made right again,
    /// of files the reader accepts: whatever it accepts, libpng decodes to the same pixels; all libpng refuses,
    /// it declines.
    func testDamagedFilesAreLeftToLibpngOrDecodeAsLibpngDoes() throws {
        var accepted = 0
        var checked = 0
        for name in ["rgb8-filter4.png", "rgba16-filter3.png", "gray-alpha8-im.png"] {
            let original = try Fixtures.bytes("png-filters/\(name)")
            XCTAssertNotNil(Self.direct(original, slack: true), name)
            var variants: [[UInt8]] = (0..<original.count).map { Array(original[..<$0]) }
            for index in 8..<original.count {
                var flipped = original
                flipped[index] ^= 1 << (index % 8)
                variants.append(flipped)
                if let fixed = Self.withChunkCRCsRecomputed(flipped) { variants.append(fixed) }
            }
            for variant in variants {
                checked += 1
                guard let ours = Self.direct(variant, slack: true) else { continue }
                accepted += 1
                XCTAssertEqual(ours, Self.libpng(variant), "\(name) damaged")
            }
        }
        // The flips inside image data that still inflate are the interesting ones: some must have been accepted.
        XCTAssertGreaterThan(accepted, 10, "of \(checked) damaged copies")
    }

    /// The file with every chunk's CRC made to match its (possibly damaged) contents; nil when a length is
    /// damaged so that the chunks no longer line up.
    static func withChunkCRCsRecomputed(_ data: [UInt8]) -> [UInt8]? {
        var fixed = data
        var position = 8
        while position + 12 <= fixed.count {
            let length = fixed[position..<position + 4].reduce(0) { $0 << 8 | Int($1) }
            guard length <= fixed.count - position - 12 else { return nil }
            let crc = CRC32.checksum(fixed[position + 4..<position + 8 + length])
            for k in 0..<4 { fixed[position + 8 + length + k] = UInt8(truncatingIfNeeded: crc >> (24 - 8 * k)) }
            position += length + 12
        }
        return fixed == data ? nil : fixed
    }

    /// All 65,536 16-bit grey values in one image: each must round to 8 bits as libpng's png_set_scale_16 does.
    func testSixteenBitSamplesRoundAsLibpngDoes() throws {
        var raw: [UInt8] = []
        for high in 0..<256 {
            raw.append(0)
            for low in 0..<256 { raw += [UInt8(high), UInt8(low)] }
        }
        let png = Self.storedPNG(width: 256, height: 256, bitDepth: 16, colourType: 0, raw: raw)
        let reference = try XCTUnwrap(Self.libpng(png))
        XCTAssertEqual(Self.direct(png, slack: false), reference)
        XCTAssertEqual(Self.direct(png, slack: true), reference)
    }

    /// Every triple of the lowest and highest 48 byte values (a debug build is too slow for all 16.7 million; the
    /// comparisons do not care where in the byte range the values lie, and the ends are where wrapping would show).
    func testPaethPredictorMatchesTheSpecification() {
        let values = Array(0..<48) + Array(208..<256)
        var mismatches = 0
        for a in values {
            for b in values {
                for c in values {
                    let p = a + b - c
                    let pa = abs(p - a)
                    let pb = abs(p - b)
                    let pc = abs(p - c)
                    let expected = pa <= pb && pa <= pc ? a : (pb <= pc ? b : c)
                    if fs_png_paeth_predictor(Int32(a), Int32(b), Int32(c)) != expected { mismatches += 1 }
                }
            }
        }
        XCTAssertEqual(mismatches, 0)
    }

    /// A PNG whose zlib stream holds `raw` (filter bytes and rows) in stored blocks, so the test needs no deflater.
    static func storedPNG(width: Int, height: Int, bitDepth: UInt8, colourType: UInt8, raw: [UInt8]) -> [UInt8] {
        func be32(_ value: Int) -> [UInt8] { (0..<4).map { UInt8(truncatingIfNeeded: value >> (24 - 8 * $0)) } }
        func chunk(_ type: String, _ body: [UInt8]) -> [UInt8] {
            let typed = Array(type.utf8) + body
            return be32(body.count) + typed + be32(Int(CRC32.checksum(typed)))
        }
        let zlib = StoredZlibStream.wrapping(raw)
        let header = be32(width) + be32(height) + [bitDepth, colourType, 0, 0, 0]
        return [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] + chunk("IHDR", header) + chunk("IDAT", zlib)
            + chunk("IEND", [])
    }
}
