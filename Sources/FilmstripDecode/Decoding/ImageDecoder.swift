import FilmstripImage

/// Decodes the formats of `options.formats` (JPEG, PNG, HEIF/AVIF and WebP as standard) to upright RGBA in the
/// output colour space: recognise the format, probe its header, refuse oversized images before allocating, then
/// hand the bytes to the format's decoder, once its estimated memory is reserved from `memoryBudget`.
public struct ImageDecoder: Sendable {
    /// Limits, damaged-data handling and the colour space to convert to.
    public var options: DecodeOptions
    /// What decodes running at once share: each decode waits for its estimated peak to fit.
    package var memoryBudget: DecodeMemoryBudget

    /// A decoder with `options`, sharing the process's memory budget with every other decode.
    public init(options: DecodeOptions = DecodeOptions()) {
        self.init(options: options, memoryBudget: .shared)
    }

    /// A decoder with `options` reserving from `memoryBudget` (tests give it a budget of their own).
    package init(options: DecodeOptions = DecodeOptions(), memoryBudget: DecodeMemoryBudget) {
        self.options = options
        self.memoryBudget = memoryBudget
    }

    /// Decodes the file at `path`.
    public func decode(path: String) throws -> DecodedImage {
        let file = try FileByteSource(path: path)
        let (decoder, format) = try ImageProber.recognise(file, path: path, formats: options.formats)
        let info = try decoder.probe(file, format: format, path: path)
        try checkPixelLimit(info, path: path)
        return try memoryBudget.withReservation(of: decoder.estimatedPeakBytes(of: info, options: options)) {
            try decoder.decode(try file.readAll(), info: info, path: path, options: options)
        }
    }

    /// Decodes an image already in memory; `path` names it in errors.
    public func decode(data: [UInt8], path: String) throws -> DecodedImage {
        let source = MemoryByteSource(data: data)
        let (decoder, format) = try ImageProber.recognise(source, path: path, formats: options.formats)
        let info = try decoder.probe(source, format: format, path: path)
        try checkPixelLimit(info, path: path)
        return try memoryBudget.withReservation(of: decoder.estimatedPeakBytes(of: info, options: options)) {
            try decoder.decode(data, info: info, path: path, options: options)
        }
    }

    private func checkPixelLimit(_ info: ImageInfo, path: String) throws {
        if info.storedSize.area > options.maxPixels {
            throw DecodeError.tooManyPixels(
                path: path, width: info.storedSize.width, height: info.storedSize.height,
                limit: options.maxPixels)
        }
    }
}
