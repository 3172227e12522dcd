import Filmstrip
import Foundation

/// Why the checks of a run that could not run failed, by kind, for a front end to choose its exit status as its
/// other commands do: a scene file that is wrong (an index past the last item), a photo that cannot be used, or
/// anything else. Each check's message says the rest; this only sorts them. Safe to share between the threads that
/// run scenes.
package final class CheckErrorCauses: @unchecked Sendable {
    /// What made a check an error.
    package enum Cause: Hashable, Sendable {
        /// The scene file asked for something that cannot be (`SceneError`).
        case sceneFile
        /// A photo could not be read or decoded (`DecodeError`).
        case photo
        /// Anything else: a reference or artifact that could not be written, a link out of the suite, a run's limit.
        case other
    }

    private let lock = NSLock()
    private var causes: Set<Cause> = []

    /// An empty record.
    package init() {}

    /// Notes why a check could not run.
    func record(_ error: any Error) {
        let cause: Cause
        if let scene = error as? SceneError {
            // A limit of the run's (`--max-frames`) is the command line's to set, not the scene file's mistake.
            if case .overLimit = scene { cause = .other } else { cause = .sceneFile }
        } else if error is DecodeError {
            cause = .photo
        } else {
            cause = .other
        }
        lock.lock()
        causes.insert(cause)
        lock.unlock()
    }

    /// The kinds recorded so far.
    package var recorded: Set<Cause> {
        lock.lock()
        defer { lock.unlock() }
        return causes
    }
}
