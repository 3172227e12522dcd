import FilmstripImage

/// Compares an expected image with an actual one, exactly or the way pixelmatch does, and draws where they differ.
public enum ImageDiff {
    /// Counts the pixels of `actual` that differ from `expected` (in any byte, or beyond `options`' perceptual
    /// threshold; anti-aliasing told apart when `options` asks) and decides pass or fail against its tolerances.
    ///
    /// Images of different sizes always fail; they are compared over their overlap (top-left aligned) so the counts
    /// and the diff image still show what changed. The diff image has `expected`'s size.
    public static func compare(
        expected: RGBAImage, actual: RGBAImage,
        options: DiffOptions = DiffOptions()
    ) -> DiffResult {
        let overlapPixels = min(expected.width, actual.width) * min(expected.height, actual.height)
        // Below about 64k pixels handing out bands costs more than it saves.
        let bandCount = overlapPixels < 1 << 16 ? 1 : 32
        return compare(expected: expected, actual: actual, options: options, bandCount: bandCount)
    }

    /// `compare(expected:actual:options:)` cut into `bandCount` row bands run concurrently; the result is the same
    /// for every `bandCount`.
    static func compare(expected: RGBAImage, actual: RGBAImage, options: DiffOptions, bandCount: Int) -> DiffResult {
        let expectedSize = PixelSize(width: expected.width, height: expected.height)
        var counts = DiffCounts()
        var diffImage: RGBAImage?
        if options.drawsDiffImage {
            let byteCount = expectedSize.area * 4
            let pixels = [UInt8](unsafeUninitializedCapacity: byteCount) { output, initializedCount in
                counts = compareOverlap(
                    expected, actual, options: options, output: output.baseAddress,
                    bandCount: bandCount)
                if let base = output.baseAddress { paintUncovered(base, expected: expectedSize, actual: actual) }
                initializedCount = byteCount
            }
            diffImage = RGBAImage(width: expected.width, height: expected.height, pixels: pixels)
        } else {
            counts = compareOverlap(expected, actual, options: options, output: nil, bandCount: bandCount)
        }

        let area = expectedSize.area
        let ratio = area > 0 ? Double(counts.diffPixels) / Double(area) : 0
        let sizeMismatch = expected.width != actual.width || expected.height != actual.height
        return DiffResult(
            width: expected.width, height: expected.height,
            diffPixels: counts.diffPixels, aaPixels: counts.aaPixels, ratio: ratio,
            pass: !sizeMismatch && options.allows(diffPixels: counts.diffPixels, ratio: ratio),
            sizeMismatch: sizeMismatch,
            message: sizeMismatch ? "expected \(expectedSize), got \(actual.width)x\(actual.height)" : nil,
            diffImage: diffImage)
    }

    /// Compares the top-left overlap of the two images, painting its pixels into `output` (laid out at the expected
    /// image's width) when given.
    private static func compareOverlap(
        _ expected: RGBAImage, _ actual: RGBAImage, options: DiffOptions,
        output: UnsafeMutablePointer<UInt8>?, bandCount: Int
    ) -> DiffCounts {
        let width = min(expected.width, actual.width)
        let height = min(expected.height, actual.height)
        guard width > 0 && height > 0 else { return DiffCounts() }
        let fadeFactors = DiffPalette.fadeFactors
        let channelLumas = YIQColorDelta.channelLumas
        return expected.pixels.withUnsafeBufferPointer { expectedPixels in
            actual.pixels.withUnsafeBufferPointer { actualPixels in
                fadeFactors.withUnsafeBufferPointer { fadeFactors in
                    channelLumas.withUnsafeBufferPointer { channelLumas in
                        let comparator = RowBandComparator(
                            expected: RGBAPixelWindow(
                                base: expectedPixels.baseAddress!, width: width, height: height,
                                rowBytes: expected.width * 4),
                            actual: RGBAPixelWindow(
                                base: actualPixels.baseAddress!, width: width, height: height,
                                rowBytes: actual.width * 4),
                            output: output, outputRowBytes: expected.width * 4,
                            maxColorDelta: options.maxColorDelta,
                            quickAcceptLimit: YIQColorDelta.quickAcceptLimit(maxDelta: options.maxColorDelta),
                            detectsAntiAliasing: options.detectsAntiAliasing,
                            fadeFactors: fadeFactors.baseAddress!, channelLumas: channelLumas.baseAddress!)
                        return compareInBands(comparator, height: height, bandCount: bandCount)
                    }
                }
            }
        }
    }

    /// Runs the bands concurrently, each writing its own slot, and sums the slots in band order.
    private static func compareInBands(_ comparator: RowBandComparator, height: Int, bandCount: Int) -> DiffCounts {
        let bands = max(1, min(bandCount, height))
        guard bands > 1 else { return comparator.compare(rows: 0..<height) }
        var bandCounts = [DiffCounts](repeating: DiffCounts(), count: bands)
        bandCounts.withUnsafeMutableBufferPointer { slots in
            // Each band writes only its own slot and its own rows of the diff image; the inputs are only read.
            parallelFor(bands) { band in
                slots[band] = comparator.compare(rows: height * band / bands..<height * (band + 1) / bands)
            }
        }
        return bandCounts.reduce(DiffCounts(), +)
    }

    /// Paints the part of the expected image that the actual one does not cover in the difference colour, so a size
    /// mismatch shows in the diff image. These pixels are not counted: the counts are the overlap's.
    private static func paintUncovered(_ output: UnsafeMutablePointer<UInt8>, expected: PixelSize, actual: RGBAImage) {
        let color = DiffPalette.difference
        for y in 0..<expected.height {
            let firstColumn = y < actual.height ? min(actual.width, expected.width) : 0
            for x in firstColumn..<expected.width {
                let target = output + (y * expected.width + x) * 4
                target[0] = color.r
                target[1] = color.g
                target[2] = color.b
                target[3] = color.a
            }
        }
    }
}
