import FilmstripImage

/// Writes an animated PNG (APNG) in memory: every frame is compressed by libpng as an ordinary PNG, then re-wrapped
/// by `APNGStreamWriter`. Browsers and most viewers play the result; viewers without APNG support show the first frame.
package struct APNGEncoder: Sendable {
    /// How hard each frame is compressed.
    package var compression: PNGCompression
    /// How often the animation plays; 0 loops forever.
    package var plays: Int
    /// When set, every frame carries it (`iCCP`) and so does the animation, after its header.
    package var colorProfile: PNGColorProfile?

    /// An encoder whose animation plays `plays` times (0: forever).
    package init(compression: PNGCompression = .fast, plays: Int = 0) {
        self.compression = compression
        self.plays = plays
    }

    /// Assembles frames that were already encoded by `encodeFrame`. Every frame shows for `delay` seconds
    /// given as a fraction (`numerator`/`denominator`), e.g. 1/60 for 60 fps.
    package func assemble(encodedFrames: [[UInt8]], delayNumerator: UInt16, delayDenominator: UInt16) throws -> [UInt8]
    {
        guard !encodedFrames.isEmpty else {
            throw EncodeError.encodingFailed(reason: "an animation needs at least one frame")
        }
        var out: [UInt8] = []
        // Each frame adds its image data, a 38-byte fcTL and 4 bytes per fdAT (libpng writes 8 KiB IDATs):
        // reserve it all once, so the file is not copied as it grows.
        out.reserveCapacity(encodedFrames.reduce(64) { $0 + $1.count + $1.count / 2048 + 64 })
        let writer = APNGStreamWriter(
            frameCount: encodedFrames.count, plays: plays, delayNumerator: delayNumerator,
            delayDenominator: delayDenominator
        ) { out += $0 }
        for frame in encodedFrames { try writer.append(encodedFrame: frame) }
        try writer.finish()
        return out
    }

    /// Encodes one frame for `assemble`; every frame of an animation must use the same `keepAlpha`.
    package func encodeFrame(_ image: RGBAImage, keepAlpha: Bool) throws -> [UInt8] {
        try PNGEncoder(compression: compression, colorProfile: colorProfile).encode(image, keepAlpha: keepAlpha)
    }
}
