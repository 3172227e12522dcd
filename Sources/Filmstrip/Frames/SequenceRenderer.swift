import FilmstripEncode
import FilmstripImage
import FilmstripText
import Foundation

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

    /// Writes the sequence to `outputs`, checking every destination before the first frame is drawn. A frame
    /// folder's frames and manifest are replaced as a whole: frames go to a staging folder beside it, swapped in
    /// with one rename at the end, so an earlier, longer sequence leaves no stale frames and a failure or a kill
    /// leaves the old ones. `playerPage`, when given, is written into the folder as `index.html` with them (the CLI's
    /// player; this library writes no HTML). `progress` counts frames.
    public func write(
        to outputs: SequenceOutputs, playerPage: [UInt8]? = nil, progress: @escaping (Int) -> Void = { _ in }
    ) throws {
        try write(to: outputs, playerPage: playerPage, checking: { _ in () }, collect: { _ in }, progress: progress)
    }

    /// `write(to:playerPage:progress:)` that also checks every frame in the batch that renders it (`check` runs in
    /// parallel and may touch only that frame's own files, as a sequence verification's frame check does) and hands
    /// each result to `collect` in index order: a sequence written and compared with its reference in one pass.
    public func write<Checked: Sendable>(
        to outputs: SequenceOutputs, playerPage: [UInt8]? = nil,
        checking check: @escaping @Sendable (RenderedFrame) throws -> Checked, collect: (Checked) -> Void,
        progress: @escaping (Int) -> Void = { _ in }
    ) throws {
        for path in [outputs.animatedPNG, outputs.animatedWebP, outputs.contactSheet].compactMap({ $0 }) {
            try SequenceRenderer.checkDestination(path, overwrite: outputs.overwrite)
        }
        let folder = try outputs.folder.map { try FrameFolder(path: $0, overwrite: outputs.overwrite) }
        defer { folder?.discardStaging() }
        let animations = try SequenceAnimations(outputs: outputs, sequence: sequence, prepared: prepared)
        var sheet: ContactSheet?
        if outputs.contactSheet != nil {
            sheet = ContactSheet(
                frameCount: sequence.samples.count, frameSize: prepared.canvasSize, font: try FreeTypeFont())
        }
        var done = 0
        try forEachFrame(
            compression: outputs.compression, checking: check,
            { frame, checked in
                try folder?.stage(frame.png, named: frame.fileName)
                try animations.append(frame)
                sheet?.add(frame.image, index: frame.index, time: frame.sample.time)
                collect(checked)
                done += 1
                progress(done)
            })
        try animations.finish()
        if let sheet, let path = outputs.contactSheet {
            try AtomicFileWriter(overwrite: outputs.overwrite).write(
                try PNGEncoder(compression: .default, colorProfile: prepared.scene.pngColorProfile).encode(
                    sheet.makeImage()), to: path)
        }
        try folder?.stage(Array(sequence.manifest.json.utf8), named: "manifest.json")
        if let playerPage { try folder?.stage(playerPage, named: "index.html") }
        try folder?.commit()
    }

    /// Fails now, before any work, if `path` cannot be written: it exists and may not be replaced, or its folder
    /// cannot be made or written. A missing folder is made, as for every output.
    static func checkDestination(_ path: String, overwrite: Bool) throws {
        if !overwrite && FileManager.default.fileExists(atPath: path) { throw EncodeError.outputExists(path: path) }
        let folder = (path as NSString).deletingLastPathComponent
        let directory = folder.isEmpty ? "." : folder
        try? FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: directory, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw EncodeError.cannotWrite(path: path, reason: "cannot make its folder \(directory)")
        }
        guard FileManager.default.isWritableFile(atPath: directory) else {
            throw EncodeError.cannotWrite(path: path, reason: "permission denied")
        }
    }
}
