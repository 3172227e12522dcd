import FilmstripImage

/// The result of a decode: upright RGBA pixels and what was learnt on the way.
public struct DecodedImage: Sendable {
    /// Pixels with the EXIF orientation applied.
    public var image: RGBAImage
    /// What the header said (format, stored size, orientation).
    public var info: ImageInfo
    /// The scale used: 1, 2, 4 or 8 means full size, 1/2, 1/4, 1/8 (libjpeg's DCT scaling for a JPEG, a box
    /// reduction while reading for a PNG or a HEIF/AVIF, libwebp's rescaler for a still WebP). Always 1 when
    /// `DecodeOptions.minimumSize` is nil.
    public var scaleDenominator: Int
    /// libjpeg's warnings, kept when `DecodeOptions.acceptsDamagedData` let a damaged file through, and colour
    /// warnings (a damaged or unsupported profile, the photo then taken as sRGB). They do not name the file.
    public var warnings: [String]
    /// The part of `image`, in its pixels, that shows the photo exactly. The whole image, except after a scaled
    /// JPEG decode whose size was fractional: 4242 rows at 1/8 are 530.25 rows, which libjpeg delivers as 531, the
    /// last one partly past the photo's edge. Resample from this rectangle to cover exactly the photo.
    public var photoExtent: PixelRect

    /// A decoded image; the photo's extent defaults to the whole image.
    public init(
        image: RGBAImage, info: ImageInfo, scaleDenominator: Int, warnings: [String], photoExtent: PixelRect? = nil
    ) {
        self.image = image
        self.info = info
        self.scaleDenominator = scaleDenominator
        self.warnings = warnings
        self.photoExtent = photoExtent ?? PhotoExtent(width: image.width, height: image.height)
    }
}

extension DecodedImage {
    /// The result of a block-reduced read (libjpeg's DCT scaling, the PNG reduced read): `stored` turned upright,
    /// with the extent that the partial last blocks leave of the photo.
    static func reduced(
        _ stored: RGBAImage, info: ImageInfo, denominator: Int, warnings: [String], path: String
    ) throws -> DecodedImage {
        let extent = PhotoExtent.scaled(
            storedSize: (info.storedSize.width, info.storedSize.height), denominator: denominator,
            decoded: (stored.width, stored.height), orientation: info.orientation)
        return DecodedImage(
            image: try JPEGDecoder.upright(stored, info.orientation, path: path), info: info,
            scaleDenominator: denominator, warnings: warnings, photoExtent: extent)
    }
}
