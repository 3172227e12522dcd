import Filmstrip
import FilmstripSuite

extension SnapshotOutcome.Status {
    /// Says on stderr what was recorded, and throws the verdict of a comparison that did not pass: one wording for
    /// `render --expect` and `frames --expect`. `subject` names the reference (file or folder), `recorded` what was
    /// written, `missing` what is said when there is no reference.
    func report(subject: String, recorded: String, missing: String, message: String?) throws {
        switch self {
        case .matched:
            return
        case .recorded, .rerecorded:
            Terminal.printError("recorded \(recorded)")
        case .missing:
            throw CommandFailure.verdict(.referenceMissing(subject: subject, hint: missing))
        case .mismatched:
            throw CommandFailure.verdict(.referenceDiffers(subject: subject, message: message ?? "differs"))
        case .error(let reason):
            throw CommandFailure.referenceUnusable(subject: subject, reason: reason)
        }
    }
}
