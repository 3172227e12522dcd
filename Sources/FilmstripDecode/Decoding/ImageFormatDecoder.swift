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
}

extension ImageFormatDecoder {
    /// Recognisable signatures only: no diagnosis of damaged ones.
    public func damage(inUnrecognisedSignature signature: [UInt8]) -> String? { nil }
}
