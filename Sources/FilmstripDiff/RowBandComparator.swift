import CFilmstripPixels
import FilmstripImage

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Compares the overlap of two images over a band of rows and paints those rows of the diff image.
///
/// Works on raw pointers so the per-pixel loop allocates and bounds-checks nothing. Bands only read the inputs
/// (anti-aliasing looks up to two rows beyond the band) and write their own rows of the output, so any number of
/// them can run at once; each pixel's verdict depends on the inputs alone, never on the banding.
struct RowBandComparator {
    let expected: RGBAPixelWindow
    let actual: RGBAPixelWindow
    /// The diff image's first byte, its rows `outputRowBytes` apart; nil when only counts are wanted.
    let output: UnsafeMutablePointer<UInt8>?
    let outputRowBytes: Int
    let maxColorDelta: Double
    /// `YIQColorDelta.quickAcceptLimit(maxDelta: maxColorDelta)`.
    let quickAcceptLimit: Int
    /// Whether a differing pixel that is anti-aliasing in either image is counted apart.
    let detectsAntiAliasing: Bool
    /// `DiffPalette.fadeFactors`, hoisted out of the loop.
    let fadeFactors: UnsafePointer<Double>
    /// `YIQColorDelta.channelLumas`, likewise.
    let channelLumas: UnsafePointer<Double>

    func compare(rows: Range<Int>) -> DiffCounts {
        var counts = DiffCounts()
        let width = expected.width
        let rowByteCount = width * 4
        let expectedDetector = AntiAliasingDetector(image: expected, other: actual, channelLumas: channelLumas)
        let actualDetector = AntiAliasingDetector(image: actual, other: expected, channelLumas: channelLumas)
        // Only the pixels the C sieve leaves (neither equal nor quickly accepted) need a verdict: a row's worth at most.
        let candidates = UnsafeMutablePointer<UInt32>.allocate(capacity: width)
        defer { candidates.deallocate() }
        let sieveLimit = Int32(clamping: quickAcceptLimit)

        for y in rows {
            let expectedRow = expected.row(y)
            let actualRow = actual.row(y)
            // The diff image starts as the faded expected row; the verdicts below repaint what differs.
            let outputRow = output.map { $0 + y * outputRowBytes }
            if let outputRow { paintFaded(expectedRow, into: outputRow, count: width) }
            // Most rows of a passing snapshot are identical: one memcmp settles the whole row.
            if memcmp(expectedRow, actualRow, rowByteCount) == 0 { continue }
            let count = fs_diff_row_candidates(expectedRow, actualRow, width, sieveLimit, candidates)
            for index in 0..<count {
                let x = Int(candidates[index])
                switch verdict(x, y, expectedDetector, actualDetector) {
                case .same:
                    break
                case .antiAliased:
                    if let outputRow { paint(DiffPalette.antiAliased, into: outputRow + x * 4) }
                    counts.aaPixels += 1
                case .different:
                    if let outputRow { paint(DiffPalette.difference, into: outputRow + x * 4) }
                    counts.diffPixels += 1
                }
            }
        }
        return counts
    }

    /// What a pixel the sieve leaves turns out to be.
    private enum Verdict {
        case same, antiAliased, different
    }

    @inline(__always)
    private func verdict(
        _ x: Int, _ y: Int, _ expectedDetector: AntiAliasingDetector,
        _ actualDetector: AntiAliasingDetector
    ) -> Verdict {
        if YIQColorDelta.distance(expected.pixel(x, y), actual.pixel(x, y)) <= maxColorDelta { return .same }
        if detectsAntiAliasing
            && (expectedDetector.isAntiAliased(x: x, y: y) || actualDetector.isAntiAliased(x: x, y: y))
        {
            return .antiAliased
        }
        return .different
    }

    @inline(__always)
    private func paintFaded(_ source: UnsafePointer<UInt8>, into target: UnsafeMutablePointer<UInt8>, count: Int) {
        for i in 0..<count {
            let pixel = source + i * 4
            let grey = DiffPalette.fadedGrey(pixel, fadeFactor: fadeFactors[Int(pixel[3])])
            let out = target + i * 4
            out[0] = grey
            out[1] = grey
            out[2] = grey
            out[3] = 255
        }
    }

    @inline(__always)
    private func paint(_ color: RGBA, into target: UnsafeMutablePointer<UInt8>) {
        target[0] = color.r
        target[1] = color.g
        target[2] = color.b
        target[3] = color.a
    }
}
