import CFilmstripCodecs
import CFilmstripFormats
import Synchronization

/// Transforms built once per distinct source profile and reused by every decode, from any thread: building one
/// parses the profile and precomputes lcms2's optimised pipeline, which costs more than converting a thumbnail.
///
/// The key holds the profile's bytes, so the dictionary hashes them and a collision can never hand out the wrong
/// transform. The cache is small and bounded: photos of one shoot share one or two profiles.
enum ColorTransformCache {
    /// What a transform converts from.
    enum Source: Hashable, Sendable {
        case sRGB
        case icc([UInt8])
        /// Chromaticities (white, red, green, blue, x then y) and a tone curve.
        case primaries([Double], curve: Int, gamma: Double)
    }

    struct Key: Hashable, Sendable {
        var source: Source
        /// CMYK pixels (stored inverted or not) instead of RGBA.
        var cmyk: CMYKLayout?
        var output: OutputColorSpace
    }

    enum CMYKLayout: Hashable, Sendable {
        case plain
        case inverted
    }

    /// Perceptual: the ICC's intent for photographs. For the matrix/TRC profiles cameras and phones embed
    /// (Display P3, Adobe RGB, sRGB) lcms2 has no perceptual table and uses the colorimetric mapping, identical to
    /// relative colorimetric, so this matches what every viewer shows; for LUT profiles (CMYK, some printer RGB) it
    /// compresses out-of-gamut colours smoothly instead of clipping them. It is also Pillow ImageCms's default.
    static let renderingIntent: Int32 = 0

    private static let maximumCount = 32
    private static let transforms = Mutex<[Key: ColorTransform]>([:])

    /// The transform for `key`, built on first use; throws the library's reason when the profile is unusable.
    static func transform(for key: Key) throws(ColorProfileProblem) -> ColorTransform {
        try transforms.withLock { (cache) throws(ColorProfileProblem) -> ColorTransform in
            if let cached = cache[key] { return cached }
            let made = try build(key)
            if cache.count >= maximumCount { cache.removeAll() }
            cache[key] = made
            return made
        }
    }

    /// The number of transforms built and kept (for tests).
    static var count: Int { transforms.withLock { $0.count } }

    private static func build(_ key: Key) throws(ColorProfileProblem) -> ColorTransform {
        var message = fs_message()
        var handle: UnsafeMutableRawPointer?
        let output = key.output.cValue
        let status: fs_status
        switch key.source {
        case .sRGB:
            status = fs_color_transform_from_srgb(output, renderingIntent, &handle, &message)
        case .icc(let bytes):
            let input: fs_color_input =
                switch key.cmyk {
                case nil: FS_COLOR_INPUT_RGBA
                case .plain: FS_COLOR_INPUT_CMYK
                case .inverted: FS_COLOR_INPUT_CMYK_INVERTED
                }
            status = bytes.withUnsafeBufferPointer {
                fs_color_transform_from_icc($0.baseAddress, $0.count, input, output, renderingIntent, &handle, &message)
            }
        case .primaries(let xy, let curve, let gamma):
            var chromaticities = fs_chromaticities(
                white_x: xy[0], white_y: xy[1], red_x: xy[2], red_y: xy[3],
                green_x: xy[4], green_y: xy[5], blue_x: xy[6], blue_y: xy[7])
            status = fs_color_transform_from_primaries(
                &chromaticities, fs_transfer(UInt32(curve)), gamma, output,
                renderingIntent, &handle, &message)
        }
        guard status == FS_OK, let handle else {
            let reason = message.reason
            throw ColorProfileProblem(reason: reason.isEmpty ? "unusable colour profile" : reason)
        }
        return ColorTransform(address: handle)
    }
}
