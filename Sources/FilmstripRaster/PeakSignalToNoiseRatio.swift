import FilmstripImage
import Foundation

/// Peak signal-to-noise ratio between two equal-size images, in decibels: `10 log10(255² / MSE)`.
///
/// The quality yardstick for resampling choices (e.g. drawing a prepared thumbnail at a fractional scale versus
/// resizing the original directly). Above ~40 dB differences are invisible; identical images give +infinity.
package enum PeakSignalToNoiseRatio {
    /// Mean squared difference per sample over R, G, B (and A when `includingAlpha`).
    package static func meanSquaredError(_ first: RGBAImage, _ second: RGBAImage, includingAlpha: Bool = false)
        -> Double
    {
        precondition(
            first.width == second.width && first.height == second.height,
            "PSNR: sizes differ, \(first.width)x\(first.height) vs \(second.width)x\(second.height)")
        let channels = includingAlpha ? 4 : 3
        guard first.width * first.height > 0 else { return 0 }
        var sum: UInt64 = 0
        first.pixels.withUnsafeBufferPointer { a in
            second.pixels.withUnsafeBufferPointer { b in
                var index = 0
                while index < a.count {
                    for channel in 0..<channels {
                        let difference = Int(a[index + channel]) - Int(b[index + channel])
                        sum += UInt64(difference * difference)
                    }
                    index += 4
                }
            }
        }
        return Double(sum) / Double(first.width * first.height * channels)
    }

    /// PSNR in dB over R, G, B (and A when `includingAlpha`); +infinity for identical images.
    package static func decibels(_ first: RGBAImage, _ second: RGBAImage, includingAlpha: Bool = false) -> Double {
        let error = meanSquaredError(first, second, includingAlpha: includingAlpha)
        return error == 0 ? .infinity : 10 * log10(255 * 255 / error)
    }
}
