/// The file formats Filmstrip reads, recognised by their signature bytes (never by file extension).
public enum ImageFormat: String, Sendable, Codable {
    /// JPEG, decoded by libjpeg-turbo.
    case jpeg
    /// PNG, decoded by libpng or, for plain files, by libdeflate directly.
    case png
    /// HEIF with HEVC (iPhone HEIC) or another still-image codec libheif decodes.
    case heif
    /// HEIF with AV1.
    case avif
    /// WebP, decoded by libwebp (the first frame of an animation).
    case webp

    /// The bytes `init(signature:)` needs to tell every format apart (an ISO-BMFF `ftyp` box with its brands).
    static let signatureLength = 32

    /// The format whose signature starts `bytes`, or nil.
    public init?(signature bytes: [UInt8]) {
        if bytes.count >= 3, bytes[0] == 0xFF, bytes[1] == 0xD8, bytes[2] == 0xFF {
            self = .jpeg
        } else if bytes.count >= 8, Array(bytes[0..<8]) == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] {
            self = .png
        } else if bytes.count >= 12, Array(bytes[0..<4]) == Array("RIFF".utf8),
            Array(bytes[8..<12]) == Array("WEBP".utf8)
        {
            self = .webp
        } else if let format = ImageFormat.isoMediaFormat(bytes) {
            self = format
        } else {
            return nil
        }
    }

    /// HEIF or AVIF from the `ftyp` box: the major brand, else the compatible brands within `bytes`.
    private static func isoMediaFormat(_ bytes: [UInt8]) -> ImageFormat? {
        guard bytes.count >= 12, Array(bytes[4..<8]) == Array("ftyp".utf8) else { return nil }
        let boxSize = Int(bytes[0]) << 24 | Int(bytes[1]) << 16 | Int(bytes[2]) << 8 | Int(bytes[3])
        let end = min(bytes.count, max(boxSize, 12))
        var brands = [String(decoding: bytes[8..<12], as: UTF8.self)]
        var position = 16
        while position + 4 <= end {
            brands.append(String(decoding: bytes[position..<position + 4], as: UTF8.self))
            position += 4
        }
        let avif: Set<String> = ["avif", "avis"]
        let heif: Set<String> = ["heic", "heix", "heim", "heis", "hevc", "hevx", "mif1", "msf1"]
        if avif.contains(brands[0]) { return .avif }
        if heif.contains(brands[0]) && brands[0] != "mif1" && brands[0] != "msf1" { return .heif }
        if brands.contains(where: avif.contains) { return .avif }
        if brands.contains(where: heif.contains) { return .heif }
        return nil
    }
}
