import CFilmstripCodecs
import FilmstripImage

/// Decodes every PNG colour type and bit depth through libpng to 8-bit RGBA (16-bit samples rounded).
struct PNGDecoder: ImageDecoding {
    func decode(_ data: [UInt8], info: ImageInfo, path: String, options: DecodeOptions) throws -> DecodedImage {
        var pixels = [UInt8](repeating: 0, count: info.storedSize.area * 4)
        var message = fs_message()
        var width: Int32 = 0, height: Int32 = 0
        let status = data.withUnsafeBufferPointer { input in
            pixels.withUnsafeMutableBufferPointer { output in
                fs_png_decode(input.baseAddress, input.count, output.baseAddress, output.count, &width, &height, &message)
            }
        }
        try JPEGDecoder.check(status, message: message, path: path)
        let warnings = ColorConversion.convert(&pixels, from: info.colorSource, to: options.outputColorSpace)
        let stored = RGBAImage(width: Int(width), height: Int(height), pixels: pixels)
        return DecodedImage(image: info.orientation.apply(to: stored), info: info, scaleDenominator: 1, warnings: warnings)
    }
}
