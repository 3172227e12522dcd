import Synchronization

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A one-line progress bar on standard error, shown only when it is a terminal: long work shows it is alive, and
/// logs stay clean.
final class ProgressBar: Sendable {
    private let label: String
    private let total: Int
    private let enabled: Bool
    private let done = Mutex(0)

    init(label: String, total: Int, enabled: Bool = Terminal.showsProgress) {
        self.label = label
        self.total = max(total, 1)
        self.enabled = enabled
    }

    /// Counts one more unit done.
    func advance() {
        guard enabled else { return }
        done.withLock { done in
            done += 1
            show(done)
        }
    }

    /// Sets the count of units done.
    func update(_ count: Int) {
        guard enabled else { return }
        done.withLock { done in
            done = count
            show(done)
        }
    }

    private func show(_ done: Int) {
        let width = 30
        let filled = min(width, done * width / total)
        let bar = String(repeating: "█", count: filled) + String(repeating: "░", count: width - filled)
        Terminal.writeError("\r\(label) \(bar) \(done)/\(total)")
        if done == total { Terminal.writeError("\n") }
    }
}
