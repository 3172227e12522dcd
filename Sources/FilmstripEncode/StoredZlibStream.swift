/// A zlib stream (RFC 1950) of stored, uncompressed deflate blocks: for the few small payloads that need a valid
/// stream without a compressor (an ICC profile in `iCCP`, test PNGs).
package enum StoredZlibStream {
    package static func wrapping(_ bytes: [UInt8]) -> [UInt8] {
        var stream: [UInt8] = [0x78, 0x01]
        stream.reserveCapacity(bytes.count + bytes.count / 65_535 * 5 + 11)
        var offset = 0
        repeat {
            let count = min(65_535, bytes.count - offset)
            let final: UInt8 = offset + count == bytes.count ? 1 : 0
            stream += [final, UInt8(count & 0xFF), UInt8(count >> 8), UInt8(~count & 0xFF), UInt8((~count >> 8) & 0xFF)]
            stream += bytes[offset..<offset + count]
            offset += count
        } while offset < bytes.count
        var a: UInt32 = 1, b: UInt32 = 0
        for byte in bytes {
            a = (a + UInt32(byte)) % 65_521
            b = (b + a) % 65_521
        }
        return stream + (b << 16 | a).bigEndianBytes
    }
}
