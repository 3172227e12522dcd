/// The pixels a comparison found, summed over row bands in band order so totals never depend on threading.
struct DiffCounts: Equatable {
    /// Pixels that differ and are not excused as anti-aliasing.
    var diffPixels = 0
    /// Pixels that differ but are anti-aliasing in either image (0 unless `detectsAntiAliasing` is set).
    var aaPixels = 0

    static func + (lhs: DiffCounts, rhs: DiffCounts) -> DiffCounts {
        DiffCounts(diffPixels: lhs.diffPixels + rhs.diffPixels, aaPixels: lhs.aaPixels + rhs.aaPixels)
    }
}
