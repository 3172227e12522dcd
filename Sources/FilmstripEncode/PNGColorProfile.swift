/// An ICC profile to embed in an encoded PNG's `iCCP` chunk, so viewers know the pixels' colour space
/// (Display P3 renders are tagged as an iPhone screenshot is). Untagged PNGs mean sRGB.
public struct PNGColorProfile: Sendable, Equatable {
    /// The profile name written in the chunk (1 to 79 Latin-1 characters).
    public var name: String
    /// The ICC profile itself.
    public var bytes: [UInt8]

    public init(name: String, bytes: [UInt8]) {
        self.name = name
        self.bytes = bytes
    }

    /// The `iCCP` chunk: name, NUL, compression method 0, then the profile as a zlib stream. The stream uses
    /// stored (uncompressed) deflate blocks: a profile is a few hundred bytes, and this needs no zlib binding.
    var chunk: PNGChunk {
        var data = Array(name.utf8.prefix(79)) + [0, 0]
        data += [0x78, 0x01]
        var offset = 0
        repeat {
            let count = min(65_535, bytes.count - offset)
            let final: UInt8 = offset + count == bytes.count ? 1 : 0
            data += [final, UInt8(count & 0xFF), UInt8(count >> 8), UInt8(~count & 0xFF), UInt8((~count >> 8) & 0xFF)]
            data += bytes[offset..<offset + count]
            offset += count
        } while offset < bytes.count
        var a: UInt32 = 1, b: UInt32 = 0
        for byte in bytes {
            a = (a + UInt32(byte)) % 65_521
            b = (b + a) % 65_521
        }
        data += (b << 16 | a).bigEndianBytes
        return PNGChunk(type: "iCCP", data: data)
    }
}
