import FilmstripImage
import XCTest

@testable import FilmstripDecode

/// ICC-tagged fixtures (Scripts/make-color-fixtures.py) must decode to what Pillow's ImageCms makes of them,
/// within a mean of 1.5 levels per channel; damaged profiles warn and fall back to sRGB.
final class ColorManagementTests: XCTestCase {
    func decoded(_ name: String, _ options: DecodeOptions = DecodeOptions()) throws -> DecodedImage {
        try ImageDecoder(options: options).decode(path: Fixtures.path("color/\(name)"))
    }

    func expected(_ name: String) throws -> RGBAImage {
        try ImageDecoder().decode(path: Fixtures.path("color/expected/\(name).png")).image
    }

    /// The largest of the three per-channel mean absolute differences.
    func worstChannelMean(_ a: RGBAImage, _ b: RGBAImage) -> Double {
        XCTAssertEqual(a.width, b.width)
        XCTAssertEqual(a.height, b.height)
        var sums = [0, 0, 0]
        for i in stride(from: 0, to: min(a.pixels.count, b.pixels.count), by: 4) {
            for c in 0..<3 { sums[c] += abs(Int(a.pixels[i + c]) - Int(b.pixels[i + c])) }
        }
        return sums.map { Double($0) / Double(a.width * a.height) }.max()!
    }

    func testTaggedFilesMatchImageCms() throws {
        for name in [
            "display-p3.jpg", "display-p3.png", "adobe-rgb.jpg", "adobe-rgb.png", "swapped-red-green.jpg",
            "swapped-red-green.png", "display-p3-split.jpg", "srgb-chunk.png", "chrm-gama.png", "cmyk.jpg",
        ] {
            let result = try decoded(name)
            XCTAssertEqual(result.warnings, [], name)
            XCTAssertLessThanOrEqual(worstChannelMean(result.image, try expected(name)), 1.5, name)
        }
    }

    func testAnUnmanagedDecodeWouldBePlainlyWrong() throws {
        // The swapped profile makes stored red mean green: the managed decode must differ hugely from the stored
        // samples, which is what a decoder ignoring the profile would show.
        let managed = try decoded("swapped-red-green.png").image
        let stored = try decoded("srgb-chunk.png").image
        XCTAssertGreaterThan(worstChannelMean(managed, stored), 20)
        // The first bar is stored pure red; shown, it is green.
        let pixel = managed[2, 2]
        XCTAssertGreaterThan(Int(pixel.g), 200)
        XCTAssertLessThan(Int(pixel.r), 60)
    }

    func testCMYKGoesThroughItsProfile() throws {
        // The fixture's profile darkens mid-tones against the plain formula used for CMYK without a profile.
        let managed = try decoded("cmyk.jpg").image
        var bytes = try Fixtures.bytes("color/cmyk.jpg")
        // The same file with its ICC segments renamed (APP2 "ICC_PROFILE" to "XCC_PROFILE"): no profile.
        for i in 0..<(bytes.count - 12)
        where bytes[i] == 0xFF && bytes[i + 1] == 0xE2 && bytes[i + 4] == UInt8(ascii: "I") {
            bytes[i + 4] = UInt8(ascii: "X")
        }
        let plain = try ImageDecoder().decode(data: bytes, path: "cmyk-unprofiled.jpg").image
        XCTAssertLessThan(ImageComparison.meanColor(managed).r + 5, ImageComparison.meanColor(plain).r)
    }

    func testDisplayP3OutputMatchesImageCms() throws {
        let result = try decoded("adobe-rgb.png", DecodeOptions(outputColorSpace: .displayP3))
        XCTAssertLessThanOrEqual(worstChannelMean(result.image, try expected("adobe-rgb.png-to-display-p3")), 1.5)
    }

    func testDamagedProfileWarnsAndDecodesAsSRGB() throws {
        let result = try decoded("damaged-profile.jpg")
        XCTAssertEqual(result.warnings.count, 1)
        XCTAssertTrue(result.warnings[0].contains("colours taken as sRGB"), result.warnings[0])
        XCTAssertLessThanOrEqual(worstChannelMean(result.image, try expected("damaged-profile.jpg")), 1.5)
        XCTAssertNil(try ImageProber.probe(path: Fixtures.path("color/damaged-profile.jpg")).colorProfileDescription)
    }

    func testProbeReportsTheProfileDescription() throws {
        func description(_ name: String) throws -> String? {
            try ImageProber.probe(path: Fixtures.path("color/\(name)")).colorProfileDescription
        }
        XCTAssertEqual(try description("display-p3.jpg"), "Display P3 (Filmstrip fixture)")
        XCTAssertEqual(try description("display-p3-split.jpg"), "Display P3 (Filmstrip fixture, padded)")
        XCTAssertEqual(try description("adobe-rgb.png"), "Adobe RGB (1998) (Filmstrip fixture)")
        XCTAssertEqual(try description("srgb-chunk.png"), "sRGB")
        XCTAssertEqual(try description("chrm-gama.png")?.hasPrefix("primaries R 0.64,0.33 G 0.21,0.71"), true)
        XCTAssertNil(try description("../photos/01-aitzgorri.jpg"))
    }

    func testTransformsAreBuiltOncePerProfile() throws {
        _ = try decoded("adobe-rgb.jpg")
        let before = ColorTransformCache.count
        for _ in 0..<3 { _ = try decoded("adobe-rgb.jpg") }
        _ = try decoded("adobe-rgb.png")  // the same profile in another container
        XCTAssertEqual(ColorTransformCache.count, before)
    }

    func testDisplayP3ProfileIsStableAndDescribesItself() {
        let profile = OutputColorSpace.displayP3.iccProfile
        XCTAssertGreaterThan(profile.count, 300)
        XCTAssertEqual(profile, OutputColorSpace.displayP3.iccProfile, "same bytes every time")
        XCTAssertEqual(ICCProfile.description(of: profile), "Display P3")
        XCTAssertEqual(Array(profile[36..<40]), Array("acsp".utf8))
    }

    func testSplitSegmentsOutOfOrderOrMissing() {
        XCTAssertEqual(
            ICCProfile.assemble(jpegSegments: [2: [3, 4], 1: [1, 2]], declaredCount: 2), .icc([1, 2, 3, 4]))
        guard case .unusable = ICCProfile.assemble(jpegSegments: [1: [1, 2]], declaredCount: 2) else {
            return XCTFail("a missing segment must make the profile unusable")
        }
    }
}
