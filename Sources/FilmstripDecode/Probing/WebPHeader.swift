import FilmstripImage

/// What a WebP's RIFF chunks say: the canvas size (from VP8X, or the VP8 / VP8L frame header of a simple file),
/// alpha, animation, and the ICCP profile. Only chunk headers and the few bytes that hold sizes are read.
struct WebPHeader: Equatable {
    var size: PixelSize
    var hasAlpha: Bool
    var isAnimated: Bool
    var colorSource: SourceColor

    static func read(from source: ByteSource, path: String) throws -> WebPHeader {
        func corrupt(_ reason: String) -> DecodeError { .corrupt(path: path, reason: reason) }
        func u24(_ b: [UInt8], _ at: Int) -> Int { Int(b[at]) | Int(b[at + 1]) << 8 | Int(b[at + 2]) << 16 }
        guard let first = try source.exactBytes(at: 12, length: 8) else {
            throw corrupt("file ends before the first chunk (truncated WebP)")
        }
        let firstType = String(decoding: first[0..<4], as: UTF8.self)
        let firstLength = u24(first, 4) | Int(first[7]) << 24
        switch firstType {
        case "VP8 ":
            guard let frame = try source.exactBytes(at: 20, length: 10) else {
                throw corrupt("truncated VP8 frame header")
            }
            guard frame[0] & 1 == 0, frame[3] == 0x9D, frame[4] == 0x01, frame[5] == 0x2A else {
                throw corrupt("VP8 data does not start with a key frame")
            }
            let width = (Int(frame[6]) | Int(frame[7]) << 8) & 0x3FFF
            let height = (Int(frame[8]) | Int(frame[9]) << 8) & 0x3FFF
            return try made(width, height, alpha: false, animated: false, color: .unspecified)
        case "VP8L":
            guard let header = try source.exactBytes(at: 20, length: 5), header[0] == 0x2F else {
                throw corrupt("VP8L data lacks its signature")
            }
            let bits = Int(header[1]) | Int(header[2]) << 8 | Int(header[3]) << 16 | Int(header[4]) << 24
            return try made(
                (bits & 0x3FFF) + 1, (bits >> 14 & 0x3FFF) + 1, alpha: bits >> 28 & 1 == 1, animated: false,
                color: .unspecified)
        case "VP8X":
            guard firstLength >= 10, let extended = try source.exactBytes(at: 20, length: 10) else {
                throw corrupt("truncated VP8X chunk")
            }
            let flags = extended[0]
            var color = SourceColor.unspecified
            if flags & 0x20 != 0 {
                // The ICCP chunk follows VP8X (the spec puts it there); walk chunk headers to find it anyway.
                var position = 20 + firstLength + (firstLength & 1)
                var chunks = 0
                while chunks < 64, let chunk = try source.exactBytes(at: position, length: 8) {
                    let type = String(decoding: chunk[0..<4], as: UTF8.self)
                    let length = u24(chunk, 4) | Int(chunk[7]) << 24
                    if type == "ICCP" {
                        color =
                            try source.exactBytes(at: position + 8, length: length).map { .icc($0) }
                            ?? .unusable("truncated ICCP chunk")
                        break
                    }
                    position += 8 + length + (length & 1)
                    chunks += 1
                }
            }
            return try made(
                u24(extended, 4) + 1, u24(extended, 7) + 1, alpha: flags & 0x10 != 0,
                animated: flags & 0x02 != 0, color: color)
        default:
            throw corrupt("unknown first WebP chunk \(firstType.debugDescription)")
        }

        func made(_ width: Int, _ height: Int, alpha: Bool, animated: Bool, color: SourceColor) throws -> WebPHeader {
            guard width > 0, height > 0 else { throw corrupt("WebP declares a \(width)x\(height) image") }
            return WebPHeader(
                size: PixelSize(width: width, height: height), hasAlpha: alpha, isAnimated: animated,
                colorSource: color)
        }
    }
}
