/// The pixels a comparison found, summed over row bands in band order so totals never depend on threading.
struct DiffCounts: Equatable {
    /// Pixels over the threshold and not excused as anti-aliasing.
    var diffPixels = 0
    /// Pixels over the threshold that are anti-aliasing in either image (0 when `includeAA` is set).
    var aaPixels = 0

    static func + (lhs: DiffCounts, rhs: DiffCounts) -> DiffCounts {
        DiffCounts(diffPixels: lhs.diffPixels + rhs.diffPixels, aaPixels: lhs.aaPixels + rhs.aaPixels)
    }
}
