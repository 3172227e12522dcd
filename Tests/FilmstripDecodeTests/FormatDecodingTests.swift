import FilmstripImage
import XCTest

@testable import FilmstripDecode

/// HEIC, AVIF and WebP fixtures (Scripts/make-format-fixtures.sh) decode to what the formats' own tools
/// (heif-convert, dwebp) make of them, probe from their headers, and refuse absurd sizes before allocating.
final class FormatDecodingTests: XCTestCase {
    func decode(_ name: String, _ options: DecodeOptions = DecodeOptions()) throws -> DecodedImage {
        try ImageDecoder(options: options).decode(path: Fixtures.path("formats/\(name)"))
    }

    func reference(_ name: String) throws -> RGBAImage {
        try ImageDecoder().decode(path: Fixtures.path("formats/reference/\(name).png")).image
    }

    /// Per-channel mean and maximum absolute difference over R, G, B and A.
    func difference(_ a: RGBAImage, _ b: RGBAImage) -> (mean: Double, max: Int) {
        var total = 0
        var largest = 0
        for i in 0..<min(a.pixels.count, b.pixels.count) {
            let d = abs(Int(a.pixels[i]) - Int(b.pixels[i]))
            total += d
            largest = max(largest, d)
        }
        return (Double(total) / Double(max(a.pixels.count, 1)), largest)
    }

    func testEachFixtureMatchesItsReferenceDecoder() throws {
        let cases: [(name: String, format: ImageFormat, width: Int, height: Int)] = [
            ("photo.heic", .heif, 128, 96), ("rotated.heic", .heif, 96, 128), ("grid.heic", .heif, 180, 120),
            ("ten-bit.heic", .heif, 128, 96), ("display-p3.heic", .heif, 128, 96), ("alpha.avif", .avif, 128, 96),
            ("lossy-alpha.webp", .webp, 128, 96), ("lossless.webp", .webp, 128, 96), ("animated.webp", .webp, 128, 96),
            ("display-p3.webp", .webp, 128, 96),
        ]
        for entry in cases {
            let decoded = try decode(entry.name)
            XCTAssertEqual(decoded.info.format, entry.format, entry.name)
            XCTAssertEqual(decoded.image.width, entry.width, entry.name)
            XCTAssertEqual(decoded.image.height, entry.height, entry.name)
            XCTAssertEqual(decoded.warnings, [], entry.name)
            let expected = try reference(entry.name)
            XCTAssertEqual(expected.width, entry.width, entry.name)
            let diff = difference(decoded.image, expected)
            // The same libraries decode both; only colour conversion and rounding may differ by a level or two.
            XCTAssertLessThanOrEqual(diff.mean, 0.5, entry.name)
            XCTAssertLessThanOrEqual(diff.max, 3, entry.name)
        }
    }

    func testAlphaIsKept() throws {
        for name in ["alpha.avif", "lossy-alpha.webp"] {
            let image = try decode(name).image
            XCTAssertFalse(image.isOpaque, name)
            // The ramp runs from transparent at one side to opaque at the other.
            let alphas = stride(from: 3, to: image.pixels.count, by: 4).map { image.pixels[$0] }
            XCTAssertLessThan(alphas.min()!, 10, name)
            XCTAssertGreaterThan(alphas.max()!, 245, name)
        }
    }

    func testProbeReadsHeadersWithoutDecoding() throws {
        func probe(_ name: String) throws -> ImageInfo { try ImageProber.probe(path: Fixtures.path("formats/\(name)")) }
        XCTAssertEqual(try probe("rotated.heic").storedSize, PixelSize(width: 96, height: 128), "irot applied to ispe")
        XCTAssertEqual(try probe("rotated.heic").orientation, .up)
        XCTAssertEqual(try probe("grid.heic").storedSize, PixelSize(width: 180, height: 120))
        XCTAssertEqual(try probe("ten-bit.heic").bitDepth, 10)
        XCTAssertEqual(try probe("display-p3.heic").colorProfileDescription, "Display P3 (Filmstrip fixture)")
        XCTAssertEqual(try probe("display-p3.webp").colorProfileDescription, "Display P3 (Filmstrip fixture)")
        XCTAssertEqual(try probe("animated.webp").storedSize, PixelSize(width: 128, height: 96))
        XCTAssertEqual(try probe("lossless.webp").storedSize, PixelSize(width: 128, height: 96))
        XCTAssertEqual(try probe("lossy-alpha.webp").format, .webp)
        XCTAssertEqual(try probe("alpha.avif").format, .avif)

        // A WebP whose coded data is gone still probes from its header; decoding it fails.
        let webp = try Fixtures.bytes("formats/lossy-alpha.webp")
        XCTAssertEqual(
            try ImageProber.probe(data: Array(webp.prefix(64)), path: "cut.webp").storedSize,
            PixelSize(width: 128, height: 96))
        XCTAssertThrowsError(try ImageDecoder().decode(data: Array(webp.prefix(64)), path: "cut.webp"))
        // A HEIC whose coded data (mdat) is zeroed probes, but does not decode to the photo.
        var heic = try Fixtures.bytes("formats/photo.heic")
        let mdat = try XCTUnwrap(Self.range(of: Array("mdat".utf8), in: heic))
        for i in (mdat.upperBound + 8)..<heic.count { heic[i] = 0 }
        XCTAssertEqual(
            try ImageProber.probe(data: heic, path: "zeroed.heic").storedSize, PixelSize(width: 128, height: 96))
    }

    func testHugeClaimsAreRefusedBeforeAllocation() throws {
        for (name, width, height) in [("huge-grid.heic", 20000, 20000), ("huge-claimed-size.png", 60000, 60000)] {
            XCTAssertThrowsError(try decode(name), name) { error in
                XCTAssertEqual(
                    error as? DecodeError,
                    .tooManyPixels(
                        path: Fixtures.path("formats/\(name)"), width: width,
                        height: height, limit: DecodeOptions.defaultMaxPixels))
            }
        }
    }

    func testDisplayP3OutputConvertsSRGBPhotos() throws {
        let srgb = try decode("photo.heic").image
        let p3 = try decode("photo.heic", DecodeOptions(outputColorSpace: .displayP3)).image
        // Untagged means sRGB; in P3 the same colours have less saturated numbers.
        XCTAssertGreaterThan(difference(srgb, p3).mean, 0.3)
    }

    static func range(of needle: [UInt8], in haystack: [UInt8]) -> Range<Int>? {
        guard haystack.count >= needle.count else { return nil }
        for start in 0...(haystack.count - needle.count) where Array(haystack[start..<start + needle.count]) == needle {
            return start..<start + needle.count
        }
        return nil
    }
}
