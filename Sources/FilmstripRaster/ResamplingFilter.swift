import Foundation

/// The reconstruction kernels the resampler and the canvas offer.
///
/// Lanczos3 is the default: the sharpest of the three with little ringing on photographs. The two cubics (radius 2,
/// so fewer taps) are kept so their quality can be measured against it for the mild scale factors of cell drawing.
public enum ResamplingFilter: Hashable, Sendable, CaseIterable {
    /// Lanczos with three lobes: what Filmstrip draws cells and makes thumbnails with.
    case lanczos3
    /// Cubic with B = 0, C = 1/2: interpolating, slightly softer than Lanczos3.
    case catmullRom
    /// Cubic with B = C = 1/3: not interpolating (blurs a little even at scale 1), no visible ringing.
    case mitchellNetravali

    /// Half-width of the kernel at scale 1, in source pixels; widened by the scale factor when downscaling.
    public var radius: Double {
        switch self {
        case .lanczos3: return 3
        case .catmullRom, .mitchellNetravali: return 2
        }
    }

    /// The kernel's value at `x` source pixels from the sample point.
    public func weight(at x: Double) -> Double {
        let distance = abs(x)
        switch self {
        case .lanczos3:
            if distance == 0 { return 1 }
            // Exactly zero at the other integers (sin(pi * n) is not, in floating point), so resizing to the same
            // size is the identity.
            if distance >= 3 || distance == distance.rounded() { return 0 }
            let angle = Double.pi * distance
            return 3 * sin(angle) * sin(angle / 3) / (angle * angle)
        case .catmullRom:
            return Self.cubic(distance, b: 0, c: 0.5)
        case .mitchellNetravali:
            return Self.cubic(distance, b: 1.0 / 3.0, c: 1.0 / 3.0)
        }
    }

    /// Mitchell and Netravali's two-parameter cubic family.
    private static func cubic(_ x: Double, b: Double, c: Double) -> Double {
        let x2 = x * x
        let x3 = x2 * x
        if x < 1 {
            return ((12 - 9 * b - 6 * c) * x3 + (-18 + 12 * b + 6 * c) * x2 + (6 - 2 * b)) / 6
        }
        if x < 2 {
            return ((-b - 6 * c) * x3 + (6 * b + 30 * c) * x2 + (-12 * b - 48 * c) * x + (8 * b + 24 * c)) / 6
        }
        return 0
    }
}
