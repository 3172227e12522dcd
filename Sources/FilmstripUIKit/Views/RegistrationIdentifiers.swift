import Foundation

/// The reuse identifiers of cell and supplementary registrations: the class name and a number counted per process,
/// so two registrations of one class keep their own queues, as on iOS.
enum RegistrationIdentifiers {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var count = 0

    /// A new identifier for a registration of `className`.
    static func next(for className: String) -> String {
        lock.lock()
        defer { lock.unlock() }
        count += 1
        return "\(className)-registration-\(count)"
    }
}
