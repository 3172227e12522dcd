import Synchronization

/// Values kept by key across threads, the least recently used dropped once their total cost passes `capacity`:
/// the one eviction policy of the package, behind the caches of thumbnails, prepared cells, resampled cells, glyphs
/// and tag labels. A value must be a pure function of its key, so what was dropped and made again is identical, and
/// two threads making the same value at once is harmless.
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
    @discardableResult
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
            evict(&state, keeping: [key])
        }
        return made
    }

    /// The values for `keys`, those not kept made by one call of `makeMissing` (outside the lock, given the missing
    /// keys in order, returning their values in that order). Every key of `keys` is kept even past `capacity`, so a
    /// batch never makes its values twice; other keys go least recently used first.
    package func values(for keys: [Key], makeMissing: ([Key]) throws -> [Value]) rethrows -> [Key: Value] {
        let missing = state.withLock { state in keys.filter { state.entries[$0] == nil } }
        let made = try makeMissing(missing)
        return state.withLock { state in
            for (key, value) in zip(missing, made) where state.entries[key] == nil {
                state.entries[key] = (value, 0)
                state.cost += cost(value)
            }
            var found: [Key: Value] = [:]
            for key in keys {
                state.clock += 1
                state.entries[key]?.lastUse = state.clock
                found[key] = state.entries[key]?.value
            }
            evict(&state, keeping: Set(keys))
            return found
        }
    }

    /// Drops the least recently used entries not in `keeping` while the cost is past `capacity`.
    private func evict(_ state: inout State, keeping: Set<Key>) {
        while state.cost > capacity,
            let oldest = state.entries.lazy.filter({ !keeping.contains($0.key) })
                .min(by: { $0.value.lastUse < $1.value.lastUse })?.key
        {
            state.cost -= state.entries[oldest].map { cost($0.value) } ?? 0
            state.entries[oldest] = nil
        }
    }
}
