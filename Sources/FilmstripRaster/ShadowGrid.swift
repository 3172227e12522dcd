/// The coarse grid a shadow's mask is computed on, along one axis.
enum ShadowGrid {
    /// The grid cells (cell `k` covers pixels `origin + k * cell ..< origin + (k + 1) * cell`) from `origin` to
    /// `high`, cut to those within `spare` cells of the canvas's `0..<canvas` pixels.
    static func cells(to high: Double, origin: Int, cell: Int, canvas: Int, spare: Int) -> Range<Int> {
        let size = Double(cell)
        let all = Int(((high - Double(origin)) / size).rounded(.up))
        let first = max(0, Int((Double(-origin) / size).rounded(.down)) - spare)
        let end = min(all, Int((Double(canvas - origin) / size).rounded(.up)) + spare)
        return first < end ? first..<end : 0..<0
    }
}
