import FilmstripImage

/// Reads a file's format, size and orientation from its header alone: no pixel is decoded, and only the
/// header's bytes are read, so probing a 24 MP photo costs a few small reads.
public enum ImageProber {
    /// The header facts of the image at `path`.
    public static func probe(path: String) throws -> ImageInfo {
        let file = try FileByteSource(path: path)
        return try probe(file, path: path)
    }

    /// The header facts of an image already in memory; `path` names it in errors.
    public static func probe(data: [UInt8], path: String) throws -> ImageInfo {
        try probe(MemoryByteSource(data: data), path: path)
    }

    static func probe(_ source: ByteSource, path: String) throws -> ImageInfo {
        if source.count == 0 { throw DecodeError.empty(path: path) }
        let signature = try source.bytes(at: 0, length: ImageFormat.signatureLength)
        guard let format = ImageFormat(signature: signature) else {
            if signature.count >= 4, Array(signature[1...3]) == Array("PNG".utf8) {
                throw DecodeError.corrupt(
                    path: path, reason: "damaged PNG signature (line endings converted in transfer?)")
            }
            throw DecodeError.notAnImage(path: path)
        }
        switch format {
        case .jpeg:
            return try JPEGHeader.read(from: source, path: path).info
        case .png:
            return try PNGHeader.read(from: source, path: path)
        case .heif, .avif:
            // libheif parses boxes from memory; the boxes it needs usually sit before the coded data, but it reads
            // the item locations, so it gets the file. Parsing decodes nothing.
            let header = try HEIFHeader.read(data: try source.bytes(at: 0, length: source.count), path: path)
            return ImageInfo(
                format: format, storedSize: header.size, orientation: .up, bitDepth: header.bitDepth,
                colorSource: header.colorSource)
        case .webp:
            let header = try WebPHeader.read(from: source, path: path)
            return ImageInfo(
                format: .webp, storedSize: header.size, orientation: .up, bitDepth: 8,
                colorSource: header.colorSource)
        }
    }
}
