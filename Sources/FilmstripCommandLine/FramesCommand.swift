import ArgumentParser
import Filmstrip
import FilmstripReport
import FilmstripSuite
import Foundation

struct FramesCommand: ParsableCommand {
    /// The command's help ends with the flags of the running catalog's styles.
    static var configuration: CommandConfiguration {
        CommandConfiguration(
            commandName: "frames",
            abstract: "Render the frames of a scroll (a fling, a drag, an animated scroll) for visual review.",
            discussion: """
                The motion follows UIKit's scroll physics: the fling decelerates at the layout's rate, the \
                release target comes from the layout's targetContentOffset and the deceleration is reshaped to \
                land exactly on it; past either end a drag rubber-bands and a spring brings it back. Frames are \
                sampled at --fps from the start to rest, both included, and written as they are rendered.

                DIR receives frame-0000.png, frame-0001.png, ..., manifest.json \
                ({"fps", "frames": [{"file", "t", "offset", "velocity"}], "target", "duration"}) and index.html, a \
                player to open in a browser. An earlier sequence's frames in DIR are replaced as a whole when \
                Filmstrip wrote them (and nothing changed them since) or with --overwrite.

                Examples:
                  filmstrip frames --fling 1500 -o fling/
                  filmstrip frames photos/ --from-index 2 --drag -80:0.2 -o drag/ --apng drag.png
                  filmstrip frames --fling 1500 -o fling/ --webp fling.webp --webp-quality 80
                  filmstrip frames --to-index 5 --sheet sheet.png -o scroll/
                  filmstrip frames --fling 1500 --expect snapshots/fling/

                \(StyleFlags(catalog: FilmstripCommand.styles).help(for: FramesCommand.self))
                """
        )
    }

    @OptionGroup var scene: SceneOptions

    @OptionGroup var motion: MotionOptions

    @Option(help: .count("Refuse a motion that needs more frames than this."))
    var maxFrames: Int = FrameSequence.defaultMaximumFrames

    @OptionGroup var rendering: RenderOptions

    @OptionGroup var destination: SequenceOutputOptions

    @OptionGroup var expectation: ExpectOptions

    func validate() throws {
        if destination.output == nil && expectation.expect == nil {
            throw ValidationError("Missing expected argument '--output <output>'")
        }
        if !(1...1_000_000).contains(maxFrames) { throw ValidationError("--max-frames must be from 1 to 1000000") }
    }

    func run() throws {
        let resolved = try CLIScene.resolve(scene) { flags in
            try motion.apply(to: &flags)
            try rendering.apply(to: &flags)
        }
        guard let gesture = resolved.scene.motion.gesture else {
            throw CommandFailure.usage(
                "A frame sequence needs one of --fling, --drag, --to-offset, --to-index (or the scene file's fling, drag, toOffset, toIndex)."
            )
        }
        let prepared = try rendering.prepare(resolved)
        let start = try resolved.positioned { try prepared.startOffset() }
        let sequence: FrameSequence
        do {
            sequence = try FrameSequence(
                prepared: prepared, startOffset: start, gesture: gesture,
                framesPerSecond: resolved.scene.motion.framesPerSecond, maximumFrames: maxFrames)
        } catch SceneError.badValue(let reason) where reason.hasPrefix("index ") {
            // The gesture's target: --to-index or the scene file's toIndex.
            throw CommandFailure.usage("\(resolved.flags.source(of: .toIndex, in: resolved.layers)): \(reason)")
        }
        let outputs = destination.outputs(playerPage: Array(FramesCommand.player(sequence).utf8))
        // As render's and test's outputs: a folder or file Filmstrip wrote (and nobody changed since) is replaced
        // without --overwrite; anything else that exists, but an empty folder, stops the command before a frame is
        // drawn.
        let writer = OutputWriter(overwrite: rendering.overwrite)
        for path in destination.paths where !FramesCommand.isEmptyFolder(path) { try writer.check(path) }
        let verification = expectation.expect.map {
            SequenceVerification(
                sequence: sequence, referenceFolder: $0, record: expectation.recordMode,
                tolerance: expectation.tolerance.options, artifactsFolder: expectation.diff)
        }
        let progress = ProgressBar(label: "frames", total: sequence.samples.count)
        try rendering.drawing(prepared) {
            let check = verification?.frameCheck
            try SequenceRenderer(prepared: prepared, sequence: sequence, threads: rendering.threads).write(
                to: outputs, overwrite: true, compression: resolved.scene.output.compression,
                checking: { frame in try check?(frame) }, collect: { verification?.collect($0) },
                progress: progress.update)
        }
        OutputMarker.remember(destination.paths)
        Terminal.printError(
            "\(sequence.samples.count) frames, rest at offset \(Terminal.decimal(sequence.target)) after \(Terminal.decimal(sequence.duration)) s"
        )
        if let verification { try report(try verification.finish()) }
    }

    /// Whether `path` is a folder with nothing in it, which a sequence may always fill.
    static func isEmptyFolder(_ path: String) -> Bool {
        (try? FileManager.default.contentsOfDirectory(atPath: path))?.isEmpty ?? false
    }

    /// The page that plays the frames in their folder, so a reviewer opens one file.
    static func player(_ sequence: FrameSequence) -> String {
        SequencePlayerWriter.html(
            frames: sequence.manifest.frames.map(\.file), samples: sequence.manifest.frames.map(ManifestSample.init),
            fps: sequence.framesPerSecond, duration: sequence.duration)
    }

    /// Says how the comparison with the reference frames went, with the documented exit status.
    private func report(_ outcome: SequenceVerification.Outcome) throws {
        let folder = outcome.referenceFolder
        // This run's frames that differ (a frame only the reference has is counted in the message).
        for (index, frame) in outcome.frames.prefix(outcome.actualFrames).enumerated()
        where outcome.status == .mismatched && !frame.pass {
            Terminal.printError(
                "\(folder)/\(FrameSequence.fileName(index: index)): FAIL: \(frame.diffPixels ?? 0) pixels differ, \(frame.aaPixels ?? 0) anti-aliased"
            )
        }
        try outcome.status.report(
            subject: folder, recorded: "\(outcome.actualFrames) frames in \(folder)/",
            missing: "no reference frames yet (run again with --record to write them)",
            message: outcome.message)
    }
}
