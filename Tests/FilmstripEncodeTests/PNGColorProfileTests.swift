import FilmstripDecode
import FilmstripImage
import XCTest

@testable import FilmstripEncode

/// A render in Display P3 is tagged with the profile lcms2 builds, and reads back as the same colours.
final class PNGColorProfileTests: XCTestCase {
    func testTaggedPNGRoundTripsThroughColourManagement() throws {
        var image = RGBAImage(width: 4, height: 1)
        let colors: [[UInt8]] = [[255, 0, 0, 255], [0, 255, 0, 255], [0, 0, 255, 255], [128, 128, 128, 255]]
        image.pixels = colors.flatMap { $0 }
        let profile = PNGColorProfile(
            name: OutputColorSpace.displayP3.profileName,
            bytes: OutputColorSpace.displayP3.iccProfile)
        let png = try PNGEncoder(colorProfile: profile).encode(image)
        let info = try ImageProber.probe(data: png, path: "p3.png")
        XCTAssertEqual(info.colorProfileDescription, "Display P3")
        // Read in Display P3, the stored numbers come back unchanged; read in sRGB, P3's pure red is out of gamut.
        let same = try ImageDecoder(options: DecodeOptions(outputColorSpace: .displayP3)).decode(
            data: png, path: "p3.png")
        for (a, b) in zip(same.image.pixels, image.pixels) { XCTAssertLessThanOrEqual(abs(Int(a) - Int(b)), 1) }
        let srgb = try ImageDecoder().decode(data: png, path: "p3.png").image
        XCTAssertEqual(srgb[0, 0].r, 255)
        XCTAssertEqual(srgb[0, 0].g, 0)
        XCTAssertLessThanOrEqual(abs(Int(srgb[3, 0].g) - 128), 1, "same white and tone curve: greys stay grey")
        XCTAssertEqual(try PNGEncoder().encode(image).count + profile.chunk.bytes.count, png.count)
    }
}
