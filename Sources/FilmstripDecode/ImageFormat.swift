/// The name of a file format Filmstrip reads, recognised by its signature bytes (never by file extension).
///
/// A name, not a closed list: each format comes with its `ImageFormatDecoder`, and a format of one's own is a
/// decoder registered in an `ImageFormatRegistry` (see `DecodeOptions.formats`). Encoded as its name, e.g. `"jpeg"`.
public struct ImageFormat: RawRepresentable, Hashable, Sendable, Codable, CustomStringConvertible {
    /// The name, lowercase: what `filmstrip probe` prints.
    public let rawValue: String

    /// The format named `rawValue`.
    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    /// The name.
    public var description: String { rawValue }

    /// JPEG, decoded by libjpeg-turbo.
    public static let jpeg = ImageFormat(rawValue: "jpeg")
    /// PNG, decoded by libpng or, for plain files, by libdeflate directly.
    public static let png = ImageFormat(rawValue: "png")
    /// HEIF with HEVC (iPhone HEIC) or another still-image codec libheif decodes.
    public static let heif = ImageFormat(rawValue: "heif")
    /// HEIF with AV1.
    public static let avif = ImageFormat(rawValue: "avif")
    /// WebP, decoded by libwebp (the first frame of an animation).
    public static let webp = ImageFormat(rawValue: "webp")

    /// The format of the standard registry whose signature starts `bytes`, or nil.
    public init?(signature bytes: [UInt8]) {
        guard let format = ImageFormatRegistry.standard.recognise(signature: bytes)?.format else { return nil }
        self = format
    }
}
