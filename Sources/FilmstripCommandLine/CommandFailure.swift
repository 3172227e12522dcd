import Filmstrip

/// How a command ends other than in success, when the library's own error does not say it all: the command states
/// what happened, with the data, and `ErrorTable` alone says it in words and picks the exit code. A library error
/// (`SceneError`, `DecodeError`, `EncodeError`) is thrown as it is; this carries what only the command knows.
enum CommandFailure: Error {
    /// A mistake in the command line found after parsing (a flag that does not fit the scene), in the command's own
    /// words naming the flag or the scene file's field.
    case usage(String)
    /// A scene's field was wrong; `flags` names the flag that gave it, when a flag did.
    case scene(SceneError, flags: SceneFlags)
    /// A folder given as photos holds no image.
    case emptyFolder(String)
    /// The scene names no photos: no files, no `--sizes`, no scene file's `photos`.
    case noPhotos
    /// An image the command compares could not be read: the run could not be made, not a photo of the scene.
    case unreadableComparison(DecodeError)
    /// The frame would need more memory than can be had.
    case frameMemory(PixelMemoryError)
    /// Inputs that could not be used, each named on standard error as it was met (probe, thumbnail).
    case inputsFailed
    /// A folder to write into could not be created.
    case cannotCreateFolder(String)
    /// The default artifacts folder could not be used (a link, not a folder).
    case artifactsFolder(any Error)
    /// A suite's results could not be written.
    case resultsNotWritten(any Error)
    /// An unused reference could not be removed.
    case cannotRemove(path: String, error: any Error)
    /// The shards' results could not be read or the merged report written: whatever the error, the merge failed.
    case mergeFailed(any Error)
    /// Shard results refused in part (images, shards), each named on standard error; the report was written.
    case shardsRefused
    /// A reference (file or folder) that `--expect` names could not be read: `subject` names it.
    case referenceUnusable(subject: String, reason: String)
    /// The command ran and its check did not pass.
    case verdict(CommandVerdict)
}
