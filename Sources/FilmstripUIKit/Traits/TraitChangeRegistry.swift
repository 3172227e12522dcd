import Foundation

/// The trait-change registrations of each view and view controller, kept beside the object (weakly, so an object's
/// registrations go with it) and run by `TraitChangeNotifier` when the object's traits change.
final class TraitChangeRegistry: @unchecked Sendable {
    static let shared = TraitChangeRegistry()

    private struct Entry {
        weak var owner: AnyObject?
        var observations: [TraitChangeObservation]
    }

    private let lock = NSLock()
    private var entries: [ObjectIdentifier: Entry] = [:]

    func add(_ observation: TraitChangeObservation, to owner: AnyObject) {
        lock.withLock {
            entries = entries.filter { $0.value.owner != nil }
            let key = ObjectIdentifier(owner)
            var entry = entries[key].flatMap { $0.owner === owner ? $0 : nil } ?? Entry(owner: owner, observations: [])
            entry.observations.append(observation)
            entries[key] = entry
        }
    }

    func remove(_ registration: any UITraitChangeRegistration, from owner: AnyObject) {
        lock.withLock {
            entries[ObjectIdentifier(owner)]?.observations.removeAll { $0 === registration }
        }
    }

    /// Runs the registrations of `environment` that watch a trait that differs between `previous` and its traits
    /// now, in the order they were made.
    func deliver(to environment: any UITraitEnvironment, previous: UITraitCollection) {
        let observations = lock.withLock { () -> [TraitChangeObservation] in
            guard let entry = entries[ObjectIdentifier(environment)], entry.owner === environment else { return [] }
            return entry.observations
        }
        let current = environment.traitCollection
        for observation in observations where observation.isAffected(from: previous, to: current) {
            observation.deliver(environment, previous)
        }
    }
}
