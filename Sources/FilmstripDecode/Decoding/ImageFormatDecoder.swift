import FilmstripImage

/// One input format: recognised from a file's leading bytes, probed from its header alone, decoded with
/// shrink-on-load. A new format is one type conforming to this, registered in an `ImageFormatRegistry`.
///
/// The registry does what every format shares, so a decoder need not: it refuses an empty file, reads the leading
/// bytes, and checks the probed size against `DecodeOptions.maxPixels` before `decode` is called.
public protocol ImageFormatDecoder: Sendable {
    /// The formats this decoder reads (libheif's reads both HEIF and AVIF).
    var formats: [ImageFormat] { get }
    /// The lowercase file name extensions by which a folder's images of these formats are listed.
    var fileExtensions: [String] { get }
    /// How many leading bytes `format(ofSignature:)` needs to tell its formats apart.
    var signatureLength: Int { get }

    /// The format whose signature starts `bytes` (at most `signatureLength` of them, fewer for a short file), or nil.
    func format(ofSignature bytes: [UInt8]) -> ImageFormat?

    /// The header facts of `source`, recognised as `format`, read without decoding any pixel; errors name `path`.
    func probe(_ source: any ByteSource, format: ImageFormat, path: String) throws -> ImageInfo

    /// Decodes `data` to upright RGBA in `options.outputColorSpace`, as small as `options.minimumSize` allows (at
    /// least twice it, the way libjpeg's scaling is chosen). `info` is this decoder's probe of `data`, and its size
    /// is within `options.maxPixels`. A buffer whose size the file decides is checked before it is allocated;
    /// errors are `DecodeError`s naming `path`.
    func decode(_ data: [UInt8], info: ImageInfo, path: String, options: DecodeOptions) throws -> DecodedImage

    /// Why `signature`, which no registered format recognises, is still this format's, damaged; nil when it is not.
    func damage(inUnrecognisedSignature signature: [UInt8]) -> String?

    /// About the most memory, in bytes, that decoding an image probed as `info` with `options` holds at once: what
    /// the decode reserves from `DecodeMemoryBudget` before it starts, so decodes running in parallel stay within it.
    func estimatedPeakBytes(of info: ImageInfo, options: DecodeOptions) -> Int
}

extension ImageFormatDecoder {
    /// Recognisable signatures only: no diagnosis of damaged ones.
    public func damage(inUnrecognisedSignature signature: [UInt8]) -> String? { nil }

    /// Twice the RGBA image delivered (shrunk on load by the factor a JPEG of its size would be): the image and one
    /// working copy of it (turned upright, or colour-converted), which is what a decoder that writes its rows
    /// straight into the result holds.
    public func estimatedPeakBytes(of info: ImageInfo, options: DecodeOptions) -> Int {
        2 * deliveredBytes(of: info, options: options)
    }

    /// The bytes of the RGBA image a decode delivers: shrunk on load by the factor a JPEG of its size would be.
    func deliveredBytes(of info: ImageInfo, options: DecodeOptions) -> Int {
        let factor = JPEGDecoder.scaleDenominator(
            storedSize: info.storedSize, orientation: info.orientation, minimumSize: options.minimumSize)
        let width = (info.storedSize.width + factor - 1) / factor
        let height = (info.storedSize.height + factor - 1) / factor
        return 4 * width * height
    }
}
