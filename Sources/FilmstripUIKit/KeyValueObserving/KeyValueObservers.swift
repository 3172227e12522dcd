import Foundation
import Synchronization

/// The Swift key-path observations of FilmstripUIKit's objects and the bracket their observable setters run in: a
/// setter calls `willChange(_:)` before it changes anything and `didChange(_:)` after; when the outermost bracket on
/// an object closes, every observation of that object whose value differs from the one read at its opening (or
/// whose value cannot be compared) hears the change, outside any lock. Setting `frame` thus reports `frame`,
/// `bounds` and `center` once each (UIKit choice `keyValueObservingCoversUIKitsOwnProperties`).
final class KeyValueObservers: @unchecked Sendable {
    static let shared = KeyValueObservers()

    /// How many observations are registered in the process, so setters of unobserved objects pay one atomic load.
    private let count = Atomic<Int>(0)
    private let lock = NSLock()
    private var observations: [ObjectIdentifier: [Observation]] = [:]
    private var open: [ObjectIdentifier: (depth: Int, before: [(Observation, Any)])] = [:]
    private var nextToken = 0

    /// One observation: the object (weakly), how to read the value, and what to call.
    final class Observation {
        let token: Int
        weak var object: AnyObject?
        let read: (AnyObject) -> Any
        let report: (AnyObject, _ old: Any, _ new: Any, _ isPrior: Bool) -> Void
        init(
            token: Int, object: AnyObject, read: @escaping (AnyObject) -> Any,
            report: @escaping (AnyObject, Any, Any, Bool) -> Void
        ) {
            self.token = token
            self.object = object
            self.read = read
            self.report = report
        }
    }

    /// Registers an observation of `object`; the returned token removes it.
    func add(
        to object: AnyObject, read: @escaping (AnyObject) -> Any,
        report: @escaping (AnyObject, Any, Any, Bool) -> Void
    ) -> NSKeyValueObservation {
        let key = ObjectIdentifier(object)
        let token = lock.withLock {
            nextToken += 1
            let observation = Observation(token: nextToken, object: object, read: read, report: report)
            observations[key, default: []].removeAll { $0.object == nil }
            observations[key, default: []].append(observation)
            return nextToken
        }
        count.add(1, ordering: .relaxed)
        return NSKeyValueObservation { [weak self] in
            guard let self else { return }
            let removed = lock.withLock {
                let before = observations[key]?.count ?? 0
                observations[key]?.removeAll { $0.token == token }
                if observations[key]?.isEmpty == true {
                    observations[key] = nil
                    open[key] = nil
                }
                return before - (observations[key]?.count ?? 0)
            }
            if removed > 0 { count.subtract(removed, ordering: .relaxed) }
        }
    }

    /// Opens a change of `object`: at the outermost opening, reads every observed value.
    func willChange(_ object: AnyObject) {
        guard count.load(ordering: .relaxed) > 0 else { return }
        let key = ObjectIdentifier(object)
        let watching: [Observation]? = lock.withLock {
            if var state = open[key] {
                state.depth += 1
                open[key] = state
                return nil
            }
            open[key] = (1, [])
            return observations[key]?.filter { $0.object === object }
        }
        guard let watching, !watching.isEmpty else { return }
        let before = watching.map { ($0, $0.read(object)) }
        for (observation, old) in before { observation.report(object, old, old, true) }
        lock.withLock { open[key]?.before = before }
    }

    /// Closes a change of `object`: at the outermost closing, reports each observed value that changed.
    func didChange(_ object: AnyObject) {
        guard count.load(ordering: .relaxed) > 0 else { return }
        let key = ObjectIdentifier(object)
        let finished: [(Observation, Any)]? = lock.withLock {
            guard var state = open[key] else { return nil }
            state.depth -= 1
            if state.depth > 0 {
                open[key] = state
                return nil
            }
            open[key] = nil
            return state.before
        }
        for (observation, old) in finished ?? [] {
            let new = observation.read(object)
            if let same = Self.areEqual(old, new), same { continue }
            observation.report(object, old, new, false)
        }
    }

    /// Whether two values are equal, when their type can say; nil otherwise.
    private static func areEqual(_ lhs: Any, _ rhs: Any) -> Bool? {
        guard let lhs = lhs as? any Equatable else { return nil }
        return lhs.isEqual(toValue: rhs)
    }
}

extension Equatable {
    /// Whether `other` is a value of this type equal to this one.
    fileprivate func isEqual(toValue other: Any) -> Bool { (other as? Self) == self }
}
