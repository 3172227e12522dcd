import ArgumentParser
import Filmstrip
import FilmstripReport
import FilmstripSuite

/// The one table from what ended a command to what `filmstrip` prints and the exit code it ends with, as
/// swift-argument-parser's `MessageInfo` does for its own errors. The library's errors and `CommandFailure` carry
/// data; the words are `UserMessage`'s and this table's, and the codes are the ones `filmstrip --help` documents:
///
/// | What ended the command                                                        | Exit |
/// |-------------------------------------------------------------------------------|------|
/// | a flag or scene file's field, a bad `FILMSTRIP_RECORD`, a folder of no images  | 64   |
/// | an input image, a layout's own code, a check that did not pass                 | 1    |
/// | an output, a reference or results file, a link out of a suite, anything else   | 2    |
enum ErrorTable {
    /// What to print for an error and the code to exit with.
    struct Entry: Equatable {
        /// The one line printed on standard error (after `filmstrip: `); nil when the command has said it all.
        var message: String?
        /// The documented exit code.
        var exitCode: ExitCode
    }

    /// The row of `error`.
    static func entry(for error: any Error) -> Entry {
        switch error {
        case let failure as CommandFailure:
            return entry(for: failure)
        case is SceneError, is RecordMode.InvalidRecordMode:
            return Entry(message: UserMessage.of(error), exitCode: ExitStatus.usage)
        case is DecodeError, is any LayoutCodeError:
            return Entry(message: UserMessage.of(error), exitCode: ExitStatus.inputFailed)
        default:
            // EncodeError, SuitePathError, ResultsJSONError, a file system error: the run itself failed.
            return Entry(message: UserMessage.of(error), exitCode: ExitStatus.runFailed)
        }
    }

    /// The row of a failure only the command line knows.
    private static func entry(for failure: CommandFailure) -> Entry {
        switch failure {
        case .usage(let message):
            return Entry(message: message, exitCode: ExitStatus.usage)
        case .scene(let error, let flags):
            return Entry(message: flags.message(for: error), exitCode: ExitStatus.usage)
        case .emptyFolder(let folder):
            return Entry(
                message: "\(folder): no images (JPEG, PNG, HEIC, HEIF, AVIF or WebP) in this folder",
                exitCode: ExitStatus.usage)
        case .noPhotos:
            return Entry(
                message: "no photos: give files or directories, --sizes, or a scene file with \"photos\"",
                exitCode: ExitStatus.inputFailed)
        case .unreadableComparison(let error):
            return Entry(message: UserMessage.of(error), exitCode: ExitStatus.runFailed)
        case .frameMemory(let error):
            return Entry(message: "the frame: \(error.description)", exitCode: ExitStatus.inputFailed)
        case .inputsFailed:
            return Entry(message: nil, exitCode: ExitStatus.inputFailed)
        case .cannotCreateFolder(let path):
            return Entry(message: "\(path): cannot create the directory", exitCode: ExitStatus.runFailed)
        case .artifactsFolder(let error):
            return Entry(message: "\(error); give --artifacts to write there", exitCode: ExitStatus.runFailed)
        case .resultsNotWritten(let error):
            return Entry(
                message: "cannot write the results: \(ErrorMessage.line(error))", exitCode: ExitStatus.runFailed)
        case .cannotRemove(let path, let error):
            return Entry(
                message: "\(path): cannot be removed: \(ErrorMessage.line(error))", exitCode: ExitStatus.runFailed)
        case .mergeFailed(let error):
            return Entry(message: ErrorMessage.line(error), exitCode: ExitStatus.runFailed)
        case .shardsRefused:
            return Entry(message: nil, exitCode: ExitStatus.runFailed)
        case .referenceUnusable(let subject, let reason):
            // Most reasons already name their file (the reference itself, or a folder on its way).
            return Entry(
                message: reason.hasPrefix("/") || reason.hasPrefix(subject) ? reason : "\(subject): \(reason)",
                exitCode: ExitStatus.runFailed)
        case .verdict(let verdict):
            return entry(for: verdict)
        }
    }

    /// The row of a check that did not pass: exit 1, or 2 for a suite that could not run a check.
    private static func entry(for verdict: CommandVerdict) -> Entry {
        switch verdict {
        case .suite(.passed):
            return Entry(message: nil, exitCode: .success)
        case .suite(.failed), .overTolerance:
            return Entry(message: nil, exitCode: ExitStatus.inputFailed)
        case .suite(.error):
            return Entry(message: nil, exitCode: ExitStatus.runFailed)
        case .sceneFileError:
            return Entry(message: nil, exitCode: ExitStatus.usage)
        case .referenceMissing(let subject, let hint):
            // A comparison that cannot pass, as `filmstrip test --record never` counts it.
            return Entry(message: "\(subject): \(hint)", exitCode: ExitStatus.inputFailed)
        case .referenceDiffers(let subject, let message):
            return Entry(message: "\(subject): \(message)", exitCode: ExitStatus.inputFailed)
        }
    }

    /// Prints `error`'s message, if it has one, and returns its exit code, to exit with.
    static func report(_ error: any Error) -> ExitCode {
        let entry = entry(for: error)
        if let message = entry.message { Terminal.printError(message) }
        return entry.exitCode
    }
}
