/// What a shard's image must look like before a merge copies it into a report: a PNG or a WebP by its signature,
/// with a header whose dimensions are within the report's limits. Anything else (an HTML page named `.png`, a
/// script) would run on the report's origin when opened from it.
enum ReportImageSignature {
    /// The largest width or height a report image may have.
    static let maximumSide = 65_535
    /// The most pixels a report image may have: a 16-megapixel frame at most.
    static let maximumPixels = 16_000_000

    /// Nil when `bytes` is a PNG or WebP within the limits; otherwise why not, worded to follow the path.
    static func problem(_ bytes: [UInt8]) -> String? {
        guard let (width, height) = dimensions(bytes) else {
            return "is not a PNG or WebP image (only images are copied into a report)"
        }
        guard width >= 1, height >= 1, width <= maximumSide, height <= maximumSide, width * height <= maximumPixels
        else { return "is a \(width)x\(height) image, over the \(maximumPixels)-pixel limit of a report image" }
        return nil
    }

    private static func dimensions(_ b: [UInt8]) -> (Int, Int)? {
        let png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        if b.count >= 24, Array(b[0..<8]) == png, Array(b[12..<16]) == Array("IHDR".utf8) {
            return (bigEndian(b, 16), bigEndian(b, 20))
        }
        guard b.count >= 30, Array(b[0..<4]) == Array("RIFF".utf8), Array(b[8..<12]) == Array("WEBP".utf8) else {
            return nil
        }
        let chunk = String(decoding: b[12..<16], as: UTF8.self)
        switch chunk {
        case "VP8 " where b[23] == 0x9D && b[24] == 0x01 && b[25] == 0x2A:
            return (Int(b[26]) | Int(b[27] & 0x3F) << 8, Int(b[28]) | Int(b[29] & 0x3F) << 8)
        case "VP8L" where b[20] == 0x2F:
            let bits = Int(b[21]) | Int(b[22]) << 8 | Int(b[23]) << 16 | Int(b[24]) << 24
            return ((bits & 0x3FFF) + 1, ((bits >> 14) & 0x3FFF) + 1)
        case "VP8X":
            return (littleEndian24(b, 24) + 1, littleEndian24(b, 27) + 1)
        default:
            return nil
        }
    }

    private static func bigEndian(_ b: [UInt8], _ at: Int) -> Int {
        Int(b[at]) << 24 | Int(b[at + 1]) << 16 | Int(b[at + 2]) << 8 | Int(b[at + 3])
    }

    private static func littleEndian24(_ b: [UInt8], _ at: Int) -> Int {
        Int(b[at]) | Int(b[at + 1]) << 8 | Int(b[at + 2]) << 16
    }
}
