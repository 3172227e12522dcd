import CDeflate

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
            stream += [
                final, UInt8(count & 0xFF), UInt8(count >> 8), UInt8(~count & 0xFF), UInt8((~count >> 8) & 0xFF),
            ]
            stream += bytes[offset..<offset + count]
            offset += count
        } while offset < bytes.count
        // libdeflate's Adler-32, as the `fast` PNG writer uses, rather than a loop per byte (slow at -Onone).
        let adler = bytes.withUnsafeBytes { UInt32(libdeflate_adler32(1, $0.baseAddress, $0.count)) }
        return stream + adler.bigEndianBytes
    }
}
