import FilmstripDecode
import FilmstripImage

/// The prepared content of a scene's cells, made when a frame first needs it and kept for the frames after, up to
/// `capacity` cells (the least recently used go first). Memory follows what is drawn, not how many photos a scene
/// has; the content is a pure function of the photo and its size, so what was evicted and made again is identical.
final class CellStore: Sendable {
    private let cells: BoundedCache<Int, CellContent>
    let capacity: Int

    init(capacity: Int) {
        self.capacity = max(1, capacity)
        cells = BoundedCache(capacity: self.capacity) { _ in 1 }
    }

    /// The content of the cells at `indices`; `make` is called, in parallel, for those not yet stored. The indices
    /// asked for are kept even past the capacity, so one frame never prepares its cells twice.
    func contents(of indices: [Int], threads: Int?, make: @Sendable (Int) throws -> CellContent) throws -> [Int:
        CellContent]
    {
        try cells.values(for: indices) { missing in
            try missing.parallelMap(threads: threads) { index in Result { try make(index) } }.map { try $0.get() }
        }
    }
}
