/// The perceived colour difference of Kotsarenko and Ramos ("Measuring perceived color difference using YIQ NTSC
/// transmission color space in mobile applications"), computed exactly as pixelmatch 5 does.
///
/// Every operation is done in the same order as pixelmatch so that values land on the same side of the threshold
/// to the last bit; semi-transparent pixels are blended over white first, as a viewer would see them.
enum YIQColorDelta {
    /// The squared YIQ distance between two straight-alpha pixels, 0 for identical pixels.
    @inline(__always)
    static func distance(_ p: UnsafePointer<UInt8>, _ q: UnsafePointer<UInt8>) -> Double {
        if p[3] == q[3] && p[0] == q[0] && p[1] == q[1] && p[2] == q[2] { return 0 }
        let (r1, g1, b1) = overWhite(p)
        let (r2, g2, b2) = overWhite(q)
        let y = luma(r1, g1, b1) - luma(r2, g2, b2)
        let i = inPhase(r1, g1, b1) - inPhase(r2, g2, b2)
        let q = quadrature(r1, g1, b1) - quadrature(r2, g2, b2)
        return 0.5053 * y * y + 0.299 * i * i + 0.1957 * q * q
    }

    /// The pixel's colour as seen over white; opaque pixels keep their exact channel values.
    @inline(__always)
    static func overWhite(_ pixel: UnsafePointer<UInt8>) -> (Double, Double, Double) {
        let r = Double(pixel[0])
        let g = Double(pixel[1])
        let b = Double(pixel[2])
        guard pixel[3] < 255 else { return (r, g, b) }
        let alpha = Double(pixel[3]) / 255
        return (overWhite(r, alpha), overWhite(g, alpha), overWhite(b, alpha))
    }

    /// The luma (Y) of a pixel as seen over white. pixelmatch's anti-aliasing detector ranks neighbours by the
    /// difference of two of these (its `yOnly` colour delta). Opaque pixels read the channel products from
    /// `channelLumas`, passed as a pointer so the hot loop skips the global's lazy-initialisation check; they are
    /// the very same products, so the sum is bit-identical.
    @inline(__always)
    static func luma(of pixel: UnsafePointer<UInt8>, channelLumas: UnsafePointer<Double>) -> Double {
        if pixel[3] == 255 {
            return channelLumas[Int(pixel[0])] + channelLumas[256 + Int(pixel[1])] + channelLumas[512 + Int(pixel[2])]
        }
        let (r, g, b) = overWhite(pixel)
        return luma(r, g, b)
    }

    /// `v * 0.29889531` for every byte `v`, then `v * 0.58662247`, then `v * 0.11448223`: luma's three products.
    static let channelLumas: [Double] = [0.29889531, 0.58662247, 0.11448223].flatMap { weight in
        (0..<256).map { (value: Int) -> Double in Double(value) * weight }
    }

    /// An upper bound on the largest eigenvalue (0.2560781...) of the quadratic form `distance` applies to the
    /// channel differences of two opaque pixels, so `distance <= 0.2561 * (dR² + dG² + dB²)`.
    static let eigenvalueBound = 0.2561

    /// The sum of squared channel differences at or below which two opaque pixels cannot be over `maxDelta`,
    /// so most near-equal pixels (JPEG noise, dithering) are settled with three integer multiplications.
    /// The 0.1% margin dwarfs rounding in `distance`; -1 (never) for thresholds too small for that to hold.
    static func quickAcceptLimit(maxDelta: Double) -> Int {
        guard maxDelta >= 1 else { return -1 }
        return Int((maxDelta / eigenvalueBound * 0.999).rounded(.down))
    }

    @inline(__always) static func luma(_ r: Double, _ g: Double, _ b: Double) -> Double {
        r * 0.29889531 + g * 0.58662247 + b * 0.11448223
    }

    @inline(__always) static func inPhase(_ r: Double, _ g: Double, _ b: Double) -> Double {
        r * 0.59597799 - g * 0.27417610 - b * 0.32180189
    }

    @inline(__always) static func quadrature(_ r: Double, _ g: Double, _ b: Double) -> Double {
        r * 0.21147017 - g * 0.52261711 + b * 0.31114694
    }

    /// A channel value at `alpha` (0...1) composited over white.
    @inline(__always) static func overWhite(_ channel: Double, _ alpha: Double) -> Double {
        255 + (channel - 255) * alpha
    }
}
