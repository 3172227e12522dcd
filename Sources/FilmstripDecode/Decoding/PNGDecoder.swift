import CFilmstripCodecs
import FilmstripImage

/// Decodes every PNG colour type and bit depth through libpng to 8-bit RGBA (16-bit samples rounded).
/// When the caller needs a small image, a non-interlaced PNG is reduced while it is read, row by row, by the
/// factor libjpeg's scaling would use for a JPEG of that size, so memory follows the output, not the file.
struct PNGDecoder: ImageFormatDecoder {
    var formats: [ImageFormat] { [.png] }
    var fileExtensions: [String] { ["png"] }
    var signatureLength: Int { 8 }

    func format(ofSignature bytes: [UInt8]) -> ImageFormat? {
        bytes.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) ? .png : nil
    }

    func probe(_ source: any ByteSource, format: ImageFormat, path: String) throws -> ImageInfo {
        try PNGHeader.read(from: source, path: path)
    }

    /// "PNG" after the first byte, the rest of the signature altered: a file sent through a text-mode transfer.
    func damage(inUnrecognisedSignature signature: [UInt8]) -> String? {
        guard signature.count >= 4, Array(signature[1...3]) == Array("PNG".utf8) else { return nil }
        return "damaged PNG signature (line endings converted in transfer?)"
    }

    func decode(_ data: [UInt8], info: ImageInfo, path: String, options: DecodeOptions) throws -> DecodedImage {
        let factor = JPEGDecoder.scaleDenominator(
            storedSize: info.storedSize, orientation: info.orientation,
            minimumSize: options.minimumSize)
        var expectedWidth: Int32 = 0
        var expectedHeight: Int32 = 0
        fs_png_reduced_size(
            Int32(clamping: info.storedSize.width), Int32(clamping: info.storedSize.height),
            Int32(factor), &expectedWidth, &expectedHeight)
        let byteCount = try PixelAllocation.reserve(width: Int(expectedWidth), height: Int(expectedHeight), path: path)
        var message = fs_message()
        var width: Int32 = 0
        var height: Int32 = 0
        var status = FS_OK
        // About a row more than the pixels, so that a plain PNG is inflated into this buffer itself (see
        // fs_png_direct_slack). Not zeroed first: that would be one more pass over a big image's memory, and the
        // decoder fills every byte whatever the outcome.
        let slack = factor == 1 ? fs_png_direct_slack(expectedWidth, expectedHeight) : 0
        var pixels = [UInt8](unsafeUninitializedCapacity: byteCount + slack) { output, initializedCount in
            status = data.withUnsafeBufferPointer { input in
                fs_png_decode_reduced(
                    input.baseAddress, input.count, Int32(factor), output.baseAddress, output.count,
                    &width, &height, &message)
            }
            initializedCount = byteCount
        }
        try JPEGDecoder.check(status, message: message, path: path)
        guard width == expectedWidth, height == expectedHeight else {
            throw DecodeError.corrupt(
                path: path, reason: "libpng read a \(width)x\(height) image from a \(info.storedSize) header")
        }
        let warnings = ColorConversion.convert(&pixels, from: info.colorSource, to: options.outputColorSpace)
        let stored = RGBAImage(width: Int(width), height: Int(height), pixels: pixels)
        // A reduced read's last block may be partial, as libjpeg's scaled rows are: the extent says how much.
        return try DecodedImage.reduced(stored, info: info, denominator: factor, warnings: warnings, path: path)
    }
}
