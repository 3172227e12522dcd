/// Steele, Lea and Flood's SplitMix64 generator: tiny, fast and fully specified, so seeded property tests and
/// benchmarks draw the same numbers on every machine and toolchain (the standard library's `random(in:using:)`
/// mapping is not promised to stay the same).
package struct SplitMix64: RandomNumberGenerator, Sendable {
    private var state: UInt64

    package init(seed: UInt64) {
        state = seed
    }

    package mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A uniform Double in `[0, 1)` from the top 53 bits.
    package mutating func nextUnit() -> Double {
        Double(next() >> 11) * 0x1p-53
    }

    /// A uniform Double in `[lower, upper)`.
    package mutating func nextDouble(from lower: Double, to upper: Double) -> Double {
        lower + (upper - lower) * nextUnit()
    }

    /// An integer in `0..<bound` (`bound` > 0), by the multiply-high mapping (bias at most `bound / 2^64`).
    package mutating func nextInt(below bound: Int) -> Int {
        precondition(bound > 0, "bound must be positive")
        return Int(next().multipliedFullWidth(by: UInt64(bound)).high)
    }

    /// An integer in `range`.
    package mutating func nextInt(in range: ClosedRange<Int>) -> Int {
        range.lowerBound + nextInt(below: range.upperBound - range.lowerBound + 1)
    }
}
