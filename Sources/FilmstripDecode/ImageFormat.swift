/// The file formats Filmstrip reads, recognised by their signature bytes (never by file extension).
public enum ImageFormat: String, Sendable, Codable {
    case jpeg
    case png

    /// The format whose signature starts `bytes`, or nil.
    public init?(signature bytes: [UInt8]) {
        if bytes.count >= 3, bytes[0] == 0xFF, bytes[1] == 0xD8, bytes[2] == 0xFF {
            self = .jpeg
        } else if bytes.count >= 8, Array(bytes[0..<8]) == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] {
            self = .png
        } else {
            return nil
        }
    }
}
