/// Writes an animated PNG frame by frame, so a long sequence never has to be held in memory: frames come as PNGs
/// from `APNGEncoder.encodeFrame` (all of one size and colour type), and their image data is re-wrapped as the first
/// frame's IDAT or a later frame's fdAT, each behind an fcTL with the frame's delay. The first frame's `iCCP`
/// (a Display P3 render's profile) is kept after the header; other chunks are dropped.
public final class APNGStreamWriter {
    private let output: ([UInt8]) throws -> Void
    private let complete: () throws -> Void
    private let frameCount: Int
    private let plays: Int
    private let delay: (numerator: UInt16, denominator: UInt16)
    private var header: PNGChunk?
    private var sequence: UInt32 = 0
    private var written = 0

    /// An animation of exactly `frameCount` frames (the count goes in the header, before the first frame), each
    /// shown `delayNumerator / delayDenominator` seconds, played `plays` times (0: forever).
    public convenience init(path: String, overwrite: Bool, frameCount: Int, plays: Int = 0, delayNumerator: UInt16,
                            delayDenominator: UInt16) throws {
        let stream = try AtomicFileStream(path: path, overwrite: overwrite)
        self.init(frameCount: frameCount, plays: plays, delayNumerator: delayNumerator, delayDenominator: delayDenominator,
                  output: stream.append, complete: stream.commit)
    }

    /// The same, handing the file's bytes to `output` as they are made and calling `complete` at the end.
    public init(frameCount: Int, plays: Int = 0, delayNumerator: UInt16, delayDenominator: UInt16,
                output: @escaping ([UInt8]) throws -> Void, complete: @escaping () throws -> Void = {}) {
        precondition(frameCount > 0, "an animation needs at least one frame")
        self.output = output
        self.complete = complete
        self.frameCount = frameCount
        self.plays = plays
        delay = (delayNumerator, delayDenominator)
    }

    /// Appends the next frame, a PNG made by `APNGEncoder.encodeFrame`.
    public func append(encodedFrame frame: [UInt8]) throws {
        let chunks = PNGChunk.chunks(of: frame)
        guard let ihdr = chunks.first, ihdr.type == "IHDR" else {
            throw EncodeError.encodingFailed(reason: "frame \(written) has no IHDR")
        }
        guard written < frameCount else { throw EncodeError.encodingFailed(reason: "more frames than the \(frameCount) announced") }
        var out: [UInt8] = []
        out.reserveCapacity(frame.count + frame.count / 2048 + 64)
        if let header {
            guard ihdr.data == header.data else {
                throw EncodeError.encodingFailed(reason: "frame \(written) differs from frame 0 in size or colour type")
            }
        } else {
            header = ihdr
            out += [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
            ihdr.append(to: &out)
            // The first frame's colour profile tags the whole animation (it must precede the image data).
            for chunk in chunks where chunk.type == "iCCP" { chunk.append(to: &out) }
            PNGChunk(type: "acTL", data: UInt32(frameCount).bigEndianBytes + UInt32(plays).bigEndianBytes).append(to: &out)
        }
        // fcTL: sequence, width, height, x and y offsets, delay, dispose "none", blend "source".
        let control = sequence.bigEndianBytes + Array(ihdr.data[0..<8]) + UInt32(0).bigEndianBytes
            + UInt32(0).bigEndianBytes + delay.numerator.bigEndianBytes + delay.denominator.bigEndianBytes + [0, 0]
        PNGChunk(type: "fcTL", data: control).append(to: &out)
        sequence += 1
        for chunk in chunks where chunk.type == "IDAT" {
            if written == 0 {
                chunk.append(to: &out)
            } else {
                PNGChunk(type: "fdAT", data: sequence.bigEndianBytes + chunk.data).append(to: &out)
                sequence += 1
            }
        }
        try output(out)
        written += 1
    }

    /// Ends the file and puts it in place; every announced frame must have been appended.
    public func finish() throws {
        guard written == frameCount else {
            throw EncodeError.encodingFailed(reason: "\(written) frames written, \(frameCount) announced")
        }
        var out: [UInt8] = []
        PNGChunk(type: "IEND", data: []).append(to: &out)
        try output(out)
        try complete()
    }

    /// The frame delay for `fps` as a fraction: exact for whole rates, else in milliseconds.
    public static func delay(framesPerSecond fps: Double) -> (numerator: UInt16, denominator: UInt16) {
        if fps == fps.rounded(), fps >= 1, fps <= Double(UInt16.max) { return (1, UInt16(fps)) }
        return (UInt16(min(65535, max(1, (1000 / fps).rounded()))), 1000)
    }
}
