import FilmstripImage

/// One PNG chunk: a four-letter type and its data. Used to split encoded frames and assemble animated PNGs.
struct PNGChunk: Equatable {
    var type: String
    var data: [UInt8]

    /// The chunk as it appears in a file: length, type, data, CRC.
    var bytes: [UInt8] {
        var out: [UInt8] = []
        append(to: &out)
        return out
    }

    /// Appends the chunk to `out` without intermediate copies (frames' data chunks are large).
    func append(to out: inout [UInt8]) {
        var crc = CRC32()
        crc.update(type.utf8)
        crc.update(data)
        out += UInt32(data.count).bigEndianBytes
        out += type.utf8
        out += data
        out += crc.value.bigEndianBytes
    }

    /// An IHDR chunk's width and height.
    var imageSize: (width: Int, height: Int) {
        func field(_ at: Int) -> Int { data[at..<at + 4].reduce(0) { $0 << 8 | Int($1) } }
        return (field(0), field(4))
    }

    /// The chunks of a PNG file produced by `PNGEncoder` (trusted input: lengths are not re-validated beyond bounds).
    static func chunks(of png: [UInt8]) -> [PNGChunk] {
        var chunks: [PNGChunk] = []
        var position = 8
        while position + 12 <= png.count {
            let length = png[position..<position + 4].reduce(0) { $0 << 8 | Int($1) }
            let type = String(decoding: png[position + 4..<position + 8], as: UTF8.self)
            let end = min(position + 8 + length, png.count)
            chunks.append(PNGChunk(type: type, data: Array(png[position + 8..<end])))
            position = end + 4
        }
        return chunks
    }
}

extension UInt32 {
    var bigEndianBytes: [UInt8] {
        [UInt8(self >> 24), UInt8(self >> 16 & 0xFF), UInt8(self >> 8 & 0xFF), UInt8(self & 0xFF)]
    }
}

extension UInt16 {
    var bigEndianBytes: [UInt8] { [UInt8(self >> 8), UInt8(self & 0xFF)] }
}
