/// The pixels of a span along one axis grouped by how much of each the covered interval `[low, high)` covers:
/// the first and last pixels partly, the ones between wholly. A rectangle's coverage is then constant over each
/// of at most 3 x 3 blocks, which pixman composites with one solid mask each.
struct CoverageBands {
    var bands: [(pixels: Range<Int>, coverage: Double)] = []

    init(span: Range<Int>, low: Double, high: Double) {
        guard let first = span.first, let last = span.last else { return }
        func overlap(_ index: Int) -> Double { max(0, min(Double(index + 1), high) - max(Double(index), low)) }
        if first == last {
            bands = [(first..<first + 1, overlap(first))]
            return
        }
        bands.append((first..<first + 1, overlap(first)))
        if last - first > 1 { bands.append((first + 1..<last, 1)) }
        bands.append((last..<last + 1, overlap(last)))
    }
}
