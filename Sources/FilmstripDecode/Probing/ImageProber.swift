import FilmstripImage

/// Reads a file's format, size and orientation from its header alone: no pixel is decoded, and only the
/// header's bytes are read, so probing a 24 MP photo costs a few small reads.
public enum ImageProber {
    /// The header facts of the image at `path`, in one of `formats`.
    public static func probe(path: String, formats: ImageFormatRegistry = .standard) throws -> ImageInfo {
        let file = try FileByteSource(path: path)
        return try probe(file, path: path, formats: formats)
    }

    /// The header facts of an image already in memory; `path` names it in errors.
    public static func probe(
        data: [UInt8], path: String, formats: ImageFormatRegistry = .standard
    ) throws -> ImageInfo {
        try probe(MemoryByteSource(data: data), path: path, formats: formats)
    }

    static func probe(_ source: any ByteSource, path: String, formats: ImageFormatRegistry) throws -> ImageInfo {
        let (decoder, format) = try recognise(source, path: path, formats: formats)
        return try decoder.probe(source, format: format, path: path)
    }

    /// The registered decoder whose signature starts `source`, and its format; else why there is none.
    static func recognise(
        _ source: any ByteSource, path: String, formats: ImageFormatRegistry
    ) throws -> (decoder: any ImageFormatDecoder, format: ImageFormat) {
        if source.count == 0 { throw DecodeError.empty(path: path) }
        let signature = try source.bytes(at: 0, length: formats.signatureLength)
        if let recognised = formats.recognise(signature: signature) { return recognised }
        if let damage = formats.decoders.lazy.compactMap({ $0.damage(inUnrecognisedSignature: signature) }).first {
            throw DecodeError.corrupt(path: path, reason: damage)
        }
        throw DecodeError.notAnImage(path: path)
    }
}
