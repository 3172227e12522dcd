import Foundation
import XCTest
import FilmstripImage
import FilmstripRaster

/// Speed and quality figures for the report; skipped unless `FILMSTRIP_BENCHMARK=1` (run with `-c release`).
final class RasterBenchmarkTests: XCTestCase {
    override func setUpWithError() throws {
        try XCTSkipUnless(ProcessInfo.processInfo.environment["FILMSTRIP_BENCHMARK"] == "1", "set FILMSTRIP_BENCHMARK=1")
    }

    /// Best wall time of `repeats` runs, in milliseconds.
    private func milliseconds(repeats: Int = 5, _ body: () -> Void) -> Double {
        var best = Double.infinity
        for _ in 0..<repeats {
            let start = DispatchTime.now().uptimeNanoseconds
            body()
            best = min(best, Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6)
        }
        return best
    }

    func testSpeed() {
        let photo = TestImages.blurredNoise(width: 2000, height: 1500, blurRadius: 3)
        for threads in [1, 2] {
            let resampler = ImageResampler(threadCount: threads)
            var result = RGBAImage(width: 0, height: 0)
            let toThumb = milliseconds { result = resampler.resize(photo, width: 200, height: 150) }
            let toCell = milliseconds { result = resampler.resize(photo, width: 320, height: 240) }
            let small = RGBAImage(width: 500, height: 375, pixels: resampler.resize(photo, width: 500, height: 375).pixels)
            let fromShrunk = milliseconds { result = resampler.resize(small, width: 200, height: 150) }
            let vertical = milliseconds { result = resampler.resize(photo, width: 2000, height: 150) }
            let horizontal = milliseconds { result = resampler.resize(photo, width: 200, height: 1500) }
            print("resize threads \(threads): 2000x1500->2000x150 \(fmt(vertical)) ms, ->200x1500 \(fmt(horizontal)) ms")
            print("resize threads \(threads): 2000x1500->200x150 \(fmt(toThumb)) ms, ->320x240 \(fmt(toCell)) ms, 500x375->200x150 \(fmt(fromShrunk)) ms")
            XCTAssertEqual(result.width, 200)
        }
        let thumbnail = ImageResampler().resize(photo, width: 300, height: 300, from: PixelRect(x: 250, y: 0, width: 1500, height: 1500))
        for filter in ResamplingFilter.allCases {
            var canvas = Canvas(width: 780, height: 240)
            let draw240 = milliseconds(repeats: 20) { canvas.draw(thumbnail, in: PixelRect(x: 270.37, y: 0.4, width: 239.2, height: 239.2), filter: filter) }
            let draw192 = milliseconds(repeats: 20) { canvas.draw(thumbnail, in: PixelRect(x: 30.61, y: 24, width: 192, height: 192), filter: filter) }
            print("draw \(filter): 300x300 thumb as 239.2 px cell \(fmt(draw240)) ms, as 192 px cell \(fmt(draw192)) ms")
        }
        var canvas = Canvas(width: 780, height: 240)
        let chips = milliseconds(repeats: 20) { canvas.fillRoundedRect(PixelRect(x: 10.5, y: 20.25, width: 120.3, height: 44), cornerRadius: 12, with: RGBA(r: 0, g: 0, b: 0, a: 80)) }
        let dots = milliseconds(repeats: 20) { for i in 0..<10 { canvas.fillCircle(centreX: 300 + Double(i) * 32, centreY: 220, radius: 7, with: .black) } }
        let export = milliseconds(repeats: 20) { _ = canvas.makeImage() }
        print("fill chip 120x44 r12 \(fmt(chips)) ms, 10 dots r7 \(fmt(dots)) ms, export 780x240 \(fmt(export)) ms")
    }

    func testThumbnailPathQuality() {
        // Slider: cell height 96 pt at scale 2 = 192 px; the thumbnail is prepared for the 1.25x zoom, 240 px high.
        let photos: [(String, RGBAImage)] = [
            ("blurred noise (photo-like)", TestImages.blurredNoise(width: 1600, height: 1200, blurRadius: 3)),
            ("zone plate to 0.5 cyc/px", TestImages.zonePlate(width: 1600, height: 1200, maximumFrequency: 0.5)),
            ("zone plate to 0.06 cyc/px", TestImages.zonePlate(width: 1600, height: 1200, maximumFrequency: 0.06)),
        ]
        for (name, photo) in photos {
            let thumbnail = ImageResampler().resize(photo, width: 320, height: 240)
            for zoom in [1.0, 1.1, 1.25] {
                var line = "\(name) zoom \(zoom):"
                let width = 256 * zoom, height = 192 * zoom
                for (placement, x, y) in [("integer", 2.0, 1.0), ("fractional", 2.37, 1.61)] {
                    let destination = PixelRect(x: x, y: y, width: width, height: height)
                    var direct = Canvas(width: 330, height: 245)
                    direct.draw(photo, in: destination)
                    let reference = direct.makeImage()
                    for filter in ResamplingFilter.allCases {
                        var canvas = Canvas(width: 330, height: 245)
                        canvas.draw(thumbnail, in: destination, filter: filter)
                        line += " \(placement)/\(filter) \(fmt(PeakSignalToNoiseRatio.decibels(canvas.makeImage(), reference))) dB;"
                    }
                }
                if zoom == 1.0 || zoom == 1.25 {
                    // Against the resizer itself: resize(thumbnail) vs resize(photo) at the integer size.
                    let w = Int(width), h = Int(height)
                    let direct = ImageResampler().resize(photo, width: w, height: h)
                    line += " resize-vs-resize \(fmt(PeakSignalToNoiseRatio.decibels(ImageResampler().resize(thumbnail, width: w, height: h), direct))) dB"
                }
                print(line)
            }
        }
    }

    func testThumbnailOversampling() {
        // How much a thumbnail prepared larger than the largest drawn size helps the worst case (zoom 1.25 drawn at a
        // fractional offset, where a 1:1 draw becomes a pure sub-pixel shift).
        let photos: [(String, RGBAImage)] = [
            ("blurred noise", TestImages.blurredNoise(width: 1600, height: 1200, blurRadius: 3)),
            ("zone plate 0.5", TestImages.zonePlate(width: 1600, height: 1200, maximumFrequency: 0.5)),
        ]
        for (name, photo) in photos {
            for oversampling in [1.0, 1.25, 1.5, 2.0] {
                let thumbnail = ImageResampler().resize(photo, width: Int(320 * oversampling), height: Int(240 * oversampling))
                var line = "\(name) thumbnail \(thumbnail.width)x\(thumbnail.height):"
                for zoom in [1.0, 1.1, 1.25] {
                    let destination = PixelRect(x: 2.37, y: 1.61, width: 256 * zoom, height: 192 * zoom)
                    var direct = Canvas(width: 330, height: 245)
                    direct.draw(photo, in: destination)
                    var canvas = Canvas(width: 330, height: 245)
                    var timing = canvas
                    let time = milliseconds(repeats: 3) { timing.draw(thumbnail, in: destination) }
                    canvas.draw(thumbnail, in: destination)
                    line += " zoom \(zoom) \(fmt(PeakSignalToNoiseRatio.decibels(canvas.makeImage(), direct.makeImage()))) dB (\(fmt(time)) ms);"
                }
                print(line)
            }
        }
    }

    func testLargeResizeIsThreadCountIndependent() {
        let photo = TestImages.zonePlate(width: 1600, height: 1200, maximumFrequency: 0.5)
        let reference = ImageResampler(threadCount: 1).resize(photo, width: 320, height: 240)
        for run in 0..<6 {
            let threads = run % 3 + 1
            let again = ImageResampler(threadCount: threads).resize(photo, width: 320, height: 240)
            var differing = 0
            for i in 0..<again.pixels.count where again.pixels[i] != reference.pixels[i] { differing += 1 }
            print("run \(run) threads \(threads): \(differing) bytes differ")
            XCTAssertEqual(differing, 0)
        }
    }

    func testChecksumsForComparingBuilds() {
        // Run in debug and release: the same numbers mean optimisation does not change a bit.
        let photo = TestImages.zonePlate(width: 400, height: 300, maximumFrequency: 0.45)
        let thumbnail = ImageResampler().resize(photo, width: 150, height: 112)
        var canvas = Canvas(width: 200, height: 120)
        canvas.draw(thumbnail, in: PixelRect(x: 20.37, y: 3.3, width: 131.1, height: 98.6), clippedTo: PixelRect(x: 21, y: 0, width: 100.5, height: 120))
        canvas.fillRoundedRect(PixelRect(x: 5.5, y: 90.25, width: 60.3, height: 20), cornerRadius: 6, with: RGBA(r: 0, g: 0, b: 0, a: 90))
        canvas.fillCircle(centreX: 150.2, centreY: 110, radius: 3.5, with: RGBA(r: 120, g: 120, b: 120))
        print("checksums: thumbnail \(String(CRC32.checksum(thumbnail.pixels), radix: 16)) frame \(String(CRC32.checksum(canvas.makeImage().pixels), radix: 16))")
    }

    private func fmt(_ value: Double) -> String { String(format: "%.2f", value) }
}
