import FilmstripImage

/// How to decode: how small the result may be, how large an image may be, and how damaged data is treated.
public struct DecodeOptions: Sendable, Hashable {
    /// The default pixel limit: 100 megapixels, four times a 24 MP camera photo.
    public static let defaultMaxPixels = 100_000_000

    /// The smallest (oriented) size the caller will use. A JPEG is then decoded at the smallest libjpeg scale
    /// (1/2, 1/4, 1/8) that still leaves at least twice this size, so the final resize has detail to work with;
    /// a PNG, HEIF/AVIF or still WebP is reduced by the same factor while it is decoded. nil decodes at full size.
    public var minimumSize: PixelSize?
    /// Images whose header declares more pixels than this are refused before any pixel buffer is allocated.
    public var maxPixels: Int
    /// libjpeg reports damaged-but-decodable data (a truncated file, bad Huffman codes) as warnings and fills
    /// what it cannot decode with grey. By default such a warning fails the decode, because a snapshot made from
    /// a half-grey photo is a wrong snapshot; set this to accept the partial image (the warning is kept in
    /// `DecodedImage.warnings`).
    public var acceptsDamagedData: Bool
    /// The colour space pixels are converted to from the file's embedded profile (or sRGB when it has none).
    public var outputColorSpace: OutputColorSpace
    /// The formats a photo may be in (`ImageFormatRegistry.standard` unless a format of one's own is added).
    public var formats: ImageFormatRegistry

    /// Options with the defaults: `defaultMaxPixels`, damaged data refused, no shrink on load, sRGB output, the
    /// standard formats.
    public init(
        minimumSize: PixelSize? = nil, maxPixels: Int = DecodeOptions.defaultMaxPixels,
        acceptsDamagedData: Bool = false, outputColorSpace: OutputColorSpace = .sRGB,
        formats: ImageFormatRegistry = .standard
    ) {
        self.minimumSize = minimumSize
        self.maxPixels = maxPixels
        self.acceptsDamagedData = acceptsDamagedData
        self.outputColorSpace = outputColorSpace
        self.formats = formats
    }
}
