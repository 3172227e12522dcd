/// Precomputed filter taps for one axis of a resample: for each output pixel, a run of consecutive source indices and
/// their normalised weights. Built once per resize or draw so the hot loops only multiply and add.
///
/// Output pixel `p`'s centre `p + 0.5` maps to source coordinate
/// `sourceOrigin + (p + 0.5 - destinationOrigin) * sourceLength / destinationLength`, exactly (no snapping), and the
/// kernel is widened by that ratio when it exceeds 1 so downscaling low-passes instead of aliasing. Taps past the
/// image's edge are folded onto the edge pixel (the edge is extended), which keeps the weights summing to 1.
struct ResamplingWeights {
    /// Number of output pixels described, the first being `outputStart`.
    let outputCount: Int
    /// Distance between consecutive outputs' weights in `weights`.
    let tapStride: Int
    /// Source index of each output's first tap.
    private(set) var firstSource: [Int]
    /// Number of taps of each output (at most `tapStride`).
    private(set) var tapCount: [Int]
    /// `outputCount * tapStride` weights; unused slots are zero.
    private(set) var weights: [Float]
    /// The source indices any output reads: from the lowest first tap to one past the highest last tap.
    private(set) var sourceRange: Range<Int>

    /// Taps for output pixels `outputStart ..< outputStart + outputCount` of a destination span
    /// (`destinationOrigin`, `destinationLength`) showing the source span (`sourceOrigin`, `sourceLength`) of an axis
    /// `sourceCount` pixels long. Lengths must be positive and finite, and `sourceCount` at least 1.
    init(
        filter: ResamplingFilter, outputStart: Int, outputCount: Int,
        destinationOrigin: Double, destinationLength: Double,
        sourceOrigin: Double, sourceLength: Double, sourceCount: Int
    ) {
        precondition(
            destinationLength > 0 && sourceLength > 0 && destinationLength.isFinite && sourceLength.isFinite
                && sourceCount > 0 && outputCount >= 0,
            "ResamplingWeights: empty span")
        let ratio = sourceLength / destinationLength
        // Widening beyond the whole source changes nothing visible and would make the tap loops unbounded.
        let filterScale = min(max(1, ratio), 2 * Double(sourceCount) + 2)
        let support = filter.radius * filterScale
        // Integers within [centre - support, centre + support]: at most floor(2 * support) + 1; the margin absorbs
        // rounding in the two end computations.
        let stride = max(1, min(Int((2 * support).rounded(.down)) + 3, sourceCount))
        let outputCount = max(outputCount, 0)
        self.outputCount = outputCount
        tapStride = stride
        firstSource = [Int](repeating: 0, count: outputCount)
        tapCount = [Int](repeating: 0, count: outputCount)
        weights = [Float](repeating: 0, count: outputCount * stride)
        var lowest = Int.max
        var highest = Int.min
        var folded = [Double](repeating: 0, count: stride)
        for output in 0..<outputCount {
            var centre = sourceOrigin + (Double(outputStart + output) + 0.5 - destinationOrigin) * ratio - 0.5
            // Beyond `support` past either end every tap folds onto the edge pixel, so clamping there changes nothing
            // and keeps the integer conversions in range.
            centre = centre.isNaN ? 0 : min(max(centre, -support - 1), Double(sourceCount) + support + 1)
            let lo = Int((centre - support).rounded(.up))
            let hi = max(lo, Int((centre + support).rounded(.down)))
            let first = min(max(lo, 0), sourceCount - 1)
            let last = max(min(hi, sourceCount - 1), first)
            for i in 0..<stride { folded[i] = 0 }
            var sum = 0.0
            for tap in lo...hi {
                let weight = filter.weight(at: (Double(tap) - centre) / filterScale)
                folded[min(max(tap, first), last) - first] += weight
                sum += weight
            }
            let span = last - first + 1
            if sum == 0 {
                // Cannot happen with these kernels (the centre tap is always positive); keep the nearest pixel.
                folded[min(max(Int(centre.rounded()), first), last) - first] = 1
                sum = 1
            }
            // Drop exact zeros at both ends, so an unscaled resample is one tap per pixel.
            var start = 0
            var end = span
            while start < end - 1, folded[start] == 0 { start += 1 }
            while end - 1 > start, folded[end - 1] == 0 { end -= 1 }
            firstSource[output] = first + start
            tapCount[output] = end - start
            for i in start..<end { weights[output * stride + i - start] = Float(folded[i] / sum) }
            lowest = min(lowest, first + start)
            highest = max(highest, first + end)
        }
        sourceRange = outputCount == 0 ? 0..<0 : lowest..<highest
    }
}
