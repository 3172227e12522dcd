import FilmstripLayout

/// Times the slider layout at scale: one preparation of a long row, then many visible-cell queries and snaps at
/// random offsets. Each query is timed on its own with a monotonic clock, so the median and p99 are per query;
/// the batch figure (one clock read around all of them) shows how much of that is the clock itself.
struct LayoutBenchmark {
    var arguments: BenchArguments

    func run() -> String {
        var random = SplitMix64(seed: arguments.seed)
        // Photo sizes from 100 to 6000 pixels a side: aspect ratios from 1:60 to 60:1.
        let photos = (0..<arguments.items).map { _ in
            Size(width: Double(random.nextInt(in: 100...6000)), height: Double(random.nextInt(in: 100...6000)))
        }
        let clock = ContinuousClock()

        let prepareStart = clock.now
        let layout = SliderLayout(photoSizes: photos)
        let prepare = clock.now - prepareStart

        let range = layout.offsetRange
        let margin = layout.viewSize.width
        let offsets = (0..<arguments.queries).map { _ in
            random.nextDouble(from: range.min - margin, to: range.max + margin)
        }

        var visibleTimes = [Duration]()
        visibleTimes.reserveCapacity(offsets.count)
        var cellCounts = [Int]()
        cellCounts.reserveCapacity(offsets.count)
        for offset in offsets {
            let start = clock.now
            let cells = layout.visibleAttributes(atOffset: offset)
            visibleTimes.append(clock.now - start)
            cellCounts.append(cells.count)
        }

        var checksum = 0.0
        let batchStart = clock.now
        for offset in offsets {
            checksum += layout.visibleAttributes(atOffset: offset).first?.frame.minX ?? 0
        }
        let batch = clock.now - batchStart

        var snapTimes = [Duration]()
        snapTimes.reserveCapacity(offsets.count)
        for offset in offsets {
            let start = clock.now
            let target = layout.targetContentOffset(proposed: offset, velocity: 0)
            snapTimes.append(clock.now - start)
            checksum += target
        }

        let visible = DurationStatistics(visibleTimes)
        let snap = DurationStatistics(snapTimes)
        let batchMean = DurationStatistics.microseconds(batch) / Double(offsets.count)
        let meanCells = Double(cellCounts.reduce(0, +)) / Double(cellCounts.count)
        let us = FixedDecimalFormat(decimals: 3)
        let ms = FixedDecimalFormat(decimals: 1)
        var lines = [String]()
        lines.append(
            "slider layout: \(arguments.items) items, \(arguments.queries) queries at random offsets, "
                + "seed \(arguments.seed)")
        lines.append("content width      \(ms.string(layout.contentSize.width)) pt")
        lines.append("prepare (once)     \(ms.string(DurationStatistics.microseconds(prepare) / 1000)) ms")
        lines.append(
            "visible query      mean \(us.string(visible.meanMicroseconds)) µs, median "
                + "\(us.string(visible.medianMicroseconds)) µs, p99 \(us.string(visible.p99Microseconds)) µs, "
                + "max \(us.string(visible.maxMicroseconds)) µs")
        lines.append("visible (batch)    mean \(us.string(batchMean)) µs per query")
        lines.append(
            "visible cells      mean \(FixedDecimalFormat(decimals: 2).string(meanCells)) per query, "
                + "min \(cellCounts.min() ?? 0), max \(cellCounts.max() ?? 0)")
        lines.append(
            "snap query         mean \(us.string(snap.meanMicroseconds)) µs, median "
                + "\(us.string(snap.medianMicroseconds)) µs, p99 \(us.string(snap.p99Microseconds)) µs")
        lines.append("checksum           \(checksum)")
        return lines.joined(separator: "\n")
    }
}
