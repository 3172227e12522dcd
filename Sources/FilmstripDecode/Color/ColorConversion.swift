/// Colour management of decoded pixels: from what the file declares (`SourceColor`) to the output space.
///
/// Untagged and sRGB-declared images are left as they are for sRGB output (no transform, no cost, bit-exact).
/// A profile that cannot be used becomes a warning and the photo is taken as sRGB, so a bad profile never loses
/// a photo, it only loses its colour accuracy, and says so.
enum ColorConversion {
    /// Converts stored pixels in place and returns the warnings. `cmyk` says the pixels are CMYK as libjpeg
    /// delivered them; they come back RGBA either way.
    static func convert(
        _ pixels: inout [UInt8], from source: SourceColor, cmyk: ColorTransformCache.CMYKLayout? = nil,
        to output: OutputColorSpace
    ) -> [String] {
        var warnings: [String] = []
        var profile: ColorTransformCache.Source?
        switch source {
        case .unspecified, .sRGB:
            profile = nil
        case .icc(let bytes):
            profile = .icc(bytes)
        case .primaries(let chromaticities, let curve):
            if chromaticities.isClose(to: .sRGB) && curve == .sRGB {
                profile = nil
            } else {
                let xy = chromaticities.xy
                profile =
                    switch curve {
                    case .sRGB: .primaries(xy, curve: 0, gamma: 0)
                    case .power(let exponent): .primaries(xy, curve: 1, gamma: exponent)
                    case .bt709: .primaries(xy, curve: 2, gamma: 0)
                    case .linear: .primaries(xy, curve: 3, gamma: 0)
                    }
            }
        case .unusable(let reason):
            warnings.append("\(reason); colours taken as sRGB")
        }
        if let profile {
            do {
                try ColorTransformCache.transform(for: .init(source: profile, cmyk: cmyk, output: output)).apply(
                    to: &pixels)
                return warnings
            } catch {
                warnings.append("colour profile not used (\(error.reason)); colours taken as sRGB")
            }
        }
        if let cmyk { JPEGDecoder.convertCMYKToRGBA(&pixels, inverted: cmyk == .inverted) }
        if output != .sRGB {
            do {
                try ColorTransformCache.transform(for: .init(source: .sRGB, cmyk: nil, output: output)).apply(
                    to: &pixels)
            } catch {
                warnings.append("cannot convert to \(output.rawValue) (\(error.reason)); left in sRGB")
            }
        }
        return warnings
    }
}
