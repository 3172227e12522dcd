import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The memory the decodes running at once may take together: each decode reserves its estimated peak (from the
/// probed size, chroma and codec) before it starts and gives it back when it ends, waiting while the others hold too
/// much. `filmstrip test` decodes the photos of several scenes in parallel, and two 100-megapixel HEICs decoded at
/// once would otherwise take twice what one takes.
///
/// A decode estimated at more than the whole budget is not refused (it works alone): it waits until nothing else is
/// reserved and then runs alone. Reservations are granted in the order they were asked for, so a large decode is
/// never starved by a stream of small ones. A reservation asked for on a thread that already holds one (a format
/// decoder of one's own that decodes through `ImageDecoder`) is inside the outer one and does not wait, since the
/// outer one could only be released after it: nothing deadlocks. Which decodes overlap changes how long a run takes,
/// never what it outputs.
package final class DecodeMemoryBudget: @unchecked Sendable {
    /// The budget every `ImageDecoder` reserves from unless given its own: one per process, so one per run.
    package static let shared = DecodeMemoryBudget(capacityBytes: defaultCapacityBytes)

    /// 384 MiB: a colour 100-megapixel HEIC or AVIF (the largest photo `DecodeOptions.defaultMaxPixels` admits)
    /// decodes alone, so that with the rest of a run it stays within 512 MB, while a dozen 12-megapixel camera
    /// photos still decode side by side.
    package static let defaultCapacityBytes = 384 << 20

    /// The most that reservations hold at once (a larger single one is held alone).
    package let capacityBytes: Int

    // Guards everything below; waiters sleep on it.
    private let condition = NSCondition()
    private var reservedBytes = 0
    private var nextTicket = 0
    private var servingTicket = 0
    private var largestHeld = 0
    // The threads holding a reservation, with how deep their reservations nest.
    private var holders: [pthread_t: Int] = [:]

    /// A budget of `capacityBytes` (at least 1).
    package init(capacityBytes: Int) {
        self.capacityBytes = max(1, capacityBytes)
    }

    /// Runs `body` once `bytes` (clamped to `0...capacityBytes`) are reserved, and releases them when it returns or
    /// throws.
    package func withReservation<Result>(of bytes: Int, _ body: () throws -> Result) rethrows -> Result {
        let held = reserve(bytes)
        defer { release(held) }
        return try body()
    }

    /// Bytes reserved now, by all threads.
    package var reserved: Int {
        condition.lock()
        defer { condition.unlock() }
        return reservedBytes
    }

    /// The most ever reserved at once (for tests: whether two decodes overlapped).
    package var highWaterMark: Int {
        condition.lock()
        defer { condition.unlock() }
        return largestHeld
    }

    /// Waits for this caller's turn and for room, then holds the clamped `bytes`; returns what it holds. Inside a
    /// reservation of the same thread it holds nothing more and does not wait.
    private func reserve(_ bytes: Int) -> Int {
        let wanted = min(max(0, bytes), capacityBytes)
        let thread = pthread_self()
        condition.lock()
        defer { condition.unlock() }
        if let depth = holders[thread] {
            holders[thread] = depth + 1
            return 0
        }
        holders[thread] = 1
        let ticket = nextTicket
        nextTicket += 1
        while ticket != servingTicket || reservedBytes + wanted > capacityBytes {
            condition.wait()
        }
        servingTicket += 1
        reservedBytes += wanted
        largestHeld = max(largestHeld, reservedBytes)
        // The next in line may fit beside this one.
        condition.broadcast()
        return wanted
    }

    private func release(_ bytes: Int) {
        let thread = pthread_self()
        condition.lock()
        let depth = holders[thread] ?? 1
        holders[thread] = depth > 1 ? depth - 1 : nil
        reservedBytes -= bytes
        condition.broadcast()
        condition.unlock()
    }
}
