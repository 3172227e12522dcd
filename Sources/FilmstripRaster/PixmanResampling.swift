import CFilmstripPixels
import CPixman
import FilmstripImage

/// A separable resampling with the kernels of pixman's `PIXMAN_FILTER_SEPARABLE_CONVOLUTION`.
///
/// Two ways, chosen by `passes`, with the same result within one level: `.one` (every caller) is our C
/// (`fs_resample_separable`), an x pass then a y pass through a float intermediate, width + height vector taps per
/// pixel and one rounding to 8 bits; `.pixmanOne` is pixman's own 2-D filter, width x height scalar taps, several
/// times slower, kept as the tests' reference and as the fallback when memory runs out. `.oneBaseline` is `.one`
/// without the AVX2 passes it uses where the processor has them, bit for bit the same (tests check it).
///
/// Output pixel (c, r)'s centre maps to source position (`originX + (c + 0.5) * scaleX`, `originY + (r + 0.5) *
/// scaleY`); past the source's edges its edge pixels extend. Pixels are premultiplied 8-bit. Each output pixel
/// depends only on the source and the mapping, so the rows can be split across threads without changing a bit.
struct PixmanResampling {
    var filter: ResamplingFilter
    var scaleX: Double
    var originX: Double
    var scaleY: Double
    var originY: Double
    var passes: Passes = .one

    enum Passes { case one, oneBaseline, pixmanOne }

    /// Resamples output `columns` x `rows` of `source` into `output` (`columns.count` words per row).
    func run(
        source: UnsafeMutablePointer<UInt32>, sourceWidth: Int, sourceHeight: Int,
        columns: Range<Int>, rows: Range<Int>, into output: UnsafeMutablePointer<UInt32>, threadCount: Int = 1
    ) throws {
        guard !columns.isEmpty, !rows.isEmpty, sourceWidth > 0, sourceHeight > 0 else { return }
        var mapping = self
        (mapping.scaleX, mapping.originX) = Self.bounded(
            scale: scaleX, origin: originX, over: columns, size: sourceWidth)
        (mapping.scaleY, mapping.originY) = Self.bounded(scale: scaleY, origin: originY, over: rows, size: sourceHeight)
        try mapping.runBounded(
            source: source, sourceWidth: sourceWidth, sourceHeight: sourceHeight, columns: columns,
            rows: rows, into: output, threadCount: threadCount)
    }

    /// The mapping with the positions of the first and last output pixels kept within 8192 pixels of the source
    /// (beyond it every position gives the edge pixel anyway), so pixman's 16.16 fixed point cannot overflow.
    private static func bounded(scale: Double, origin: Double, over span: Range<Int>, size: Int) -> (Double, Double) {
        let low = -8192.0
        let limit = Double(size) + 8192
        func clamped(_ value: Double) -> Double { value.isNaN ? 0 : min(max(value, low), limit) }
        let first = clamped(origin + (Double(span.lowerBound) + 0.5) * scale)
        let last = clamped(origin + (Double(span.upperBound) - 0.5) * scale)
        guard span.count > 1, clamped(scale) == scale, first != low, last != limit, first != limit, last != low else {
            let newScale = span.count > 1 ? (last - first) / Double(span.count - 1) : min(max(scale, 0), limit)
            return (newScale, first - (Double(span.lowerBound) + 0.5) * newScale)
        }
        return (scale, origin)
    }

    private func runBounded(
        source: UnsafeMutablePointer<UInt32>, sourceWidth: Int, sourceHeight: Int,
        columns: Range<Int>, rows: Range<Int>, into output: UnsafeMutablePointer<UInt32>,
        threadCount: Int
    ) throws {
        let horizontal = ConvolutionKernel(filter: filter, scale: scaleX)
        let vertical = ConvolutionKernel(filter: filter, scale: scaleY)
        let bands = max(1, min(threadCount, rows.count / 16))
        // Each band writes only its own rows of `output` and its own slot of `failures`; the source is only read.
        var failures = [(any Error)?](repeating: nil, count: bands)
        failures.withUnsafeMutableBufferPointer { failures in
            parallelFor(bands) { band in
                let first = rows.lowerBound + rows.count * band / bands
                let end = rows.lowerBound + rows.count * (band + 1) / bands
                do {
                    try self.runBand(
                        source: source, sourceWidth: sourceWidth, sourceHeight: sourceHeight, columns: columns,
                        rows: first..<end, of: rows, horizontal: horizontal, vertical: vertical,
                        into: output + (first - rows.lowerBound) * columns.count)
                } catch {
                    failures[band] = error
                }
            }
        }
        if let failure = failures.lazy.compactMap({ $0 }).first { throw failure }
    }

    private func runBand(
        source: UnsafeMutablePointer<UInt32>, sourceWidth: Int, sourceHeight: Int,
        columns: Range<Int>, rows: Range<Int>, of allRows: Range<Int>,
        horizontal: ConvolutionKernel, vertical: ConvolutionKernel,
        into output: UnsafeMutablePointer<UInt32>
    ) throws(PixmanImageError) {
        if passes != .pixmanOne {
            let resample = passes == .one ? fs_resample_separable : fs_resample_separable_baseline
            let status = horizontal.weights.withUnsafeBufferPointer { xWeights in
                vertical.weights.withUnsafeBufferPointer { yWeights in
                    resample(
                        source, sourceWidth, sourceHeight,
                        xWeights.baseAddress, horizontal.width, horizontal.phases,
                        yWeights.baseAddress, vertical.width, vertical.phases,
                        Self.fixed(scaleX),
                        Self.fixed(
                            originX + Double(columns.lowerBound) * scaleX
                                + horizontal.phaseShift),
                        Self.fixed(scaleY),
                        Self.fixed(
                            originY + Double(allRows.lowerBound) * scaleY
                                + vertical.phaseShift),
                        output, columns.count, rows.lowerBound - allRows.lowerBound, rows.count)
                }
            }
            if status == 0 { return }
        }
        // pixman's own 2-D filter: `.pixmanOne`, or either C pass when it could not allocate.
        var parameters = [horizontal.width, vertical.width, horizontal.phaseBits, vertical.phaseBits]
            .map { pixman_fixed_t($0 << 16) }
        parameters += horizontal.weights + vertical.weights
        do {
            try drawWithPixman(
                source: source, sourceWidth: sourceWidth, sourceHeight: sourceHeight, columns: columns, rows: rows,
                parameters: parameters, horizontal: horizontal, vertical: vertical, into: output)
        } catch {
            throw error as? PixmanImageError
                ?? PixmanImageError(size: PixelSize(width: sourceWidth, height: sourceHeight))
        }
    }

    /// The resampling by pixman's own filter with `parameters`.
    private func drawWithPixman(
        source: UnsafeMutablePointer<UInt32>, sourceWidth: Int, sourceHeight: Int,
        columns: Range<Int>, rows: Range<Int>, parameters: [pixman_fixed_t],
        horizontal: ConvolutionKernel, vertical: ConvolutionKernel,
        into output: UnsafeMutablePointer<UInt32>
    ) throws {
        try PixmanBridge.withImage(source, width: sourceWidth, height: sourceHeight) { image in
            try PixmanBridge.withImage(output, width: columns.count, height: rows.count) { target in
                Self.configure(
                    image, parameters: parameters,
                    transform: (
                        scaleX, originX + Double(columns.lowerBound) * scaleX + horizontal.phaseShift,
                        scaleY, originY + Double(rows.lowerBound) * scaleY + vertical.phaseShift
                    ))
                PixmanBridge.composite(
                    PIXMAN_OP_SRC, source: image, destination: target, destinationX: 0,
                    destinationY: 0, width: columns.count, height: rows.count)
            }
        }
    }

    /// `value` in pixman's 16.16 fixed point, rounded to nearest.
    private static func fixed(_ value: Double) -> pixman_fixed_t { pixman_fixed_t((value * 65536).rounded()) }

    /// Sets `image`'s filter, edge extension and the transform x' = sx * x + tx, y' = sy * y + ty.
    private static func configure(
        _ image: OpaquePointer, parameters: [pixman_fixed_t],
        transform: (sx: Double, tx: Double, sy: Double, ty: Double)
    ) {
        var matrix = pixman_transform_t()
        pixman_transform_init_identity(&matrix)
        matrix.matrix.0.0 = fixed(transform.sx)
        matrix.matrix.0.2 = fixed(transform.tx)
        matrix.matrix.1.1 = fixed(transform.sy)
        matrix.matrix.1.2 = fixed(transform.ty)
        _ = pixman_image_set_transform(image, &matrix)
        pixman_image_set_repeat(image, PIXMAN_REPEAT_PAD)
        _ = parameters.withUnsafeBufferPointer {
            pixman_image_set_filter(image, PIXMAN_FILTER_SEPARABLE_CONVOLUTION, $0.baseAddress, Int32($0.count))
        }
    }
}
