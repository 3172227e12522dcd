import ArgumentParser
import Filmstrip
import FilmstripSuite

/// The exit codes the tool documents in `filmstrip --help`.
enum ExitStatus {
    /// An input image could not be used, or a check (a diff) failed.
    static let inputFailed = ExitCode(1)
    /// The run failed for a reason other than its inputs: an output could not be written.
    static let runFailed = ExitCode(2)

    /// The exit code of a suite's verdict: 0 passed, 1 a check failed or recorded, 2 a check could not run.
    static func of(_ verdict: SuiteVerdict) -> ExitCode {
        switch verdict {
        case .passed: ExitCode(0)
        case .failed: inputFailed
        case .error: runFailed
        }
    }
    /// Reports a mistake found after parsing (a scene file's field, a position out of range, a missing gesture) and
    /// returns the exit code to throw, 64 (EX_USAGE). A `ValidationError` thrown there would be followed by the
    /// usage of `filmstrip` itself, not of the subcommand that was run, which only buries the message.
    static func usageError(_ message: String) -> ExitCode {
        Terminal.printError(message)
        return .validationFailure
    }
}
