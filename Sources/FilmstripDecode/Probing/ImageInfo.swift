import FilmstripImage

/// What a file's header says, read without decoding any pixels.
public struct ImageInfo: Sendable, Equatable {
    /// The format, recognised from the signature bytes.
    public var format: ImageFormat
    /// The pixel size as stored in the file, before orientation. For HEIF/AVIF it is the size after the file's
    /// own rotation and mirroring (irot/imir), which the decoder always applies.
    public var storedSize: PixelSize
    /// The EXIF orientation, `.up` when absent or out of range, and always `.up` for HEIF/AVIF (whose irot/imir
    /// transforms replace it, per the format) and WebP.
    public var orientation: ExifOrientation
    /// Bits per sample as stored (8 for ordinary JPEGs; 1, 2, 4, 8 or 16 for PNG; 8, 10 or 12 for HEIF/AVIF).
    public var bitDepth: Int
    /// What the file says about its colours, in words: an embedded ICC profile's description, "sRGB" for a PNG
    /// `sRGB` chunk, a summary of PNG cHRM + gAMA or of a HEIF nclx box; nil when the file says nothing (sRGB is
    /// then assumed) or its profile is damaged.
    public var colorProfileDescription: String?
    /// The colour information itself, for the decoder's colour management.
    var colorSource: SourceColor
    /// HEIF/AVIF: the coded chroma format (0 monochrome, 1 4:2:0, 2 4:2:2, 3 4:4:4), -1 when not known; what the
    /// coded planes a decode holds weigh, for `DecodeMemoryBudget`.
    var codedChromaFormat = -1
    /// HEIF/AVIF: a reduced decode goes through the codec alone, not libheif (see `HEIFDecoder`).
    var decodesThroughCodec = false

    /// Header facts as a prober reads them.
    public init(
        format: ImageFormat, storedSize: PixelSize, orientation: ExifOrientation, bitDepth: Int,
        colorProfileDescription: String? = nil
    ) {
        self.format = format
        self.storedSize = storedSize
        self.orientation = orientation
        self.bitDepth = bitDepth
        self.colorProfileDescription = colorProfileDescription
        self.colorSource = .unspecified
    }

    /// Header facts with the colour information the decoders manage; its description is `colorSource`'s.
    init(
        format: ImageFormat, storedSize: PixelSize, orientation: ExifOrientation, bitDepth: Int,
        colorSource: SourceColor
    ) {
        self.init(
            format: format, storedSize: storedSize, orientation: orientation, bitDepth: bitDepth,
            colorProfileDescription: colorSource.description)
        self.colorSource = colorSource
    }

    /// The size as displayed: orientations 5-8 exchange width and height.
    public var size: PixelSize { orientation.swapsDimensions ? storedSize.transposed : storedSize }
}
