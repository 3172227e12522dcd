import ArgumentParser
import Filmstrip
import FilmstripReport
import FilmstripSuite

/// The one table from an error that reached the command line to what `filmstrip` prints and the exit code it ends
/// with, as swift-argument-parser's `MessageInfo` does for its own errors. The library's errors carry data; the
/// words are `UserMessage`'s and the codes are the ones `filmstrip --help` documents:
///
/// | Error                                       | Exit |
/// |---------------------------------------------|------|
/// | a scene file's field, a bad `FILMSTRIP_RECORD` | 64 |
/// | an input image, a layout's own code          | 1    |
/// | an output, a reference or results file, a link out of a suite, anything else | 2 |
enum ErrorTable {
    /// What to print for `error` and the code to exit with.
    struct Entry: Equatable {
        /// The one line printed on standard error (after `filmstrip: `).
        var message: String
        /// The documented exit code.
        var exitCode: ExitCode
    }

    /// The row of `error`.
    static func entry(for error: any Error) -> Entry {
        let message = UserMessage.of(error)
        switch error {
        case is SceneError, is RecordMode.InvalidRecordMode:
            return Entry(message: message, exitCode: .validationFailure)
        case is DecodeError, is any LayoutCodeError:
            return Entry(message: message, exitCode: ExitStatus.inputFailed)
        default:
            // EncodeError, SuitePathError, ResultsJSONError, a file system error: the run itself failed.
            return Entry(message: message, exitCode: ExitStatus.runFailed)
        }
    }

    /// Prints `error`'s message and returns its exit code, to throw.
    static func report(_ error: any Error) -> ExitCode {
        let entry = entry(for: error)
        Terminal.printError(entry.message)
        return entry.exitCode
    }
}
