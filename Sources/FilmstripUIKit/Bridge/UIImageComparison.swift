import CFilmstripPixels

/// Compares two images as swift-snapshot-testing's `Diffing<UIImage>.image(precision:perceptualPrecision:)` does on
/// iOS, so that a team's tolerances mean here what they meant on the simulator: identical pixels pass; else, with
/// both precisions 1, any difference fails; `precision` is the share of premultiplied bytes that must match;
/// `perceptualPrecision` below 1 lets a pixel match when its CIE94 colour difference (Core Image's `CILabDeltaE`) is
/// at most `(1 - perceptualPrecision) * 100`, and `precision` is then the share of pixels that must match. The
/// counting runs in C, so a debug build compares at native speed.
public enum UIImageComparison {
    /// The failure message swift-snapshot-testing would give, or nil when `actual` matches `reference`.
    public static func failure(
        reference: UIImage, actual: UIImage, precision: Float = 1, perceptualPrecision: Float = 1
    ) -> String? {
        guard let old = reference.pixels else { return "Reference image could not be loaded." }
        guard let new = actual.pixels else { return "Newly-taken snapshot could not be loaded." }
        guard new.width != 0, new.height != 0 else { return "Newly-taken snapshot is empty." }
        guard old.width == new.width, old.height == new.height else {
            // Sizes printed as Core Graphics prints them on Apple's systems: "(10.0, 10.0)".
            let describe = { (size: CGSize) in "(\(Double(size.width)), \(Double(size.height)))" }
            return "Newly-taken snapshot@\(describe(actual.size)) does not match reference@\(describe(reference.size))."
        }
        if old.pixels == new.pixels { return nil }
        if precision >= 1, perceptualPrecision >= 1 { return "Newly-taken snapshot does not match reference." }
        let count = old.width * old.height
        if perceptualPrecision < 1 {
            var largest = 0.0
            let over = old.pixels.withUnsafeBufferPointer { a in
                new.pixels.withUnsafeBufferPointer { b in
                    fs_pixels_count_delta_e94_over(
                        a.baseAddress, b.baseAddress, count, Double((1 - perceptualPrecision) * 100), &largest)
                }
            }
            let pixelPrecision = 1 - Float(over) / Float(count)
            guard pixelPrecision < precision else { return nil }
            let lowest = 1 - min(Float(largest) / 100, 1)
            return """
                The percentage of pixels that match \(pixelPrecision) is less than required \(precision)
                The lowest perceptual color precision \(lowest) is less than required \(perceptualPrecision)
                """
        }
        let byteCount = count * 4
        let differing = old.pixels.withUnsafeBufferPointer { a in
            new.pixels.withUnsafeBufferPointer { b in
                fs_pixels_count_differing_premultiplied_bytes(a.baseAddress, b.baseAddress, count)
            }
        }
        guard differing > Int((1 - precision) * Float(byteCount)) else { return nil }
        let actualPrecision = 1 - Float(differing) / Float(byteCount)
        return "Actual image precision \(actualPrecision) is less than required \(precision)"
    }
}
