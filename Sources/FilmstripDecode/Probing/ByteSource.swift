/// Random access to a file's bytes, so header readers can skip over segments without reading them: what an
/// `ImageFormatDecoder` probes.
public protocol ByteSource {
    /// The total number of bytes.
    var count: Int { get }
    /// Up to `length` bytes from `offset`; fewer only at the end of the data.
    func bytes(at offset: Int, length: Int) throws -> [UInt8]
}

extension ByteSource {
    /// Exactly `length` bytes from `offset`, or nil when the data ends first.
    public func exactBytes(at offset: Int, length: Int) throws -> [UInt8]? {
        guard offset >= 0, length >= 0, offset <= count - length else { return nil }
        let result = try bytes(at: offset, length: length)
        return result.count == length ? result : nil
    }
}

/// Bytes already in memory (a file about to be decoded).
struct MemoryByteSource: ByteSource {
    let data: [UInt8]

    var count: Int { data.count }

    func bytes(at offset: Int, length: Int) -> [UInt8] {
        let start = min(max(offset, 0), data.count)
        let end = min(start + max(length, 0), data.count)
        return Array(data[start..<end])
    }
}
