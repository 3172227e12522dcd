import Synchronization

/// Values kept by key across threads, the least recently used dropped once their total cost passes `capacity`:
/// the store behind the caches of thumbnails and resampled cells. A value must be a pure function of its key, so
/// what was dropped and made again is identical, and two threads making the same value at once is harmless.
package final class BoundedCache<Key: Hashable & Sendable, Value: Sendable>: Sendable {
    private struct State {
        var entries: [Key: (value: Value, lastUse: UInt64)] = [:]
        var cost = 0
        var clock: UInt64 = 0
    }

    private let state = Mutex(State())
    private let cost: @Sendable (Value) -> Int
    package let capacity: Int

    package init(capacity: Int, cost: @escaping @Sendable (Value) -> Int) {
        self.capacity = capacity
        self.cost = cost
    }

    package var count: Int { state.withLock { $0.entries.count } }

    /// The value for `key`, made by `make` (outside the lock) when it is not kept.
    package func value(for key: Key, make: () throws -> Value) rethrows -> Value {
        let kept = state.withLock { state -> Value? in
            state.clock += 1
            state.entries[key]?.lastUse = state.clock
            return state.entries[key]?.value
        }
        if let kept { return kept }
        let made = try make()
        state.withLock { state in
            guard state.entries[key] == nil else { return }
            state.clock += 1
            state.entries[key] = (made, state.clock)
            state.cost += cost(made)
            while state.cost > capacity, state.entries.count > 1,
                let oldest = state.entries.min(by: { $0.value.lastUse < $1.value.lastUse })?.key
            {
                state.cost -= state.entries[oldest].map { cost($0.value) } ?? 0
                state.entries[oldest] = nil
            }
        }
        return made
    }
}
