import FilmstripEncode
import FilmstripImage

/// Renders a planned sequence frame by frame, in order, with a bounded number of frames in flight, and streams them
/// to their outputs: memory depends on the frame size and the thread count, never on the number of frames. Frames
/// are rendered and PNG-encoded in parallel batches, each result in its own slot, so every output is byte-identical
/// whatever the thread count.
public struct SequenceRenderer: Sendable {
    /// The scene whose frames are drawn.
    public let prepared: PreparedScene
    /// The motion, sampled once per frame.
    public let sequence: FrameSequence
    /// Threads for rendering and encoding; nil uses every core.
    public var threads: Int?

    /// A renderer of `sequence`'s frames of `prepared`, on `threads` threads (nil: every core).
    public init(prepared: PreparedScene, sequence: FrameSequence, threads: Int? = nil) {
        self.prepared = prepared
        self.sequence = sequence
        self.threads = threads
    }

    /// Frames rendered at once.
    var batchSize: Int { 2 * max(1, threads ?? AvailableCores.count) }

    /// Renders every frame and hands each to `body` in index order.
    public func forEachFrame(compression: PNGCompression = .fast, _ body: (RenderedFrame) throws -> Void) throws {
        try forEachFrame(compression: compression, checking: { _ in () }, { frame, _ in try body(frame) })
    }

    /// Renders every frame, runs `check` on it in the batch that rendered it (so in parallel: `check` may touch
    /// only that frame's own files, as `SequenceVerification.FrameCheck` does), and hands both to `body` in index
    /// order. Without `encoding`, frames are not PNG-encoded (`RenderedFrame.png` is empty): a check that only
    /// compares encodes the few frames that fail (`encodedPNG()`), not every frame of a passing sequence.
    public func forEachFrame<Checked: Sendable>(
        compression: PNGCompression = .fast, encoding: Bool = true,
        checking check: @escaping @Sendable (RenderedFrame) throws -> Checked,
        _ body: (RenderedFrame, Checked) throws -> Void
    ) throws {
        let samples = sequence.samples
        let encoder = PNGEncoder(compression: compression, colorProfile: prepared.scene.pngColorProfile)
        var start = 0
        while start < samples.count {
            let batch = Array(samples[start..<min(samples.count, start + batchSize)])
            try prepared.contents(atOffsets: batch.map(\.offset))
            let frames = batch.parallelMap(threads: threads) { sample in
                Result {
                    let image = try prepared.render(atOffset: sample.offset)
                    let png = encoding ? try encoder.encode(image) : []
                    let frame = RenderedFrame(sample: sample, image: image, png: png, encoder: encoder)
                    return (frame, try check(frame))
                }
            }
            for result in frames {
                let (frame, checked) = try result.get()
                try body(frame, checked)
            }
            start += batch.count
        }
    }

    /// Writes the sequence to `destinations` (a frame folder, animations, a contact sheet, or outputs of your own),
    /// checking every destination before the first frame is drawn, then feeding each output every frame in order, and
    /// finishing them last started first: the frame folder, the first of the standard outputs, is swapped in only
    /// once every other output is in place. `overwrite` lets existing outputs be replaced (a folder as a whole, no
    /// stale frames left); `compression` is the frame files' and the animated PNG's. `progress` counts frames.
    public func write(
        to destinations: [any SequenceOutput], overwrite: Bool = false, compression: PNGCompression = .fast,
        progress: @escaping (Int) -> Void = { _ in }
    ) throws {
        try write(
            to: destinations, overwrite: overwrite, compression: compression, checking: { _ in () }, collect: { _ in },
            progress: progress)
    }

    /// `write(to:overwrite:compression:progress:)` that also checks every frame in the batch that renders it
    /// (`check` runs in parallel and may touch only that frame's own files, as a sequence verification's frame check
    /// does) and hands each result to `collect` in index order: a sequence written and compared with its reference
    /// in one pass.
    public func write<Checked: Sendable>(
        to destinations: [any SequenceOutput], overwrite: Bool = false, compression: PNGCompression = .fast,
        checking check: @escaping @Sendable (RenderedFrame) throws -> Checked, collect: (Checked) -> Void,
        progress: @escaping (Int) -> Void = { _ in }
    ) throws {
        for destination in destinations { try destination.checkDestination(overwrite: overwrite) }
        let context = SequenceOutputContext(
            prepared: prepared, sequence: sequence, overwrite: overwrite, compression: compression)
        let writers = try destinations.map { try $0.start(context) }
        var done = 0
        try forEachFrame(
            compression: compression, checking: check,
            { frame, checked in
                for writer in writers { try writer.append(frame) }
                collect(checked)
                done += 1
                progress(done)
            })
        for writer in writers.reversed() { try writer.finish() }
    }
}
