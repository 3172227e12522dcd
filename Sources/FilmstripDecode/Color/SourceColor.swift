/// What a file says about the colours of its samples, read from the header: the input of colour management.
enum SourceColor: Equatable, Sendable {
    /// No colour information: the samples are taken as sRGB, as browsers and UIKit do.
    case unspecified
    /// Declared sRGB (a PNG `sRGB` chunk, an nclx box with sRGB primaries and curve).
    case sRGB
    /// An embedded ICC profile (JPEG APP2, PNG iCCP, WebP ICCP, HEIF colr prof/rICC).
    case icc([UInt8])
    /// Primaries and a tone curve (PNG cHRM + gAMA, an HEIF nclx box).
    case primaries(Chromaticities, ToneCurve)
    /// Colour information Filmstrip cannot use; the reason becomes a warning and the samples are taken as sRGB.
    case unusable(String)

    /// A source tone curve.
    enum ToneCurve: Equatable, Sendable {
        case sRGB
        /// Linear light = encoded value ^ exponent (PNG gAMA stores 1 / exponent).
        case power(Double)
        case bt709
        case linear
    }
}

extension SourceColor {
    /// The words `ImageInfo.colorProfileDescription` shows.
    var description: String? {
        switch self {
        case .unspecified, .unusable: return nil
        case .sRGB: return "sRGB"
        case .icc(let bytes): return ICCProfile.description(of: bytes)
        case .primaries(let c, let curve):
            func xy(_ p: (x: Double, y: Double)) -> String { "\(p.x),\(p.y)" }
            let tone =
                switch curve {
                case .sRGB: "sRGB curve"
                case .power(let exponent): "gamma \((exponent * 10000).rounded() / 10000)"
                case .bt709: "BT.709 curve"
                case .linear: "linear"
                }
            return "primaries R \(xy(c.red)) G \(xy(c.green)) B \(xy(c.blue)) white \(xy(c.white)), \(tone)"
        }
    }
}
