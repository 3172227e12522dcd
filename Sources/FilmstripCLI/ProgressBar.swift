#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A one-line progress bar on standard error, drawn only when standard error is a terminal, so logs and
/// pipes stay clean. Safe to call from several threads.
final class ProgressBar: @unchecked Sendable {
    private let label: String
    private let total: Int
    private let enabled: Bool
    private var done = 0
    private var lock = pthread_mutex_t()

    init(label: String, total: Int, enabled: Bool = Terminal.showsProgress) {
        self.label = label
        self.total = max(total, 1)
        self.enabled = enabled
        pthread_mutex_init(&lock, nil)
    }

    deinit { pthread_mutex_destroy(&lock) }

    /// Records one finished unit of work and redraws.
    func advance() {
        guard enabled else { return }
        pthread_mutex_lock(&lock)
        done += 1
        let width = 30
        let filled = done * width / total
        let bar = String(repeating: "█", count: filled) + String(repeating: "░", count: width - filled)
        fputs("\r\(label) \(bar) \(done)/\(total)", stderr)
        if done == total { fputs("\n", stderr) }
        pthread_mutex_unlock(&lock)
    }
}
