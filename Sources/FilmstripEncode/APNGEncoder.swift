import FilmstripImage

/// Writes an animated PNG (APNG): every frame is compressed by libpng as an ordinary PNG, then its image data
/// is re-wrapped as the first frame's IDAT or a later frame's fdAT, each frame preceded by an fcTL giving its
/// delay. Browsers and most viewers play the result; viewers without APNG support show the first frame.
public struct APNGEncoder: Sendable {
    public var compression: PNGCompression
    /// How often the animation plays; 0 loops forever.
    public var plays: Int

    public init(compression: PNGCompression = .fast, plays: Int = 0) {
        self.compression = compression
        self.plays = plays
    }

    /// Assembles frames that were already encoded by `encodeFrame`. Every frame shows for `delay` seconds
    /// given as a fraction (`numerator`/`denominator`), e.g. 1/60 for 60 fps.
    public func assemble(encodedFrames: [[UInt8]], delayNumerator: UInt16, delayDenominator: UInt16) throws -> [UInt8] {
        guard let first = encodedFrames.first else { throw EncodeError.encodingFailed(reason: "an animation needs at least one frame") }
        let header = PNGChunk.chunks(of: first)[0]
        guard header.type == "IHDR" else { throw EncodeError.encodingFailed(reason: "frame 0 has no IHDR") }
        var out: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        // Each frame adds its image data, a 38-byte fcTL and 4 bytes per fdAT (libpng writes 8 KiB IDATs):
        // reserve it all once, so the file is not copied as it grows.
        out.reserveCapacity(encodedFrames.reduce(64) { $0 + $1.count + $1.count / 2048 + 64 })
        header.append(to: &out)
        PNGChunk(type: "acTL", data: UInt32(encodedFrames.count).bigEndianBytes + UInt32(plays).bigEndianBytes).append(to: &out)
        var sequence: UInt32 = 0
        for (index, frame) in encodedFrames.enumerated() {
            let chunks = PNGChunk.chunks(of: frame)
            guard chunks.first?.data == header.data else {
                throw EncodeError.encodingFailed(reason: "frame \(index) differs from frame 0 in size or colour type")
            }
            // fcTL: sequence, width, height, x and y offsets, delay, dispose "none", blend "source".
            let control = sequence.bigEndianBytes + Array(header.data[0..<8]) + UInt32(0).bigEndianBytes
                + UInt32(0).bigEndianBytes + delayNumerator.bigEndianBytes + delayDenominator.bigEndianBytes + [0, 0]
            PNGChunk(type: "fcTL", data: control).append(to: &out)
            sequence += 1
            for chunk in chunks where chunk.type == "IDAT" {
                if index == 0 {
                    chunk.append(to: &out)
                } else {
                    PNGChunk(type: "fdAT", data: sequence.bigEndianBytes + chunk.data).append(to: &out)
                    sequence += 1
                }
            }
        }
        PNGChunk(type: "IEND", data: []).append(to: &out)
        return out
    }

    /// Encodes one frame for `assemble`; every frame of an animation must use the same `keepAlpha`.
    public func encodeFrame(_ image: RGBAImage, keepAlpha: Bool) throws -> [UInt8] {
        try PNGEncoder(compression: compression).encode(image, keepAlpha: keepAlpha)
    }
}
