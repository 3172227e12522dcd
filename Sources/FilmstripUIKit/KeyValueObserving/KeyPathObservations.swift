import Foundation
import Synchronization

/// Observations registered by name with `addObserver(_:forKeyPath:options:context:)`, kept until
/// `removeObserver(_:forKeyPath:context:)`: each is a key-path observation of FilmstripUIKit's that tells the
/// observer through its `observeValue(forKeyPath:of:change:context:)`.
enum KeyPathObservations {
    /// One registration: who observes what, and the observation that runs it.
    struct Entry {
        let object: ObjectIdentifier
        weak var observer: AnyObject?
        let keyPath: String
        let context: UnsafeMutableRawPointer?
        let observation: NSKeyValueObservation
    }

    nonisolated(unsafe) private static var entries: [Entry] = []
    private static let lock = NSLock()

    static func add(_ entry: Entry) { lock.withLock { entries.append(entry) } }

    /// Removes the newest registration that matches (any context when `context` is not given), as Foundation removes
    /// one registration a call; returns its observation, for the caller to invalidate outside the lock.
    static func remove(
        object: AnyObject, observer: AnyObject, keyPath: String, context: UnsafeMutableRawPointer??
    ) -> NSKeyValueObservation? {
        lock.withLock {
            guard
                let index = entries.lastIndex(where: {
                    $0.object == ObjectIdentifier(object) && $0.observer === observer && $0.keyPath == keyPath
                        && (context == nil || $0.context == context!)
                })
            else { return nil }
            return entries.remove(at: index).observation
        }
    }
}
