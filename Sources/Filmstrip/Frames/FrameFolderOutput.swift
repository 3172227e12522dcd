/// A folder of frame files with `manifest.json` (and, when given one, an `index.html` player), replaced as a whole: frames go to a
/// staging folder beside it, swapped in with one rename at the end, so an earlier, longer sequence leaves no stale
/// frames and a failure or a kill leaves the old ones.
public struct FrameFolderOutput: SequenceOutput {
    /// The folder (made if missing).
    public var path: String
    /// A page written into the folder as `index.html` beside the frames (the command line's player); nil writes
    /// none: this library writes no HTML.
    public var playerPage: [UInt8]?

    /// The frames of a sequence in `path`, with `playerPage` as its `index.html` when given.
    public init(path: String, playerPage: [UInt8]? = nil) {
        self.path = path
        self.playerPage = playerPage
    }

    /// The folder is checked when it is started (before any frame is drawn).
    public func checkDestination(overwrite: Bool) throws {}

    /// Opens the staging folder.
    public func start(_ context: SequenceOutputContext) throws -> any SequenceOutputWriter {
        Writer(
            folder: try FrameFolder(path: path, overwrite: context.overwrite), sequence: context.sequence,
            playerPage: playerPage)
    }

    /// Stages each frame's PNG, then the manifest and the player, and swaps the folder in.
    final class Writer: SequenceOutputWriter {
        let folder: FrameFolder
        let sequence: FrameSequence
        let playerPage: [UInt8]?

        init(folder: FrameFolder, sequence: FrameSequence, playerPage: [UInt8]?) {
            self.folder = folder
            self.sequence = sequence
            self.playerPage = playerPage
        }

        deinit { folder.discardStaging() }

        func append(_ frame: RenderedFrame) throws {
            try folder.stage(frame.png, named: frame.fileName)
        }

        func finish() throws {
            try folder.stage(Array(sequence.manifest.json.utf8), named: "manifest.json")
            if let playerPage { try folder.stage(playerPage, named: "index.html") }
            try folder.commit()
        }
    }
}
