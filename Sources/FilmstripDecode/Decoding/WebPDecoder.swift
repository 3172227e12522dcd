import CFilmstripCodecs
import CFilmstripFormats
import FilmstripImage

/// Decodes WebP through libwebp (the first frame of an animation, composited on its canvas), then
/// colour-manages it from its ICCP profile.
struct WebPDecoder: ImageDecoding {
    func decode(_ data: [UInt8], info: ImageInfo, path: String, options: DecodeOptions) throws -> DecodedImage {
        var pixels = [UInt8](repeating: 0, count: info.storedSize.area * 4)
        var message = fs_message()
        var width: Int32 = 0, height: Int32 = 0
        let status = data.withUnsafeBufferPointer { input in
            pixels.withUnsafeMutableBufferPointer { output in
                fs_webp_decode(input.baseAddress, input.count, output.baseAddress, output.count, &width, &height, &message)
            }
        }
        try JPEGDecoder.check(status, message: message, path: path)
        if Int(width) * Int(height) * 4 != pixels.count { pixels.removeLast(pixels.count - Int(width) * Int(height) * 4) }
        let warnings = ColorConversion.convert(&pixels, from: info.colorSource, to: options.outputColorSpace)
        return DecodedImage(image: RGBAImage(width: Int(width), height: Int(height), pixels: pixels), info: info,
                            scaleDenominator: 1, warnings: warnings)
    }
}
