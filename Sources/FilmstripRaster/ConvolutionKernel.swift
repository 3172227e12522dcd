import CPixman

/// The tap weights pixman's `PIXMAN_FILTER_SEPARABLE_CONVOLUTION` uses for one axis of a resampling pass.
///
/// Made here rather than by `pixman_filter_create_separable_convolution` for two reasons: pixman samples each phase
/// at the middle of its interval, so no phase falls exactly on a pixel centre and an unscaled draw would blur by
/// half a phase; and it has no Catmull-Rom. Phase `i` here stands for the sample position `i / phases` past a
/// pixel's left edge; the pass shifts its transform by half a phase so pixman's rounding picks exactly that phase
/// (`phaseShift`). Weights are fixed-point, each phase summing to exactly 1, so a flat colour stays exact.
struct ConvolutionKernel: Equatable {
    /// Phases per pixel as a power of two: 64 (a sample lands within 1/128 px of where it should), fewer for the
    /// very wide kernels of extreme reductions, where the table would otherwise grow large.
    let phaseBits: Int
    var phases: Int { 1 << phaseBits }
    /// What the transform adds so that pixman's phase rounding (to the middle of a 1/64 interval) lands on the
    /// phase nearest the true position.
    var phaseShift: Double { 0.5 / Double(phases) }

    /// Taps per output sample.
    let width: Int
    /// `phases * width` weights in 16.16 fixed point, phase by phase.
    let weights: [pixman_fixed_t]

    /// The kernel of `filter` for `scale` source pixels per output pixel (widened when above 1, as when shrinking).
    init(filter: ResamplingFilter, scale: Double) {
        let stretch = min(max(1, scale), 4096.0)  // pixman stores the tap count in 16.16 fixed point
        let radius = filter.radius * stretch
        // The fewest taps that reach every non-zero weight for every phase (pixman decides where they start).
        var width = Int((2 * radius).rounded(.up))
        let phaseBits = width <= 64 ? 6 : width <= 1024 ? 2 : 0
        let phases = 1 << phaseBits
        while !(0..<phases).allSatisfy({ Self.reaches(width: width, phase: $0, phases: phases, radius: radius) }) {
            width += 1
        }
        var weights = [pixman_fixed_t]()
        weights.reserveCapacity(phases * width)
        var real = [Double](repeating: 0, count: width)
        for phase in 0..<phases {
            let position = Double(phase) / Double(phases)
            let firstTap = Self.firstTap(width: width, phase: phase, phases: phases)
            var total = 0.0
            for tap in 0..<width {
                let distance = Double(firstTap + tap) + 0.5 - position
                real[tap] = filter.weight(at: distance / stretch)
                total += real[tap]
            }
            var fixedTotal: pixman_fixed_t = 0
            var largest = 0
            for tap in 0..<width {
                let fixed = pixman_fixed_t((real[tap] / total * 65536).rounded())
                weights.append(fixed)
                fixedTotal += fixed
                if real[tap] > real[largest] { largest = tap }
            }
            // Rounding may leave the sum a unit or two off 1.0: the largest tap absorbs it.
            weights[phase * width + largest] += 65536 - fixedTotal
        }
        self.width = width
        self.weights = weights
        self.phaseBits = phaseBits
    }

    /// pixman's first tap, relative to the sample's pixel: floor(shifted position - (width - 1) / 2), where the
    /// shifted position is the middle of the phase's interval.
    static func firstTap(width: Int, phase: Int, phases: Int) -> Int {
        let shifted = (Double(phase) + 0.5) / Double(phases)
        return Int((shifted - Double(width - 1) / 2 - 1.0 / 65536).rounded(.down))
    }

    /// Whether `width` taps from `firstTap` include every pixel centre nearer than `radius` to the phase's position.
    static func reaches(width: Int, phase: Int, phases: Int, radius: Double) -> Bool {
        let position = Double(phase) / Double(phases)
        let first = firstTap(width: width, phase: phase, phases: phases)
        let beforeFirst = Double(first - 1) + 0.5 - position
        let afterLast = Double(first + width) + 0.5 - position
        return -beforeFirst >= radius && afterLast >= radius
    }
}
