import Filmstrip
import FilmstripDiff

/// What comparing a snapshot with its reference came to. Every front end (`assertSnapshot`, `render --expect`,
/// `filmstrip test`) decides through `SnapshotVerifier` and only words the outcome its own way.
public struct SnapshotOutcome: Sendable {
    /// How one comparison ended.
    public enum Status: Sendable, Equatable {
        /// Within tolerance of the reference.
        case matched
        /// The reference was written (`replaced`: one was there and was replaced).
        case recorded(replaced: Bool)
        /// It did not match, and the reference was re-recorded (record mode `failed`).
        case rerecorded
        /// There is no reference and the record mode forbids writing one.
        case missing
        /// It does not match.
        case mismatched
        /// The snapshot could not be taken, read or written; `reason` says why.
        case error(reason: String)

        /// The status a results file gives a check that ended this way: a recording (first or again) is never a
        /// pass, and a missing reference under record mode `never` is a failure.
        public var checkStatus: CheckStatus {
            switch self {
            case .matched: .passed
            case .recorded, .rerecorded: .recorded
            case .missing, .mismatched: .failed
            case .error: .error
            }
        }

        /// The one-line message a results file gives a check that ended this way (nil for a match): `reference` is
        /// the reference file or folder, `detail` the comparison's own message.
        public func resultMessage(reference: String, detail: String?) -> String? {
            switch self {
            case .matched: nil
            case .recorded(let replaced):
                replaced ? "recorded again at \(reference)" : "no reference yet: recorded at \(reference)"
            case .rerecorded: "did not match, re-recorded at \(reference): \(detail ?? "")"
            case .missing: "no reference at \(reference) (record mode never)"
            case .mismatched: detail
            case .error(let reason): reason
            }
        }
    }

    /// How the comparison ended.
    public var status: Status
    /// The reference compared with, or written.
    public var referencePath: String
    /// The comparison's message (the diff summary) when it did not match.
    public var message: String?
    /// Counts and sizes of the comparison, when one ran and was an image diff.
    public var diff: DiffResult?
    /// Where the actual snapshot and the diff were written, when they were.
    public var artifacts: [(name: String, path: String)] = []

    /// An outcome, as `SnapshotVerifier` makes it; front ends only read one.
    public init(
        status: Status, referencePath: String, message: String? = nil, diff: DiffResult? = nil,
        artifacts: [(name: String, path: String)] = []
    ) {
        self.status = status
        self.referencePath = referencePath
        self.message = message
        self.diff = diff
        self.artifacts = artifacts
    }

    /// Whether a test that asserted this snapshot passes: only a match does (a recording run never passes, so it
    /// is not mistaken for a check).
    public var passed: Bool { status == .matched }

    /// The path of the artifact `name` ("actual", "diff"), when written.
    public func artifact(_ name: String) -> String? {
        artifacts.first { $0.name == name }?.path
    }

    /// Where this run's snapshot was written on a mismatch.
    public var actualPath: String? { artifact("actual") }
    /// Where the diff image of a mismatch was written.
    public var diffPath: String? { artifact("diff") }

    /// The failure message an assertion shows, nil when the snapshot matched.
    public var failureMessage: String? {
        switch status {
        case .matched:
            return nil
        case .recorded(let replaced):
            return replaced
                ? "Recorded a new reference at \(referencePath) (record mode \"all\"); run again without FILMSTRIP_RECORD to compare."
                : "No reference was found, so one was recorded at \(referencePath); check it and run again."
        case .rerecorded:
            return "Snapshot did not match, so the reference at \(referencePath) was re-recorded: \(message ?? "")"
        case .missing:
            return
                "No reference at \(referencePath) and record mode is \"never\"; record it with FILMSTRIP_RECORD=missing."
        case .mismatched:
            var lines = ["Snapshot does not match \(referencePath)"]
            if let message { lines.append(message) }
            lines += artifacts.map { "\($0.name): \($0.path)" }
            return lines.joined(separator: "\n")
        case .error(let reason):
            return "Snapshot could not be taken or compared: \(reason)"
        }
    }
}
