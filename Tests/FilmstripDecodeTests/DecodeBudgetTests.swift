import CFilmstripCodecs
import FilmstripDecode
import FilmstripImage
import Foundation
import XCTest

#if canImport(Glibc)
    import Glibc
#endif

/// Time and memory follow the image drawn, not what a file claims or how it is coded: HEIF/AVIF and WebP shrink on
/// load, an Adam7 PNG is reduced pass by pass, a HEIF whose stream is larger than its ispe is refused unread, and a
/// progressive JPEG's coefficients are bounded.
final class DecodeBudgetTests: XCTestCase {
    /// A thumbnail-sized HEIF/AVIF decode is reduced (1/8 of 128x96 leaves 16x12, at least twice 8x6) while its
    /// Y'CbCr planes are converted, and matches libheif's own RGBA reduced the same way to within 2 levels: the
    /// matrix, range, bit depth, alpha and grid handling agree with libheif's.
    func testHEIFShrinksOnLoadLikeLibheifsOwnConversion() throws {
        let small = DecodeOptions(minimumSize: PixelSize(width: 8, height: 6))
        for name in ["photo.heic", "ten-bit.heic", "display-p3.heic", "alpha.avif", "rotated.heic", "grid.heic"] {
            let path = Fixtures.path("formats/\(name)")
            let full = try ImageDecoder().decode(path: path)
            let reduced = try ImageDecoder(options: small).decode(path: path)
            XCTAssertEqual(full.scaleDenominator, 1, name)
            XCTAssertGreaterThan(reduced.scaleDenominator, 1, name)
            let expected = HostileInputTests.blockMean(full.image, factor: reduced.scaleDenominator)
            XCTAssertEqual(reduced.image.width, expected.width, name)
            XCTAssertEqual(reduced.image.height, expected.height, name)
            let difference = zip(reduced.image.pixels, expected.pixels).map { abs(Int($0) - Int($1)) }.max() ?? 0
            XCTAssertLessThanOrEqual(difference, 2, name)
        }
    }

    /// The ispe box of a HEIC (HEVC: the SPS in hvcC) and of an AVIF (AV1: the sequence header, here in the coded
    /// data as libheif 1.15 writes it) rewritten to 16x16 over a 128x96 stream: refused by the probe, naming both
    /// sizes, before anything is decoded. libheif alone decodes the whole stream first.
    func testHEIFWhoseStreamIsLargerThanItsIspeIsRefusedUnread() throws {
        for name in ["photo.heic", "alpha.avif"] {
            let bytes = try Self.withIspe(Fixtures.bytes("formats/\(name)"), width: 16, height: 16)
            for attempt in [
                { _ = try ImageProber.probe(data: bytes, path: name) },
                { _ = try ImageDecoder().decode(data: bytes, path: name) },
            ] {
                XCTAssertThrowsError(try attempt()) { error in
                    XCTAssertEqual(
                        error as? DecodeError,
                        .corrupt(path: name, reason: "the coded image is 128x96 but its ispe box declares 16x16"))
                }
            }
        }
    }

    /// A still WebP wanted small is decoded straight to 1/2 by libwebp's rescaler (a lossy image never at full
    /// size); the result stays close to the full decode's block mean.
    func testWebPShrinksOnLoad() throws {
        let options = DecodeOptions(minimumSize: PixelSize(width: 16, height: 16))
        for name in ["lossless.webp", "lossy-alpha.webp"] {
            let path = Fixtures.path("formats/\(name)")
            let reduced = try ImageDecoder(options: options).decode(path: path)
            XCTAssertEqual(reduced.scaleDenominator, 2, name)
            XCTAssertEqual(
                PixelSize(width: reduced.image.width, height: reduced.image.height), PixelSize(width: 64, height: 48))
            let expected = HostileInputTests.blockMean(try ImageDecoder().decode(path: path).image, factor: 2)
            // Compared premultiplied: a transparent pixel's colour is anyone's.
            func premultiplied(_ image: RGBAImage) -> [Int] {
                stride(from: 0, to: image.pixels.count, by: 4).flatMap { i -> [Int] in
                    let a = Int(image.pixels[i + 3])
                    return (0..<3).map { Int(image.pixels[i + $0]) * a / 255 } + [a]
                }
            }
            let differences = zip(premultiplied(reduced.image), premultiplied(expected)).map { abs($0 - $1) }
            let mean = Double(differences.reduce(0, +)) / Double(differences.count)
            XCTAssertLessThan(mean, 3, name)
        }
    }

    /// An Adam7 PNG wanted small keeps block sums, not the whole image: 2000x2000 grey (16 MB as RGBA) decodes at
    /// 1/8 with the address space limited to 8 MB more than in use. Decoding it whole first needed 16 MB.
    func testInterlacedPNGShrinksOnLoadWithoutTheWholeImage() throws {
        let png = Self.adam7GreyPNG(side: 2000, value: 77)
        let options = DecodeOptions(minimumSize: PixelSize(width: 100, height: 100))
        let result = try Self.withAddressSpace(extra: 8 << 20) {
            Result { try ImageDecoder(options: options).decode(data: png, path: "adam7.png") }
        }
        let decoded = try result.get()
        XCTAssertEqual(decoded.scaleDenominator, 8)
        XCTAssertEqual(
            PixelSize(width: decoded.image.width, height: decoded.image.height), PixelSize(width: 250, height: 250))
        XCTAssertTrue(
            decoded.image.pixels.enumerated().allSatisfy { $0.offset % 4 == 3 ? $0.element == 255 : $0.element == 77 })
    }

    /// A progressive 8000x8000 4:4:4 JPEG needs 384 MB of coefficients whatever the output size: refused, naming
    /// the budget, instead of taking it.
    func testProgressiveJPEGOverTheCoefficientBudgetIsRefused() throws {
        let jpeg = Self.progressiveDCOnlyJPEG(width: 8000, height: 8000, components: 3)
        let options = DecodeOptions(minimumSize: PixelSize(width: 100, height: 100))
        XCTAssertThrowsError(try ImageDecoder(options: options).decode(data: jpeg, path: "p.jpg")) { error in
            XCTAssertEqual(
                error as? DecodeError,
                .unsupported(
                    path: "p.jpg",
                    reason:
                        "a 8000x8000 multi-scan JPEG needs more than Filmstrip's 320 MB for its coefficients"
                ))
        }
        // Within the budget (a 2000x2000 one needs 24 MB) the same image decodes: flat mid-grey.
        let within = try ImageDecoder(options: options).decode(
            data: Self.progressiveDCOnlyJPEG(width: 2000, height: 2000, components: 3), path: "p.jpg")
        XCTAssertEqual(within.image[3, 3], RGBA(r: 128, g: 128, b: 128, a: 255))
    }

    // MARK: Inputs

    /// `body` run with the address space limited to what is in use plus `extra` bytes.
    static func withAddressSpace<T>(extra: Int, _ body: () -> T) throws -> T {
        var saved = rlimit()
        XCTAssertEqual(getrlimit(Int32(RLIMIT_AS.rawValue), &saved), 0)
        let statm = try String(contentsOfFile: "/proc/self/statm", encoding: .utf8)
        let pages = Int(statm.split(separator: " ")[0])!
        var limited = saved
        limited.rlim_cur = rlim_t(pages * Int(sysconf(Int32(_SC_PAGESIZE))) + extra)
        XCTAssertEqual(setrlimit(Int32(RLIMIT_AS.rawValue), &limited), 0)
        defer { XCTAssertEqual(setrlimit(Int32(RLIMIT_AS.rawValue), &saved), 0) }
        return body()
    }

    /// `heif` with its first ispe box declaring `width` x `height`.
    static func withIspe(_ heif: [UInt8], width: Int, height: Int) throws -> [UInt8] {
        let tag = Array("ispe".utf8)
        guard let at = (0..<heif.count - 16).first(where: { Array(heif[$0..<$0 + 4]) == tag }) else {
            throw DecodeError.notAnImage(path: "no ispe")
        }
        var out = heif
        for (index, value) in [width, height].enumerated() {
            for byte in 0..<4 { out[at + 8 + index * 4 + byte] = UInt8(truncatingIfNeeded: value >> (24 - 8 * byte)) }
        }
        return out
    }

    static func bigEndian32(_ value: Int) -> [UInt8] {
        (0..<4).map { UInt8(truncatingIfNeeded: value >> (24 - 8 * $0)) }
    }

    static func pngChunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
        let body = Array(type.utf8) + data
        return bigEndian32(data.count) + body + bigEndian32(Int(CRC32.checksum(body)))
    }

    /// An 8-bit grey Adam7 PNG of one value, its zlib stream in stored (uncompressed) blocks.
    static func adam7GreyPNG(side: Int, value: UInt8) -> [UInt8] {
        var raw: [UInt8] = []
        let passes = [(0, 0, 8, 8), (4, 0, 8, 8), (0, 4, 4, 8), (2, 0, 4, 4), (0, 2, 2, 4), (1, 0, 2, 2), (0, 1, 1, 2)]
        for (x0, y0, dx, dy) in passes where side > x0 && side > y0 {
            let columns = (side - x0 + dx - 1) / dx
            for _ in 0..<(side - y0 + dy - 1) / dy { raw += [0] + [UInt8](repeating: value, count: columns) }
        }
        var zlib: [UInt8] = [0x78, 0x01]
        var start = 0
        while start < raw.count {
            let length = min(65535, raw.count - start)
            let final: UInt8 = start + length == raw.count ? 1 : 0
            zlib += [
                final, UInt8(length & 0xFF), UInt8(length >> 8), UInt8(~length & 0xFF), UInt8((~length >> 8) & 0xFF),
            ]
            zlib += raw[start..<start + length]
            start += length
        }
        var a = 1
        var b = 0
        for byte in raw {
            a = (a + Int(byte)) % 65521
            b = (b + a) % 65521
        }
        zlib += bigEndian32(b << 16 | a)
        let header = bigEndian32(side) + bigEndian32(side) + [8, 0, 0, 0, 1]
        return [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] + pngChunk("IHDR", header) + pngChunk("IDAT", zlib)
            + pngChunk("IEND", [])
    }

    /// A valid progressive JPEG of flat mid-grey with 1x1 sampling and a single DC scan, every DC difference 0 in a
    /// 1-bit code: about one bit a block, while libjpeg still keeps every block's 64 coefficients.
    static func progressiveDCOnlyJPEG(width: Int, height: Int, components: Int) -> [UInt8] {
        func segment(_ marker: UInt8, _ payload: [UInt8]) -> [UInt8] {
            [0xFF, marker, UInt8((payload.count + 2) >> 8), UInt8((payload.count + 2) & 0xFF)] + payload
        }
        var out: [UInt8] = [0xFF, 0xD8]
        out += segment(0xDB, [0] + [UInt8](repeating: 1, count: 64))
        var frame: [UInt8] = [8, UInt8(height >> 8), UInt8(height & 0xFF), UInt8(width >> 8), UInt8(width & 0xFF)]
        frame.append(UInt8(components))
        for c in 0..<components { frame += [UInt8(c + 1), 0x11, 0] }
        out += segment(0xC2, frame)
        out += segment(0xC4, [0x00, 1] + [UInt8](repeating: 0, count: 15) + [0])
        var scan: [UInt8] = [UInt8(components)]
        for c in 0..<components { scan += [UInt8(c + 1), 0x00] }
        out += segment(0xDA, scan + [0, 0, 0])
        let blocks = ((width + 7) / 8) * ((height + 7) / 8) * components
        out += [UInt8](repeating: 0, count: (blocks + 7) / 8)
        return out + [0xFF, 0xD9]
    }
}
