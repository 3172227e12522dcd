import FilmstripImage
import FilmstripRaster
import XCTest

final class PeakSignalToNoiseRatioTests: XCTestCase {
    func testKnownValues() {
        let black = RGBAImage(width: 4, height: 4, fill: .black)
        XCTAssertEqual(PeakSignalToNoiseRatio.decibels(black, black), .infinity)
        // Every sample off by 255: MSE = 255², PSNR 0 dB.
        XCTAssertEqual(
            PeakSignalToNoiseRatio.decibels(black, RGBAImage(width: 4, height: 4, fill: .white)), 0, accuracy: 1e-12)
        // Every colour sample off by 1: 20 log10(255) ≈ 48.13 dB.
        let one = RGBAImage(width: 4, height: 4, fill: RGBA(r: 1, g: 1, b: 1))
        XCTAssertEqual(PeakSignalToNoiseRatio.decibels(black, one), 20 * log10(255), accuracy: 1e-9)
        // Alpha is counted only when asked.
        let clear = RGBAImage(width: 4, height: 4, fill: RGBA(r: 0, g: 0, b: 0, a: 0))
        XCTAssertEqual(PeakSignalToNoiseRatio.decibels(black, clear), .infinity)
        XCTAssertEqual(PeakSignalToNoiseRatio.meanSquaredError(black, clear, includingAlpha: true), 255 * 255 / 4)
    }
}
