import ArgumentParser

/// The exit codes the tool documents in `filmstrip --help`; `ErrorTable` chooses among them.
enum ExitStatus {
    /// An input image could not be used, or a check (a diff) failed.
    static let inputFailed = ExitCode(1)
    /// The run failed for a reason other than its inputs: an output could not be written.
    static let runFailed = ExitCode(2)
    /// The command line or a scene file was wrong (EX_USAGE). Reported by `ErrorTable` rather than thrown as a
    /// `ValidationError` once parsing is over: that would be followed by the usage of `filmstrip` itself, not of the
    /// subcommand that was run, which only buries the message.
    static let usage = ExitCode.validationFailure
}
