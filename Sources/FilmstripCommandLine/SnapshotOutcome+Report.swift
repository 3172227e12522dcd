import Filmstrip
import FilmstripSuite

extension SnapshotOutcome.Status {
    /// Says on stderr what a compare-or-record step came to and throws the documented exit status: one wording for
    /// `render --expect` and `frames --expect`. `subject` names the reference (file or folder), `recorded` what was
    /// written, `missing` what is said when there is no reference.
    func report(subject: String, recorded: String, missing: String, message: String?) throws {
        switch self {
        case .matched:
            return
        case .recorded, .rerecorded:
            Terminal.printError("recorded \(recorded)")
        case .missing:
            // A comparison that cannot pass, as `filmstrip test --record never` counts it: exit 1.
            Terminal.printError("\(subject): \(missing)")
            throw ExitStatus.inputFailed
        case .mismatched:
            Terminal.printError("\(subject): \(message ?? "differs")")
            throw ExitStatus.inputFailed
        case .error(let reason):
            // Most reasons already name their file (the reference itself, or a folder on its way).
            Terminal.printError(reason.hasPrefix("/") || reason.hasPrefix(subject) ? reason : "\(subject): \(reason)")
            throw ExitStatus.runFailed
        }
    }
}
