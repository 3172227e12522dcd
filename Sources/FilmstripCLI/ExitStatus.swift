import ArgumentParser

/// The exit codes the tool documents in `filmstrip --help`.
enum ExitStatus {
    /// An input image could not be used, or a check (a diff) failed.
    static let inputFailed = ExitCode(1)
    /// The run failed for a reason other than its inputs: an output could not be written.
    static let runFailed = ExitCode(2)
}
