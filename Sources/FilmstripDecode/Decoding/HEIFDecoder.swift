import CFilmstripCodecs
import CFilmstripFormats
import FilmstripImage

/// Decodes HEIF/HEIC and AVIF through libheif: the primary image with its transforms, grids assembled,
/// 10- and 12-bit samples rounded to 8 bits, then colour-managed from its ICC or nclx profile.
struct HEIFDecoder: ImageDecoding {
    func decode(_ data: [UInt8], info: ImageInfo, path: String, options: DecodeOptions) throws -> DecodedImage {
        var pixels = [UInt8](repeating: 0, count: info.storedSize.area * 4)
        var message = fs_message()
        var width: Int32 = 0, height: Int32 = 0
        let status = data.withUnsafeBufferPointer { input in
            pixels.withUnsafeMutableBufferPointer { output in
                fs_heif_decode(input.baseAddress, input.count, Int64(options.maxPixels), output.baseAddress, output.count,
                               &width, &height, &message)
            }
        }
        try JPEGDecoder.check(status, message: message, path: path)
        let warnings = ColorConversion.convert(&pixels, from: info.colorSource, to: options.outputColorSpace)
        return DecodedImage(image: RGBAImage(width: Int(width), height: Int(height), pixels: pixels), info: info,
                            scaleDenominator: 1, warnings: warnings)
    }
}
