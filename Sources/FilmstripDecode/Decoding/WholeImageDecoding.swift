import CFilmstripCodecs
import CFilmstripFormats
import FilmstripImage

/// The shared half of the decoders whose C side decodes a whole image into a buffer the header sized (HEIF, WebP):
/// the buffer, the call, the status check, trimming to the size delivered, and colour management.
enum WholeImageDecoding {
    /// `call(input, inputCount, output, outputCapacity, &width, &height, &message)` fills the output.
    static func decode(
        _ data: [UInt8], info: ImageInfo, path: String, options: DecodeOptions,
        call: (
            UnsafePointer<UInt8>?, Int, UnsafeMutablePointer<UInt8>?, Int,
            inout Int32, inout Int32, inout fs_message
        ) -> fs_status
    ) throws -> DecodedImage {
        var pixels = [UInt8](repeating: 0, count: info.storedSize.area * 4)
        var message = fs_message()
        var width: Int32 = 0
        var height: Int32 = 0
        let status = data.withUnsafeBufferPointer { input in
            pixels.withUnsafeMutableBufferPointer { output in
                call(input.baseAddress, input.count, output.baseAddress, output.count, &width, &height, &message)
            }
        }
        try JPEGDecoder.check(status, message: message, path: path)
        let delivered = Int(width) * Int(height) * 4
        if delivered < pixels.count { pixels.removeLast(pixels.count - delivered) }
        let warnings = ColorConversion.convert(&pixels, from: info.colorSource, to: options.outputColorSpace)
        return DecodedImage(
            image: RGBAImage(width: Int(width), height: Int(height), pixels: pixels), info: info,
            scaleDenominator: 1, warnings: warnings)
    }
}
