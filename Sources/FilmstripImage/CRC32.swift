/// The CRC-32 of PNG chunks (ISO 3309, polynomial 0xEDB88320), for checking headers and writing APNG chunks.
package struct CRC32: Sendable {
    private static let table: [UInt32] = (0..<256).map { n -> UInt32 in
        var c = UInt32(n)
        for _ in 0..<8 { c = (c & 1) != 0 ? 0xEDB8_8320 ^ (c >> 1) : c >> 1 }
        return c
    }

    package private(set) var value: UInt32 = 0

    package init() {}

    /// Continues the checksum over `bytes`.
    package mutating func update<Bytes: Sequence>(_ bytes: Bytes) where Bytes.Element == UInt8 {
        // Generic code called from another module runs unspecialised, a call per byte: hand contiguous
        // storage (arrays, slices) to the pointer loop instead, copying only what is not contiguous.
        if bytes.withContiguousStorageIfAvailable({ update(UnsafeRawBufferPointer($0)) }) == nil {
            Array(bytes).withUnsafeBytes { update($0) }
        }
    }

    /// Continues the checksum over the bytes in `buffer`.
    package mutating func update(_ buffer: UnsafeRawBufferPointer) {
        var c = ~value
        CRC32.table.withUnsafeBufferPointer { table in
            for byte in buffer { c = table[Int((c ^ UInt32(byte)) & 0xFF)] ^ (c >> 8) }
        }
        value = ~c
    }

    /// The checksum of `bytes`.
    package static func checksum<Bytes: Sequence>(_ bytes: Bytes) -> UInt32 where Bytes.Element == UInt8 {
        var crc = CRC32()
        crc.update(bytes)
        return crc.value
    }
}
