import FilmstripImage

/// What a file's header says, read without decoding any pixels.
public struct ImageInfo: Sendable, Equatable {
    public var format: ImageFormat
    /// The pixel size as stored in the file, before orientation.
    public var storedSize: PixelSize
    /// The EXIF orientation, `.up` when absent or out of range.
    public var orientation: ExifOrientation
    /// Bits per sample as stored (8 for ordinary JPEGs; 1, 2, 4, 8 or 16 for PNG).
    public var bitDepth: Int

    public init(format: ImageFormat, storedSize: PixelSize, orientation: ExifOrientation, bitDepth: Int) {
        self.format = format
        self.storedSize = storedSize
        self.orientation = orientation
        self.bitDepth = bitDepth
    }

    /// The size as displayed: orientations 5-8 exchange width and height.
    public var size: PixelSize { orientation.swapsDimensions ? storedSize.transposed : storedSize }
}
