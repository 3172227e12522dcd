import FilmstripImage
import FilmstripRaster
import XCTest

/// The rendering contract's two-step path (resize the photo once to a thumbnail, then draw the thumbnail at a
/// fractional position and scale) must look like resampling the photo directly to the drawn size.
final class ThumbnailQualityTests: XCTestCase {
    /// PSNR of the thumbnail path against the direct path, both drawn into `destination` on a white canvas.
    static func thumbnailPathPSNR(
        original: RGBAImage, thumbnailWidth: Int, thumbnailHeight: Int,
        destination: PixelRect, filter: ResamplingFilter = .lanczos3
    ) throws -> Double {
        let thumbnail = try ImageResampler().resize(original, width: thumbnailWidth, height: thumbnailHeight)
        let width = Int(destination.maxX.rounded(.up)) + 2
        let height = Int(destination.maxY.rounded(.up)) + 2
        var viaThumbnail = Canvas(width: width, height: height)
        viaThumbnail.draw(thumbnail, in: destination, filter: filter)
        var direct = Canvas(width: width, height: height)
        direct.draw(original, in: destination)
        return PeakSignalToNoiseRatio.decibels(viaThumbnail.makeImage(), direct.makeImage())
    }

    func testThumbnailDrawnAtFractionalScaleMatchesDirectResize() throws {
        // Smooth photo-like content: a 0.8x thumbnail drawn at 0.875 of its size at a fractional position.
        let original = TestImages.blurredNoise(width: 200, height: 150, blurRadius: 2)
        let psnr = try Self.thumbnailPathPSNR(
            original: original, thumbnailWidth: 160, thumbnailHeight: 120,
            destination: PixelRect(x: 3.37, y: 1.61, width: 140, height: 105))
        // Measured 48.9 dB; differences become visible below about 40.
        XCTAssertGreaterThan(psnr, 45, "\(psnr) dB")
    }

    func testDrawnThumbnailMatchesResizerAtIntegerPlacement() throws {
        // Integer placement and size: drawing the thumbnail equals resizing the thumbnail (same mapping).
        let original = TestImages.blurredNoise(width: 200, height: 150, blurRadius: 2)
        let thumbnail = try ImageResampler().resize(original, width: 160, height: 120)
        var canvas = Canvas(width: 128, height: 96)
        canvas.draw(thumbnail, in: canvas.bounds)
        let resized = try ImageResampler().resize(thumbnail, width: 128, height: 96)
        // Measured 54.9 dB: the resizer rounds its intermediate rows to 8 bits, the canvas draws in one pass.
        XCTAssertGreaterThan(PeakSignalToNoiseRatio.decibels(canvas.makeImage(), resized), 53)
        // And the two-step result is close to the one-step resize of the original.
        let direct = try ImageResampler().resize(original, width: 128, height: 96)
        // Measured 50.7 dB.
        XCTAssertGreaterThan(PeakSignalToNoiseRatio.decibels(resized, direct), 47)
    }
}
