import CFilmstripCodecs
import CFilmstripFormats
import FilmstripImage

/// The shared half of the decoders whose C side fills a buffer of a size known before decoding (HEIF, WebP): the
/// buffer (checked through `PixelAllocation`, so a size too large for the memory at hand is an error, never an
/// abort), the call, the status check, trimming to the size delivered, and colour management.
enum WholeImageDecoding {
    /// `call(input, inputCount, output, outputCapacity, &width, &height, &message)` fills the output, at most
    /// `size`, reduced by `scaleDenominator`; with `blockReduced` each output pixel covers a block of that many
    /// pixels a side, the last ones partly past the photo (as a scaled JPEG's), else the output is the whole photo.
    static func decode(
        _ data: [UInt8], info: ImageInfo, path: String, options: DecodeOptions, size: PixelSize,
        scaleDenominator: Int = 1, blockReduced: Bool = false,
        call: (
            UnsafePointer<UInt8>?, Int, UnsafeMutablePointer<UInt8>?, Int,
            inout Int32, inout Int32, inout fs_message
        ) -> fs_status
    ) throws -> DecodedImage {
        var pixels = try PixelAllocation.rgba(width: size.width, height: size.height, path: path)
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
            scaleDenominator: scaleDenominator, warnings: warnings,
            photoExtent: blockReduced
                ? PhotoExtent.scaled(
                    storedSize: (info.storedSize.width, info.storedSize.height), denominator: scaleDenominator,
                    decoded: (Int(width), Int(height)), orientation: .up) : nil)
    }
}
