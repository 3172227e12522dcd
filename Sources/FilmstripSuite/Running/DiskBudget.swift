import Synchronization

/// What one `filmstrip test` run may write to disk in images, all checks and outputs together: references
/// recorded, actual and diff images, their copies beside `--json` results and in a report (hard links are free). Each
/// image asks for its bytes before it is written; the first that would go past the budget is refused, and so is every
/// write after it, so a run that reaches the bound stops writing there instead of filling the disk. Process-wide
/// (scenes run in parallel and write through static helpers); unlimited until a front end sets it.
package final class DiskBudget: Sendable {
    /// The budget `filmstrip test` writes to.
    package static let shared = DiskBudget()

    /// `--max-disk`'s default, in megabytes (1,000,000 bytes): 10 GB, ten checks at their largest (1000 frames of a
    /// megabyte) and far more than any suite a review reads.
    package static let defaultMaximumMegabytes = 10_000

    private struct State {
        var maximumBytes = Int.max
        var written = 0
        var exceeded = false
    }

    private let state = Mutex(State())

    package init() {}

    /// Starts a run's count: at most `maximumBytes` from now on, nothing written yet.
    package func start(maximumBytes: Int) {
        state.withLock { $0 = State(maximumBytes: maximumBytes) }
    }

    /// Counts `bytes` about to be written at `path`, or throws when they would go past the budget (or it was
    /// reached before).
    package func reserve(_ bytes: Int, for path: String) throws(DiskBudgetError) {
        let refusal = state.withLock { state -> DiskBudgetError? in
            if !state.exceeded && bytes <= state.maximumBytes - state.written {
                state.written += bytes
                return nil
            }
            state.exceeded = true
            return DiskBudgetError(path: path, bytes: bytes, written: state.written, maximumBytes: state.maximumBytes)
        }
        if let refusal { throw refusal }
    }
}
