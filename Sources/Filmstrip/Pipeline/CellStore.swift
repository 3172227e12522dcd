import FilmstripDecode
import FilmstripImage
import Synchronization

/// The prepared content of a scene's cells, made when a frame first needs it and kept for the frames after, up to
/// `capacity` cells (the least recently used go first). Memory follows what is drawn, not how many photos a scene
/// has; the content is a pure function of the photo and its size, so what was evicted and made again is identical.
final class CellStore: Sendable {
    private struct State {
        var cells: [Int: CellContent] = [:]
        var lastUse: [Int: UInt64] = [:]
        var clock: UInt64 = 0
    }

    private let state = Mutex(State())
    let capacity: Int

    init(capacity: Int) {
        self.capacity = max(1, capacity)
    }

    /// The content of the cells at `indices`; `make` is called, in parallel, for those not yet stored. The indices
    /// asked for are kept even past the capacity, so one frame never prepares its cells twice.
    func contents(of indices: [Int], threads: Int?, make: @Sendable (Int) throws -> CellContent) throws -> [Int:
        CellContent]
    {
        let missing = state.withLock { state in indices.filter { state.cells[$0] == nil } }
        let made = missing.parallelMap(threads: threads) { index in Result { try make(index) } }
        return try state.withLock { state in
            for (index, result) in zip(missing, made) { state.cells[index] = try result.get() }
            state.clock += 1
            var found: [Int: CellContent] = [:]
            for index in indices {
                state.lastUse[index] = state.clock
                found[index] = state.cells[index]
            }
            if state.cells.count > capacity {
                let keep = Set(indices)
                let evictable = state.cells.keys.filter { !keep.contains($0) }
                    .sorted { (state.lastUse[$0] ?? 0, $0) < (state.lastUse[$1] ?? 0, $1) }
                for index in evictable.prefix(state.cells.count - capacity) {
                    state.cells[index] = nil
                    state.lastUse[index] = nil
                }
            }
            return found
        }
    }
}
