import FilmstripImage

/// Reads what a PNG's chunks before the image data say: IHDR, checked against the spec; the orientation from an
/// eXIf chunk; the colours from iCCP, else sRGB, else cHRM + gAMA together (a lone gAMA is ignored, as most viewers
/// do).
enum PNGHeader {
    /// Bit depths the PNG spec allows for each colour type.
    private static let allowedBitDepths: [Int: Set<Int>] = [
        0: [1, 2, 4, 8, 16], 2: [8, 16], 3: [1, 2, 4, 8], 4: [8, 16], 6: [8, 16],
    ]

    /// Reads IHDR, then chunk headers only (skipping their data) until the first IDAT, looking for eXIf.
    static func read(from source: ByteSource, path: String) throws -> ImageInfo {
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
        let width = u32(ihdr[8...11])
        let height = u32(ihdr[12...15])
        let bitDepth = Int(ihdr[16])
        let colorType = Int(ihdr[17])
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
        var profile: SourceColor?
        var declaresSRGB = false
        var gamma: Int?
        var chromaticities: [Int]?
        while let header = try source.exactBytes(at: position, length: 8) {
            let length = u32(header[0...3])
            let type = String(decoding: header[4...7], as: UTF8.self)
            guard length <= Int(Int32.max) else { throw corrupt("chunk \(type) has an invalid length") }
            if type == "IDAT" {
                sawImageData = true
                break
            }
            if type == "IEND" { break }
            if type == "eXIf", let payload = try source.exactBytes(at: position + 8, length: length),
                let value = ExifReader.orientation(inTIFF: payload)
            {
                orientation = ExifOrientation(tagValue: value)
            }
            if type == "iCCP", profile == nil, let payload = try source.exactBytes(at: position + 8, length: length) {
                profile = ICCProfile.fromPNGChunk(payload)
            }
            if type == "sRGB" { declaresSRGB = true }
            if type == "gAMA", length == 4, let payload = try source.exactBytes(at: position + 8, length: 4) {
                gamma = u32(payload[0...3])
            }
            if type == "cHRM", length == 32, let payload = try source.exactBytes(at: position + 8, length: 32) {
                chromaticities = (0..<8).map { u32(payload[$0 * 4..<$0 * 4 + 4]) }
            }
            position += 12 + length
        }
        guard sawImageData else { throw corrupt("no image data (IDAT chunk) in the file") }
        return ImageInfo(
            format: .png, storedSize: PixelSize(width: width, height: height), orientation: orientation,
            bitDepth: bitDepth,
            colorSource: profile ?? (declaresSRGB ? .sRGB : colorSource(gamma: gamma, chromaticities: chromaticities)))
    }

    /// cHRM + gAMA as a source description. A file gamma within 1% of 1/2.2 with sRGB primaries is how tools
    /// spell sRGB without the sRGB chunk (libpng treats it so too), and is taken as sRGB.
    static func colorSource(gamma: Int?, chromaticities values: [Int]?) -> SourceColor {
        guard let gamma, let values else { return .unspecified }
        let v = values.map { Double($0) / 100_000 }
        let chromaticities = Chromaticities(
            white: (v[0], v[1]), red: (v[2], v[3]), green: (v[4], v[5]), blue: (v[6], v[7]))
        guard gamma > 0, chromaticities.isPlausible else { return .unusable("implausible gAMA or cHRM chunk") }
        let fileGamma = Double(gamma) / 100_000
        if abs(fileGamma * 2.2 - 1) < 0.01, chromaticities.isClose(to: .sRGB) { return .sRGB }
        return .primaries(chromaticities, abs(fileGamma - 1) < 1e-6 ? .linear : .power(1 / fileGamma))
    }
}
