import ArgumentParser
import Filmstrip
import Foundation

struct FramesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "frames",
        abstract: "Render the frames of a scroll (a fling, a drag, an animated scroll) for visual review.",
        discussion: """
        The motion follows UIKit's scroll physics: the fling decelerates at the layout's rate, the \
        release target comes from the layout's targetContentOffset and the deceleration is reshaped to \
        land exactly on it; past either end a drag rubber-bands and a spring brings it back. Frames are \
        sampled at --fps from the start to rest, both included.

        DIR receives frame-0000.png, frame-0001.png, ... and manifest.json \
        ({"fps", "frames": [{"file", "t", "offset", "velocity"}], "target", "duration"}).

        Examples:
          filmstrip frames --fling 1500 -o fling/
          filmstrip frames photos/ --from-index 2 --drag -80:0.2 -o drag/ --apng drag.png
          filmstrip frames --to-index 5 --sheet sheet.png -o scroll/
        """
    )

    @OptionGroup var scene: SceneOptions

    @Option(parsing: .unconditional, help: ArgumentHelp("Start at this contentOffset.", valueName: "x"))
    var fromOffset: Double?

    @Option(help: ArgumentHelp("Start with item N centred (default: where the view opens).", valueName: "n"))
    var fromIndex: Int?

    @Option(parsing: .unconditional, help: ArgumentHelp("Release at the start with this velocity in points per second (positive: content moves left).", valueName: "v"))
    var fling: Double?

    @Option(parsing: .unconditional, help: ArgumentHelp("Move the finger DX points over SECONDS (default 0.25), then release with its velocity.", valueName: "DX[:SECONDS]"))
    var drag: String?

    @Option(parsing: .unconditional, help: ArgumentHelp("Animated scroll to this offset (0.3 s ease-in-out).", valueName: "x"))
    var toOffset: Double?

    @Option(help: ArgumentHelp("Animated scroll until item N is centred.", valueName: "n"))
    var toIndex: Int?

    @Option(help: "Frames per second (default 60).")
    var fps: Double?

    @OptionGroup var rendering: RenderOptions

    @Option(name: .shortAndLong, help: "Directory for the frames and manifest.json (created if missing; optional with --expect).")
    var output: String?

    @OptionGroup var expectation: ExpectOptions

    @Option(help: ArgumentHelp("Also write an animated PNG of the sequence (loops).", valueName: "file"))
    var apng: String?

    @Option(help: ArgumentHelp("Also write a contact sheet: the frames in a grid with their index and time.", valueName: "file"))
    var sheet: String?

    func validate() throws {
        if fromOffset != nil && fromIndex != nil { throw ValidationError("Give --from-offset or --from-index, not both.") }
        let gestures = [fling != nil, drag != nil, toOffset != nil, toIndex != nil].filter { $0 }.count
        if gestures > 1 { throw ValidationError("Give one of --fling, --drag, --to-offset, --to-index.") }
        if let fps, !(fps > 0 && fps <= 1000) { throw ValidationError("--fps must be more than 0 and at most 1000") }
        if output == nil && expectation.expect == nil { throw ValidationError("Missing expected argument '--output <output>'") }
    }

    func run() throws {
        let resolved = try CLIScene.resolve(scene, defaultPhotos: CLIScene.bundledPhotos) { flags in
            flags.offset = fromOffset
            flags.index = fromIndex
            flags.fling = fling
            flags.drag = drag
            flags.toOffset = toOffset
            flags.toIndex = toIndex
            flags.fps = fps
            rendering.apply(to: &flags)
        }
        guard let gesture = resolved.scene.gesture else {
            throw ValidationError("A frame sequence needs one of --fling, --drag, --to-offset, --to-index (or the scene file's fling, drag, toOffset, toIndex).")
        }
        let prepared = try rendering.prepare(resolved)
        let start = try CLIScene.offset(of: resolved.scene, in: prepared.layout)
        let sequence = try FrameSequence(prepared: prepared, startOffset: start, gesture: gesture,
                                         framesPerSecond: resolved.scene.framesPerSecond)
        if let output { try FileManager.default.createDirectory(atPath: output, withIntermediateDirectories: true) }

        let progress = ProgressBar(label: "frames", total: sequence.samples.count)
        let compression = resolved.scene.compression
        // Render and encode in parallel; each frame's bytes land in its own slot, so the files do not depend
        // on the thread count.
        let frames = sequence.samples.parallelMap(threads: rendering.threads) { sample -> (png: Result<[UInt8], Error>, image: RGBAImage) in
            defer { progress.advance() }
            let image = prepared.render(atOffset: sample.offset)
            return (Result { try PNGEncoder(compression: compression).encode(image) }, image)
        }
        let writer = OutputWriter(overwrite: rendering.overwrite)
        if let output {
            for (sample, frame) in zip(sequence.samples, frames) {
                try writer.write(try frame.png.get(), to: "\(output)/\(FrameSequence.fileName(index: sample.index))")
            }
            try writer.write(Array(sequence.manifest().utf8), to: "\(output)/manifest.json")
        }
        if let apng {
            // Animation frames must share one colour type. When every frame is opaque the frame files already
            // are those PNGs (RGB, same compression), so only translucent sequences are encoded again, as RGBA.
            let encoder = APNGEncoder(compression: compression)
            let encoded = frames.allSatisfy({ $0.image.isOpaque })
                ? try frames.map { try $0.png.get() }
                : try frames.parallelMap(threads: rendering.threads) { frame in
                    Result { try encoder.encodeFrame(frame.image, keepAlpha: true) }
                }.map { try $0.get() }
            let (numerator, denominator) = FramesCommand.delay(framesPerSecond: sequence.framesPerSecond)
            try writer.write(try encoder.assemble(encodedFrames: encoded, delayNumerator: numerator, delayDenominator: denominator), to: apng)
        }
        if let sheet {
            let font: Font
            do { font = try Font() } catch { Terminal.printError("\(error)"); throw ExitStatus.runFailed }
            let image = ContactSheet().make(frames: frames.map(\.image), times: sequence.samples.map(\.time), font: font)
            try writer.writePNG(image, to: sheet, compression: .default)
        }
        let target = JSONValue.format(sequence.target), duration = JSONValue.format(sequence.duration)
        Terminal.printError("\(sequence.samples.count) frames, rest at offset \(target) after \(duration) s")
        if let reference = expectation.expect {
            try checkFrames(frames.map(\.image), sequence: sequence, against: reference)
        }
    }

    /// Compares every frame with `reference/frame-NNNN.png` (or records them with the manifest).
    private func checkFrames(_ images: [RGBAImage], sequence: FrameSequence, against reference: String) throws {
        let fileManager = FileManager.default
        if expectation.record {
            try fileManager.createDirectory(atPath: reference, withIntermediateDirectories: true)
            try OutputWriter(overwrite: true).write(Array(sequence.manifest().utf8), to: "\(reference)/manifest.json")
        } else {
            let stored = ((try? fileManager.contentsOfDirectory(atPath: reference)) ?? []).filter { $0.hasPrefix("frame-") && $0.hasSuffix(".png") }
            if stored.isEmpty {
                Terminal.printError("\(reference): no reference frames yet (run again with --record to write them)")
                throw ExitStatus.runFailed
            }
            if stored.count != images.count {
                Terminal.printError("\(reference): expected \(stored.count) frames, got \(images.count)")
                throw ExitStatus.inputFailed
            }
        }
        if let diff = expectation.diff { try fileManager.createDirectory(atPath: diff, withIntermediateDirectories: true) }
        var failures = 0
        for (sample, image) in zip(sequence.samples, images) {
            let name = FrameSequence.fileName(index: sample.index)
            if !(try expectation.check(image, reference: "\(reference)/\(name)", diffPath: expectation.diff.map { "\($0)/\(name)" },
                                       compression: .best)) {
                failures += 1
            }
        }
        if expectation.record { Terminal.printError("recorded \(images.count) frames in \(reference)/") }
        if failures > 0 {
            Terminal.printError("\(failures) of \(images.count) frames differ from \(reference)/")
            throw ExitStatus.inputFailed
        }
    }

    /// The APNG frame delay for `fps` as a fraction: exact for whole rates, else in milliseconds.
    static func delay(framesPerSecond fps: Double) -> (UInt16, UInt16) {
        if fps == fps.rounded(), fps <= Double(UInt16.max) { return (1, UInt16(fps)) }
        return (UInt16(min(65535, max(1, (1000 / fps).rounded()))), 1000)
    }
}
