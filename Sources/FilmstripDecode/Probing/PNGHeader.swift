import FilmstripImage

/// What a PNG's IHDR chunk says, checked against the spec, plus the orientation from an eXIf chunk.
struct PNGHeader: Equatable {
    var size: PixelSize
    var bitDepth: Int
    var colorType: Int
    var interlaced: Bool
    var orientation: ExifOrientation

    /// Bit depths the PNG spec allows for each colour type.
    private static let allowedBitDepths: [Int: Set<Int>] = [
        0: [1, 2, 4, 8, 16], 2: [8, 16], 3: [1, 2, 4, 8], 4: [8, 16], 6: [8, 16],
    ]

    /// Reads IHDR, then chunk headers only (skipping their data) until the first IDAT, looking for eXIf.
    static func read(from source: ByteSource, path: String) throws -> PNGHeader {
        func corrupt(_ reason: String) -> DecodeError { .corrupt(path: path, reason: reason) }
        guard let ihdr = try source.exactBytes(at: 8, length: 25) else {
            throw corrupt("file ends inside the IHDR chunk (truncated PNG)")
        }
        guard ihdr[0...7] == [0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52] else {
            throw corrupt("first chunk is not a 13-byte IHDR")
        }
        let storedCRC = ihdr[21...24].reduce(UInt32(0)) { $0 << 8 | UInt32($1) }
        guard CRC32.checksum(ihdr[4..<21]) == storedCRC else { throw corrupt("IHDR chunk fails its CRC check") }
        func u32(_ bytes: ArraySlice<UInt8>) -> Int { bytes.reduce(0) { $0 << 8 | Int($1) } }
        let width = u32(ihdr[8...11]), height = u32(ihdr[12...15])
        let bitDepth = Int(ihdr[16]), colorType = Int(ihdr[17])
        guard width > 0, height > 0, width <= Int(Int32.max), height <= Int(Int32.max) else {
            throw corrupt("IHDR declares an invalid size \(width)x\(height)")
        }
        guard let depths = allowedBitDepths[colorType] else { throw corrupt("invalid colour type \(colorType)") }
        guard depths.contains(bitDepth) else {
            throw corrupt("invalid bit depth \(bitDepth) for colour type \(colorType)")
        }
        guard ihdr[18] == 0, ihdr[19] == 0, ihdr[20] <= 1 else {
            throw corrupt("invalid compression, filter or interlace method in IHDR")
        }
        var orientation: ExifOrientation = .up
        var position = 33
        var sawImageData = false
        while let header = try source.exactBytes(at: position, length: 8) {
            let length = u32(header[0...3])
            let type = String(decoding: header[4...7], as: UTF8.self)
            guard length <= Int(Int32.max) else { throw corrupt("chunk \(type) has an invalid length") }
            if type == "IDAT" { sawImageData = true; break }
            if type == "IEND" { break }
            if type == "eXIf", let payload = try source.exactBytes(at: position + 8, length: length),
               let value = ExifReader.orientation(inTIFF: payload) {
                orientation = ExifOrientation(tagValue: value)
            }
            position += 12 + length
        }
        guard sawImageData else { throw corrupt("no image data (IDAT chunk) in the file") }
        return PNGHeader(size: PixelSize(width: width, height: height), bitDepth: bitDepth, colorType: colorType,
                         interlaced: ihdr[20] == 1, orientation: orientation)
    }
}
