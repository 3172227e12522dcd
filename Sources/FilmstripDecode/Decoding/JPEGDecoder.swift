import CFilmstripCodecs
import FilmstripImage

/// Decodes JPEG through libjpeg(-turbo), shrinking on load with libjpeg's DCT scaling when the caller only
/// needs a small image: the trick the fastest thumbnailers use.
struct JPEGDecoder: ImageFormatDecoder {
    var formats: [ImageFormat] { [.jpeg] }
    var fileExtensions: [String] { ["jpg", "jpeg"] }
    var signatureLength: Int { 3 }

    /// A start-of-image marker followed by another marker.
    func format(ofSignature bytes: [UInt8]) -> ImageFormat? {
        bytes.starts(with: [0xFF, 0xD8, 0xFF]) ? .jpeg : nil
    }

    func probe(_ source: any ByteSource, format: ImageFormat, path: String) throws -> ImageInfo {
        try JPEGHeader.read(from: source, path: path).info
    }

    func decode(_ data: [UInt8], info: ImageInfo, path: String, options: DecodeOptions) throws -> DecodedImage {
        let header = try JPEGHeader.read(from: MemoryByteSource(data: data), path: path)
        let denominator = JPEGDecoder.scaleDenominator(
            storedSize: info.storedSize, orientation: info.orientation,
            minimumSize: options.minimumSize)
        var message = fs_message()
        var width: Int32 = 0
        var height: Int32 = 0
        var status = data.withUnsafeBufferPointer {
            fs_jpeg_scaled_size($0.baseAddress, $0.count, Int32(denominator), &width, &height, &message)
        }
        try JPEGDecoder.check(status, message: message, path: path)
        var pixels = try PixelAllocation.rgba(width: Int(width), height: Int(height), path: path)
        var layout = FS_JPEG_PIXELS_RGBA
        var warnings: Int32 = 0
        status = data.withUnsafeBufferPointer { input in
            pixels.withUnsafeMutableBufferPointer { output in
                fs_jpeg_decode(
                    input.baseAddress, input.count, Int32(denominator), options.acceptsDamagedData ? 0 : 1,
                    output.baseAddress, output.count, &width, &height, &layout, &warnings, &message)
            }
        }
        try JPEGDecoder.check(status, message: message, path: path)
        // CMYK goes through its profile when it has one, else through the plain Adobe formula (ColorConversion).
        let cmyk: ColorTransformCache.CMYKLayout? =
            layout == FS_JPEG_PIXELS_CMYK ? (header.hasAdobeMarker ? .inverted : .plain) : nil
        let colourWarnings = ColorConversion.convert(
            &pixels, from: header.info.colorSource, cmyk: cmyk, to: options.outputColorSpace)
        let stored = RGBAImage(width: Int(width), height: Int(height), pixels: pixels)
        let libjpegWarnings = warnings > 0 ? [JPEGDecoder.warningSummary(message, count: Int(warnings))] : []
        return try DecodedImage.reduced(
            stored, info: info, denominator: denominator, warnings: libjpegWarnings + colourWarnings, path: path)
    }

    /// `image` turned upright; turning needs a second buffer, checked like the first.
    static func upright(_ image: RGBAImage, _ orientation: ExifOrientation, path: String) throws -> RGBAImage {
        if orientation == .up { return image }
        try PixelAllocation.reserve(width: image.width, height: image.height, path: path)
        return orientation.apply(to: image)
    }

    /// The largest of 8, 4, 2, 1 whose scaled image (libjpeg rounds up) is still at least twice `minimumSize`
    /// in both dimensions, the minimum being given for the upright image.
    static func scaleDenominator(storedSize: PixelSize, orientation: ExifOrientation, minimumSize: PixelSize?) -> Int {
        guard let minimumSize else { return 1 }
        let target = orientation.swapsDimensions ? minimumSize.transposed : minimumSize
        for denominator in [8, 4, 2] {
            let width = (storedSize.width + denominator - 1) / denominator
            let height = (storedSize.height + denominator - 1) / denominator
            if width >= 2 * target.width && height >= 2 * target.height { return denominator }
        }
        return 1
    }

    /// CMYK to RGB the way Adobe files mean it: with inverted storage (the usual case, flagged by the APP14
    /// marker) a stored value is 255 minus the ink, so red = C x K / 255 on the stored values.
    static func convertCMYKToRGBA(_ pixels: inout [UInt8], inverted: Bool) {
        pixels.withUnsafeMutableBufferPointer { p in
            for i in stride(from: 0, to: p.count, by: 4) {
                var c = Int(p[i])
                var m = Int(p[i + 1])
                var y = Int(p[i + 2])
                var k = Int(p[i + 3])
                if !inverted {
                    c = 255 - c
                    m = 255 - m
                    y = 255 - y
                    k = 255 - k
                }
                p[i] = UInt8((c * k + 127) / 255)
                p[i + 1] = UInt8((m * k + 127) / 255)
                p[i + 2] = UInt8((y * k + 127) / 255)
                p[i + 3] = 255
            }
        }
    }

    /// libjpeg's first warning, with the number of further ones.
    static func warningSummary(_ message: fs_message, count: Int) -> String {
        let first = message.reason
        return count > 1 ? "\(first) (and \(count - 1) more libjpeg warnings)" : first
    }

    static func check(_ status: fs_status, message: fs_message, path: String) throws {
        let text = message.reason
        switch status {
        case FS_OK: return
        case FS_ERROR_WARNING:
            throw DecodeError.corrupt(
                path: path, reason: "\(text) (libjpeg warning)")
        case FS_ERROR_UNSUPPORTED: throw DecodeError.unsupported(path: path, reason: text)
        case FS_ERROR_LIMIT: throw DecodeError.unsupported(path: path, reason: text)
        case FS_ERROR_OUT_OF_MEMORY:
            let detail = text.isEmpty || text == "out of memory" ? "" : " (\(text))"
            throw DecodeError.unsupported(path: path, reason: "not enough memory to decode\(detail)")
        default: throw DecodeError.corrupt(path: path, reason: text)
        }
    }
}
