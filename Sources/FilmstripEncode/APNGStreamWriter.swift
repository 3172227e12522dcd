import FilmstripImage

/// Writes an animated PNG frame by frame, so a long sequence never has to be held in memory: frames come as PNGs
/// from `APNGEncoder.encodeFrame` (all of one colour type), whole or as the region that changed since the previous
/// frame, and their image data is re-wrapped as the first frame's IDAT or a later frame's fdAT, each behind an fcTL
/// with the frame's delay and position. The first frame's `iCCP` (a Display P3 render's profile) is kept after the
/// header; other chunks are dropped.
package final class APNGStreamWriter {
    private let output: ([UInt8]) throws -> Void
    private let complete: () throws -> Void
    private let frameCount: Int
    private let plays: Int
    private let delay: (numerator: UInt16, denominator: UInt16)
    private var header: PNGChunk?
    /// The animation's size, from the first frame.
    private var canvas = (width: 0, height: 0)
    /// The last frame appended from pixels, which the next one is compared with.
    private var previous: RGBAImage?
    private var sequence: UInt32 = 0
    private var written = 0

    /// An animation of exactly `frameCount` frames (the count goes in the header, before the first frame), each
    /// shown `delayNumerator / delayDenominator` seconds, played `plays` times (0: forever).
    package convenience init(
        path: String, overwrite: Bool, frameCount: Int, plays: Int = 0, delayNumerator: UInt16,
        delayDenominator: UInt16
    ) throws {
        let stream = try AtomicFileStream(path: path, overwrite: overwrite)
        self.init(
            frameCount: frameCount, plays: plays, delayNumerator: delayNumerator, delayDenominator: delayDenominator,
            output: stream.append, complete: stream.commit)
    }

    /// The same, handing the file's bytes to `output` as they are made and calling `complete` at the end.
    package init(
        frameCount: Int, plays: Int = 0, delayNumerator: UInt16, delayDenominator: UInt16,
        output: @escaping ([UInt8]) throws -> Void, complete: @escaping () throws -> Void = {}
    ) {
        precondition(frameCount > 0, "an animation needs at least one frame")
        self.output = output
        self.complete = complete
        self.frameCount = frameCount
        self.plays = plays
        delay = (delayNumerator, delayDenominator)
    }

    /// Appends the next frame, a PNG made by `APNGEncoder.encodeFrame`, stored whole.
    package func append(encodedFrame frame: [UInt8]) throws {
        try append(encodedFrame: frame, x: 0, y: 0, whole: true)
        previous = nil
    }

    /// Appends the next frame from its pixels, storing only the rectangle that changed since the previous frame
    /// appended this way (dispose "none", blend "source", so players draw it over the previous frame; a 1x1 region
    /// when nothing changed, so the frame count and every delay stay as announced), or the whole frame when that
    /// encodes smaller, so the file is never larger than with whole frames. `wholeFrame` gives the frame encoded as
    /// `append(encodedFrame:)` takes it (for a sequence's opaque frames, the frame file already made); it is not
    /// called for an unchanged frame. A region of nine tenths of the frame or more is not encoded: the frame goes
    /// in whole. Regions are encoded with `compression` in the first frame's colour type. Only the previous
    /// frame's pixels are kept.
    package func append(_ image: RGBAImage, compression: PNGCompression, wholeFrame: () throws -> [UInt8]) throws {
        guard let previous, let header, previous.width == image.width, previous.height == image.height else {
            try append(encodedFrame: wholeFrame(), x: 0, y: 0, whole: true)
            self.previous = image
            return
        }
        let changed = ChangedRegion.between(previous, image)
        let region = changed ?? ChangedRegion(x: 0, y: 0, width: 1, height: 1)
        // A region of nine tenths of the frame or more saves too little to pay for encoding it (a scroll along
        // the whole view changes every column): the whole frame, usually already encoded, goes in as it is.
        if region.width * region.height * 10 >= image.width * image.height * 9 {
            try append(encodedFrame: wholeFrame(), x: 0, y: 0, whole: true)
        } else {
            // Colour type 6 is RGBA; otherwise the animation is RGB and so is every region of its opaque frames.
            let keepAlpha = header.data[9] == 6
            let png = try PNGEncoder(compression: compression).encode(region.crop(image), keepAlpha: keepAlpha)
            // Even a third of the frame can compress worse than the whole (photo detail against flat background,
            // seen in a rubber-banding drag): keep the smaller, so the file is never larger than with whole
            // frames. An unchanged frame's 1x1 region needs no comparison.
            let whole = changed != nil ? try wholeFrame() : nil
            if let whole, whole.count <= png.count {
                try append(encodedFrame: whole, x: 0, y: 0, whole: true)
            } else {
                try append(encodedFrame: png, x: region.x, y: region.y, whole: false)
            }
        }
        self.previous = image
    }

    /// Appends `frame`, a PNG of the whole canvas (`whole`) or of a region of it whose top left corner is at `x`, `y`.
    private func append(encodedFrame frame: [UInt8], x: Int, y: Int, whole: Bool) throws {
        let chunks = PNGChunk.chunks(of: frame)
        guard let ihdr = chunks.first, ihdr.type == "IHDR", ihdr.data.count == 13 else {
            throw EncodeError.encodingFailed(reason: "frame \(written) has no IHDR")
        }
        guard written < frameCount else {
            throw EncodeError.encodingFailed(reason: "more frames than the \(frameCount) announced")
        }
        var out: [UInt8] = []
        out.reserveCapacity(frame.count + frame.count / 2048 + 64)
        let (width, height) = ihdr.imageSize
        if let header {
            // Bit depth, colour type, compression, filter and interlace must match the animation's.
            guard ihdr.data[8..<13] == header.data[8..<13] else {
                throw EncodeError.encodingFailed(reason: "frame \(written) differs from frame 0 in colour type")
            }
            if whole && (width != canvas.width || height != canvas.height) {
                throw EncodeError.encodingFailed(reason: "frame \(written) differs from frame 0 in size")
            }
            guard x >= 0, y >= 0, x + width <= canvas.width, y + height <= canvas.height else {
                throw EncodeError.encodingFailed(
                    reason:
                        "frame \(written) (\(width)x\(height) at \(x),\(y)) lies outside the \(canvas.width)x\(canvas.height) animation"
                )
            }
        } else {
            guard x == 0, y == 0 else {
                throw EncodeError.encodingFailed(reason: "the first frame must cover the animation")
            }
            header = ihdr
            canvas = (width, height)
            out += [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
            ihdr.append(to: &out)
            // The first frame's colour profile tags the whole animation (it must precede the image data).
            for chunk in chunks where chunk.type == "iCCP" { chunk.append(to: &out) }
            PNGChunk(type: "acTL", data: UInt32(frameCount).bigEndianBytes + UInt32(plays).bigEndianBytes).append(
                to: &out)
        }
        // fcTL: sequence, width, height, x and y offsets, delay, dispose "none", blend "source".
        let control =
            sequence.bigEndianBytes + Array(ihdr.data[0..<8]) + UInt32(x).bigEndianBytes
            + UInt32(y).bigEndianBytes + delay.numerator.bigEndianBytes + delay.denominator.bigEndianBytes + [0, 0]
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
    package func finish() throws {
        guard written == frameCount else {
            throw EncodeError.encodingFailed(reason: "\(written) frames written, \(frameCount) announced")
        }
        var out: [UInt8] = []
        PNGChunk(type: "IEND", data: []).append(to: &out)
        try output(out)
        try complete()
    }

    /// The frame delay for `fps` as a fraction: exact for whole rates, else in milliseconds.
    package static func delay(framesPerSecond fps: Double) -> (numerator: UInt16, denominator: UInt16) {
        if fps == fps.rounded(), fps >= 1, fps <= Double(UInt16.max) { return (1, UInt16(fps)) }
        return (UInt16(min(65535, max(1, (1000 / fps).rounded()))), 1000)
    }
}
