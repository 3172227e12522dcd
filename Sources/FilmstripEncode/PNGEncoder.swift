import CFilmstripCodecs
import CFilmstripPixels
import FilmstripImage

/// Encodes RGBA images as PNG (`fast` through libdeflate, the others through libpng): 8-bit RGB when every pixel is opaque, 8-bit RGBA otherwise.
/// The output depends only on the pixels and the compression, so the same image always gives the same bytes.
public struct PNGEncoder: Sendable {
    public var compression: PNGCompression
    /// When set, written as an `iCCP` chunk after IHDR (e.g. Display P3 renders); nil leaves the file untagged (sRGB).
    public var colorProfile: PNGColorProfile?

    public init(compression: PNGCompression = .fast) {
        self.compression = compression
    }

    public init(compression: PNGCompression = .fast, colorProfile: PNGColorProfile?) {
        self.compression = compression
        self.colorProfile = colorProfile
    }

    /// Encodes `image`; `keepAlpha` forces an RGBA file even for an opaque image (animation frames must all
    /// share one colour type).
    public func encode(_ image: RGBAImage, keepAlpha: Bool = false) throws -> [UInt8] {
        let dropAlpha = !keepAlpha && image.pixels.withUnsafeBufferPointer {
            fs_pixels_are_opaque($0.baseAddress, image.width * image.height) != 0
        }
        let png = compression == .fast ? try DeflatePNGWriter.encode(image, dropAlpha: dropAlpha)
                                       : try encodeWithLibpng(image, dropAlpha: dropAlpha)
        guard let colorProfile else { return png }
        // IHDR is always the first chunk, 8 + 25 bytes in; iCCP must come before PLTE and IDAT.
        return Array(png[0..<33]) + colorProfile.chunk.bytes + Array(png[33...])
    }

    /// `default` and `best`: libpng's filters and zlib levels.
    private func encodeWithLibpng(_ image: RGBAImage, dropAlpha: Bool) throws -> [UInt8] {
        let level: fs_png_compression = switch compression {
        case .fast: FS_PNG_COMPRESSION_FAST
        case .default: FS_PNG_COMPRESSION_DEFAULT
        case .best: FS_PNG_COMPRESSION_BEST
        }
        guard let width = Int32(exactly: image.width), let height = Int32(exactly: image.height) else {
            throw EncodeError.encodingFailed(reason: "\(image.width)x\(image.height) is too large for a PNG")
        }
        var message = fs_message()
        var output: UnsafeMutablePointer<UInt8>?
        var size = 0
        let status = image.pixels.withUnsafeBufferPointer {
            fs_png_encode($0.baseAddress, $0.count, width, height, dropAlpha ? 1 : 0, level, &output, &size, &message)
        }
        defer { fs_free(output) }
        guard status == FS_OK, let output else {
            let reason = message.reason
            throw EncodeError.encodingFailed(reason: reason)
        }
        return Array(UnsafeBufferPointer(start: output, count: size))
    }
}
