import FilmstripReport

/// A folder of frame files with `manifest.json` and an `index.html` player, replaced as a whole: frames go to a
/// staging folder beside it, swapped in with one rename at the end, so an earlier, longer sequence leaves no stale
/// frames and a failure or a kill leaves the old ones.
public struct FrameFolderOutput: SequenceOutput {
    /// The folder (made if missing).
    public var path: String

    /// The frames of a sequence in `path`.
    public init(path: String) {
        self.path = path
    }

    /// The folder is checked when it is started (before any frame is drawn).
    public func checkDestination(overwrite: Bool) throws {}

    /// Opens the staging folder.
    public func start(_ context: SequenceOutputContext) throws -> any SequenceOutputWriter {
        Writer(folder: try FrameFolder(path: path, overwrite: context.overwrite), sequence: context.sequence)
    }

    /// Stages each frame's PNG, then the manifest and the player, and swaps the folder in.
    final class Writer: SequenceOutputWriter {
        let folder: FrameFolder
        let sequence: FrameSequence

        init(folder: FrameFolder, sequence: FrameSequence) {
            self.folder = folder
            self.sequence = sequence
        }

        deinit { folder.discardStaging() }

        func append(_ frame: RenderedFrame) throws {
            try folder.stage(frame.png, named: frame.fileName)
        }

        func finish() throws {
            try folder.stage(Array(sequence.manifest().utf8), named: "manifest.json")
            // A page that plays the frames, so a reviewer opens one file.
            let player = SequencePlayerWriter.html(
                frames: sequence.samples.map { FrameSequence.fileName(index: $0.index) },
                samples: sequence.samples.map { ManifestSample(t: $0.time, offset: $0.offset, velocity: $0.velocity) },
                fps: sequence.framesPerSecond, duration: sequence.duration)
            try folder.stage(Array(player.utf8), named: "index.html")
            try folder.commit()
        }
    }
}
