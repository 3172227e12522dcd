/// Mean, median and 99th percentile of a set of timings, in microseconds.
struct DurationStatistics {
    var count: Int
    var meanMicroseconds: Double
    var medianMicroseconds: Double
    var p99Microseconds: Double
    var maxMicroseconds: Double

    init(_ durations: [Duration]) {
        precondition(!durations.isEmpty, "no timings")
        let sorted = durations.map(DurationStatistics.microseconds).sorted()
        count = sorted.count
        meanMicroseconds = sorted.reduce(0, +) / Double(sorted.count)
        medianMicroseconds = DurationStatistics.percentile(sorted, 0.5)
        p99Microseconds = DurationStatistics.percentile(sorted, 0.99)
        maxMicroseconds = sorted[sorted.count - 1]
    }

    static func microseconds(_ duration: Duration) -> Double {
        let parts = duration.components
        return Double(parts.seconds) * 1e6 + Double(parts.attoseconds) * 1e-12
    }

    /// Nearest-rank percentile of already sorted values.
    private static func percentile(_ sorted: [Double], _ fraction: Double) -> Double {
        let rank = Int((fraction * Double(sorted.count)).rounded(.up))
        return sorted[min(max(rank, 1), sorted.count) - 1]
    }
}
