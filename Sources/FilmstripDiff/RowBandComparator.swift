#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import CFilmstripPixels
import FilmstripImage

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
    let includeAA: Bool
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
        // Without a diff image only the pixels the C sieve leaves need looking at, one row's worth at most.
        let candidates = UnsafeMutablePointer<UInt32>.allocate(capacity: output == nil ? width : 0)
        defer { candidates.deallocate() }
        let sieveLimit = Int32(clamping: quickAcceptLimit)

        for y in rows {
            let expectedRow = expected.row(y)
            let actualRow = actual.row(y)
            // Most rows of a passing snapshot are identical: one memcmp settles the whole row.
            if memcmp(expectedRow, actualRow, rowByteCount) == 0 {
                if let output { paintFaded(expectedRow, into: output + y * outputRowBytes, count: width) }
                continue
            }
            guard let output else {
                let count = fs_diff_row_candidates(expectedRow, actualRow, width, sieveLimit, candidates)
                for index in 0..<count {
                    let x = Int(candidates[index])
                    switch verdict(x, y, expectedDetector, actualDetector) {
                    case .same: break
                    case .antiAliased: counts.aaPixels += 1
                    case .different: counts.diffPixels += 1
                    }
                }
                continue
            }
            let outputRow = output + y * outputRowBytes
            for x in 0..<width {
                let offset = x * 4
                let e = expectedRow + offset
                let a = actualRow + offset
                let isSettled = expected.word(x, y) == actual.word(x, y) || isQuicklyAccepted(e, a)
                switch isSettled ? .same : verdict(x, y, expectedDetector, actualDetector) {
                case .same:
                    paintFaded(e, into: outputRow + offset, count: 1)
                case .antiAliased:
                    paint(DiffPalette.antiAliased, into: outputRow + offset)
                    counts.aaPixels += 1
                case .different:
                    paint(DiffPalette.difference, into: outputRow + offset)
                    counts.diffPixels += 1
                }
            }
        }
        return counts
    }

    /// What a pixel that is neither identical nor quickly accepted turns out to be.
    private enum Verdict {
        case same, antiAliased, different
    }

    @inline(__always)
    private func verdict(_ x: Int, _ y: Int, _ expectedDetector: AntiAliasingDetector,
                         _ actualDetector: AntiAliasingDetector) -> Verdict {
        if YIQColorDelta.distance(expected.pixel(x, y), actual.pixel(x, y)) <= maxColorDelta { return .same }
        if !includeAA && (expectedDetector.isAntiAliased(x: x, y: y) || actualDetector.isAntiAliased(x: x, y: y)) {
            return .antiAliased
        }
        return .different
    }

    /// Two opaque pixels too close to differ whatever their colour; see `YIQColorDelta.eigenvalueBound`.
    @inline(__always)
    private func isQuicklyAccepted(_ e: UnsafePointer<UInt8>, _ a: UnsafePointer<UInt8>) -> Bool {
        guard e[3] == 255 && a[3] == 255 else { return false }
        let dr = Int(e[0]) - Int(a[0]), dg = Int(e[1]) - Int(a[1]), db = Int(e[2]) - Int(a[2])
        return dr * dr + dg * dg + db * db <= quickAcceptLimit
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
    private func paint(_ colour: RGBA, into target: UnsafeMutablePointer<UInt8>) {
        target[0] = colour.r
        target[1] = colour.g
        target[2] = colour.b
        target[3] = colour.a
    }
}
