import FilmstripImage

/// The result of a decode: upright RGBA pixels and what was learnt on the way.
public struct DecodedImage: Sendable {
    /// Pixels with the EXIF orientation applied.
    public var image: RGBAImage
    /// What the header said (format, stored size, orientation).
    public var info: ImageInfo
    /// The scale used: 1, 2, 4 or 8 means full size, 1/2, 1/4, 1/8 (libjpeg's DCT scaling for a JPEG, a box
    /// reduction while reading for a PNG). Always 1 when `DecodeOptions.minimumSize` is nil.
    public var scaleDenominator: Int
    /// libjpeg's warnings, kept when `DecodeOptions.acceptsDamagedData` let a damaged file through.
    public var warnings: [String]
}
