import Synchronization

/// Warnings collected from work done in parallel, reported sorted and once each, so what is said does not depend
/// on the order the work finished in.
final class WarningLog: Sendable {
    private let entries = Mutex<Set<String>>([])

    func add(_ messages: [String]) {
        guard !messages.isEmpty else { return }
        entries.withLock { $0.formUnion(messages) }
    }

    var messages: [String] {
        entries.withLock { $0.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) } }
    }
}
