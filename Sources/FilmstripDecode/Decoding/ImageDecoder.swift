import FilmstripImage

/// Decodes JPEG, PNG, HEIF/AVIF and WebP files to upright RGBA in the output colour space: probe the header, refuse oversized images before allocating,
/// then hand the bytes to the format's decoder.
public struct ImageDecoder: Sendable {
    /// Limits, damaged-data handling and the colour space to convert to.
    public var options: DecodeOptions

    /// A decoder with `options`.
    public init(options: DecodeOptions = DecodeOptions()) {
        self.options = options
    }

    /// Decodes the file at `path`.
    public func decode(path: String) throws -> DecodedImage {
        let file = try FileByteSource(path: path)
        let info = try ImageProber.probe(file, path: path)
        try checkPixelLimit(info, path: path)
        return try decode(try file.readAll(), info: info, path: path)
    }

    /// Decodes an image already in memory; `path` names it in errors.
    public func decode(data: [UInt8], path: String) throws -> DecodedImage {
        let info = try ImageProber.probe(data: data, path: path)
        try checkPixelLimit(info, path: path)
        return try decode(data, info: info, path: path)
    }

    private func decode(_ data: [UInt8], info: ImageInfo, path: String) throws -> DecodedImage {
        let decoder: ImageDecoding =
            switch info.format {
            case .jpeg: JPEGDecoder()
            case .png: PNGDecoder()
            case .heif, .avif: HEIFDecoder()
            case .webp: WebPDecoder()
            }
        return try decoder.decode(data, info: info, path: path, options: options)
    }

    private func checkPixelLimit(_ info: ImageInfo, path: String) throws {
        if info.storedSize.area > options.maxPixels {
            throw DecodeError.tooManyPixels(
                path: path, width: info.storedSize.width, height: info.storedSize.height,
                limit: options.maxPixels)
        }
    }
}
