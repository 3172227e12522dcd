import CFilmstripFormats
import FilmstripImage

/// Decodes WebP through libwebp (the first frame of an animation, composited on its canvas), then
/// colour-manages it from its ICCP profile.
///
/// When the caller needs a small image, a still image is decoded straight to the size a JPEG of its size would be
/// scaled to, by libwebp's rescaler, so a lossy image never exists at full size. An animation's canvas is
/// composited at full size by libwebp's animation decoder, which has no scaled mode.
struct WebPDecoder: ImageFormatDecoder {
    var formats: [ImageFormat] { [.webp] }
    var fileExtensions: [String] { ["webp"] }
    var signatureLength: Int { 12 }

    /// A RIFF container of form type WEBP.
    func format(ofSignature bytes: [UInt8]) -> ImageFormat? {
        guard bytes.count >= 12, bytes.starts(with: Array("RIFF".utf8)), Array(bytes[8..<12]) == Array("WEBP".utf8)
        else { return nil }
        return .webp
    }

    func probe(_ source: any ByteSource, format: ImageFormat, path: String) throws -> ImageInfo {
        let header = try WebPHeader.read(from: source, path: path)
        return ImageInfo(
            format: .webp, storedSize: header.size, orientation: .up, bitDepth: 8, colorSource: header.colorSource)
    }

    func decode(_ data: [UInt8], info: ImageInfo, path: String, options: DecodeOptions) throws -> DecodedImage {
        let header = try WebPHeader.read(from: MemoryByteSource(data: data), path: path)
        let factor =
            header.isAnimated
            ? 1
            : JPEGDecoder.scaleDenominator(
                storedSize: info.storedSize, orientation: .up, minimumSize: options.minimumSize)
        let stored = info.storedSize
        if factor == 1 {
            return try WholeImageDecoding.decode(data, info: info, path: path, options: options, size: stored) {
                input, count, output, capacity, width, height, message in
                fs_webp_decode(input, count, output, capacity, &width, &height, &message)
            }
        }
        let size = PixelSize(
            width: (stored.width + factor - 1) / factor, height: (stored.height + factor - 1) / factor)
        return try WholeImageDecoding.decode(
            data, info: info, path: path, options: options, size: size, scaleDenominator: factor
        ) { input, count, output, capacity, width, height, message in
            fs_webp_decode_scaled(
                input, count, Int32(size.width), Int32(size.height), output, capacity, &width, &height, &message)
        }
    }
}
