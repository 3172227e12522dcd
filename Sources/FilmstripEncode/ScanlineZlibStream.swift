import CDeflate
import CFilmstripPixels

/// The zlib stream (RFC 1950) of a PNG's filtered scanlines, at the effort a `PNGCompression` asks for.
struct ScanlineZlibStream: ~Copyable {
    /// libdeflate's compressor for `default` and `best`; nil for `fast`, which has a coder of its own.
    private let compressor: OpaquePointer?

    init(_ compression: PNGCompression) throws {
        switch compression {
        case .fast:
            compressor = nil
        case .default, .best:
            guard let made = libdeflate_alloc_compressor(compression == .best ? 12 : 6) else {
                throw EncodeError.encodingFailed(reason: "not enough memory for the compressor")
            }
            compressor = made
        }
    }

    deinit { if let compressor { libdeflate_free_compressor(compressor) } }

    /// The most `compress` may write for `count` bytes.
    func bound(_ count: Int) -> Int {
        guard let compressor else { return 2 + fs_deflate_huffman_bound(count) + 4 }
        return libdeflate_zlib_compress_bound(compressor, count)
    }

    /// Writes the stream of `count` bytes at `data` to `out`; returns its length, or 0 when `capacity` is short.
    func compress(_ data: UnsafePointer<UInt8>, count: Int, into out: UnsafeMutablePointer<UInt8>, capacity: Int) -> Int
    {
        if let compressor { return libdeflate_zlib_compress(compressor, data, count, out, capacity) }
        guard capacity >= 6 else { return 0 }
        out[0] = 0x78  // deflate with a 32 KiB window, no dictionary, "fastest"
        out[1] = 0x01
        let deflated = fs_deflate_huffman(data, count, out + 2, capacity - 6)
        guard deflated > 0 else { return 0 }
        let adler = libdeflate_adler32(1, data, count)
        for (index, shift) in [24, 16, 8, 0].enumerated() {
            out[2 + deflated + index] = UInt8(adler >> UInt32(shift) & 0xFF)
        }
        return 2 + deflated + 4
    }
}
