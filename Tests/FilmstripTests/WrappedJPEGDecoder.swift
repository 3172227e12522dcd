import Filmstrip

/// A format of the tests' own for the pipeline: "WJPG" and then a whole JPEG file (extension `.wjpg`). It is
/// probed, limited and decoded by the standard JPEG decoder behind the four bytes, which shows a format reaching
/// folder listing, probing, layout and drawing through `DecodeOptions.formats` alone.
struct WrappedJPEGDecoder: ImageFormatDecoder {
    static let format = ImageFormat(rawValue: "wjpg")
    static let magic = Array("WJPG".utf8)

    var formats: [ImageFormat] { [Self.format] }
    var fileExtensions: [String] { ["wjpg"] }
    var signatureLength: Int { 4 }

    func format(ofSignature bytes: [UInt8]) -> ImageFormat? {
        bytes.starts(with: Self.magic) ? Self.format : nil
    }

    func probe(_ source: any ByteSource, format: ImageFormat, path: String) throws -> ImageInfo {
        var info = try ImageProber.probe(data: try source.bytes(at: 4, length: source.count - 4), path: path)
        info.format = format
        return info
    }

    func decode(_ data: [UInt8], info: ImageInfo, path: String, options: DecodeOptions) throws -> DecodedImage {
        var decoded = try ImageDecoder(options: options).decode(data: Array(data.dropFirst(4)), path: path)
        decoded.info.format = info.format
        return decoded
    }
}
