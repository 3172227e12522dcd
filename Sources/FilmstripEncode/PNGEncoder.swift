import CFilmstripPixels
import FilmstripImage

/// Encodes RGBA images as PNG (see `DeflatePNGWriter`): 8-bit RGB when every pixel is opaque, 8-bit RGBA otherwise.
/// The output depends only on the pixels and the compression, so the same image always gives the same bytes.
public struct PNGEncoder: Sendable {
    /// The speed and size trade-off; the pixels are the same at every level.
    public var compression: PNGCompression
    /// When set, written as an `iCCP` chunk after IHDR (e.g. Display P3 renders); nil leaves the file untagged (sRGB).
    package var colorProfile: PNGColorProfile?

    /// An encoder of untagged (sRGB) PNGs.
    public init(compression: PNGCompression = .fast) {
        self.compression = compression
    }

    /// An encoder of PNGs tagged with `colorProfile` (nil: untagged).
    package init(compression: PNGCompression = .fast, colorProfile: PNGColorProfile?) {
        self.compression = compression
        self.colorProfile = colorProfile
    }

    /// Encodes `image`; `keepAlpha` forces an RGBA file even for an opaque image (animation frames must all
    /// share one colour type).
    public func encode(_ image: RGBAImage, keepAlpha: Bool = false) throws -> [UInt8] {
        let dropAlpha =
            !keepAlpha
            && image.pixels.withUnsafeBufferPointer {
                fs_pixels_are_opaque($0.baseAddress, image.width * image.height) != 0
            }
        let png = try DeflatePNGWriter.encode(image, dropAlpha: dropAlpha, compression: compression)
        guard let colorProfile else { return png }
        // IHDR is always the first chunk, 8 + 25 bytes in; iCCP must come before PLTE and IDAT.
        return Array(png[0..<33]) + colorProfile.chunk.bytes + Array(png[33...])
    }
}
