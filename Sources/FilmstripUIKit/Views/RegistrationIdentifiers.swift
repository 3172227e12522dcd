import Synchronization

/// The reuse identifiers of cell and supplementary registrations: the class name and a number counted per process,
/// so two registrations of one class keep their own queues, as on iOS.
enum RegistrationIdentifiers {
    private static let count = Mutex(0)

    /// A new identifier for a registration of `className`.
    static func next(for className: String) -> String {
        let number = count.withLock { count in
            count += 1
            return count
        }
        return "\(className)-registration-\(number)"
    }
}
