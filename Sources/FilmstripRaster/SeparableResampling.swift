import FilmstripImage

/// The two passes of a separable resample in Swift Float, for `ImageResampler`'s images with transparency (opaque
/// images and every draw go through the C resampler, `PixmanResampling`).
///
/// Pass 1 premultiplies each source row the vertical taps need and filters it horizontally into a Float buffer;
/// pass 2 filters that buffer vertically, one output row at a time. Values are premultiplied with colour and alpha in
/// 0...255, i.e. `(r * a, g * a, b * a, a)`, so opaque pixels keep exact integers through an identity resample.
///
/// Every output value is a fixed-order sum computed by one thread, so splitting rows across threads cannot change a bit.
struct SeparableResampling {
    let horizontal: ResamplingWeights
    let vertical: ResamplingWeights

    /// Resamples `source` and hands each output row (index into `vertical`'s outputs, and `horizontal.outputCount`
    /// premultiplied values) to `emit`. With `threadCount > 1`, `emit` is called concurrently for different rows.
    func run(
        source: RGBAImage, threadCount: Int,
        emit: (_ outputRow: Int, _ premultiplied: UnsafeMutableBufferPointer<SIMD4<Float>>) -> Void
    ) {
        let outputWidth = horizontal.outputCount
        let rows = vertical.sourceRange
        let columns = horizontal.sourceRange
        guard outputWidth > 0, vertical.outputCount > 0, !rows.isEmpty, !columns.isEmpty else { return }
        let intermediate = UnsafeMutableBufferPointer<SIMD4<Float>>.allocate(capacity: rows.count * outputWidth)
        defer { intermediate.deallocate() }

        source.pixels.withUnsafeBufferPointer { pixels in
            horizontal.firstSource.withUnsafeBufferPointer { firstSource in
                horizontal.tapCount.withUnsafeBufferPointer { tapCount in
                    horizontal.weights.withUnsafeBufferPointer { weights in
                        let stride = horizontal.tapStride
                        Self.forEachChunk(of: rows.count, threadCount: threadCount) { chunk in
                            let premultipliedRow = UnsafeMutableBufferPointer<SIMD4<Float>>.allocate(
                                capacity: columns.count)
                            defer { premultipliedRow.deallocate() }
                            for row in chunk {
                                var byte = ((rows.lowerBound + row) * source.width + columns.lowerBound) * 4
                                for column in 0..<columns.count {
                                    let alpha = Float(pixels[byte + 3])
                                    premultipliedRow[column] = SIMD4(
                                        Float(pixels[byte]) * alpha, Float(pixels[byte + 1]) * alpha,
                                        Float(pixels[byte + 2]) * alpha, alpha)
                                    byte += 4
                                }
                                let out = intermediate.baseAddress! + row * outputWidth
                                for output in 0..<outputWidth {
                                    let taps =
                                        premultipliedRow.baseAddress! + (firstSource[output] - columns.lowerBound)
                                    let tapWeights = weights.baseAddress! + output * stride
                                    out[output] = Self.dot(weights: tapWeights, values: taps, count: tapCount[output])
                                }
                            }
                        }
                    }
                }
            }
        }

        vertical.firstSource.withUnsafeBufferPointer { firstSource in
            vertical.tapCount.withUnsafeBufferPointer { tapCount in
                vertical.weights.withUnsafeBufferPointer { weights in
                    let stride = vertical.tapStride
                    Self.forEachChunk(of: vertical.outputCount, threadCount: threadCount) { chunk in
                        let sums = UnsafeMutableBufferPointer<SIMD4<Float>>.allocate(capacity: outputWidth)
                        defer { sums.deallocate() }
                        for output in chunk {
                            sums.initialize(repeating: .zero)
                            let first = firstSource[output] - rows.lowerBound
                            for tap in 0..<tapCount[output] {
                                let weight = weights[output * stride + tap]
                                let row = intermediate.baseAddress! + (first + tap) * outputWidth
                                for column in 0..<outputWidth { sums[column] += weight * row[column] }
                            }
                            emit(output, sums)
                        }
                    }
                }
            }
        }
    }

    /// The weighted sum of `count` values. Four running sums break the add-latency chain (a downscale by 10 has
    /// 60 taps per output); the order is fixed, so the result never depends on anything but the inputs.
    @inline(__always)
    static func dot(weights: UnsafePointer<Float>, values: UnsafePointer<SIMD4<Float>>, count: Int) -> SIMD4<Float> {
        var sum0 = SIMD4<Float>.zero
        var sum1 = SIMD4<Float>.zero
        var sum2 = SIMD4<Float>.zero
        var sum3 = SIMD4<Float>.zero
        var tap = 0
        while tap + 4 <= count {
            sum0 += weights[tap] * values[tap]
            sum1 += weights[tap + 1] * values[tap + 1]
            sum2 += weights[tap + 2] * values[tap + 2]
            sum3 += weights[tap + 3] * values[tap + 3]
            tap += 4
        }
        while tap < count {
            sum0 += weights[tap] * values[tap]
            tap += 1
        }
        return (sum0 + sum1) + (sum2 + sum3)
    }

    /// Splits `0..<count` into contiguous chunks run concurrently; the split affects speed only, never results.
    static func forEachChunk(of count: Int, threadCount: Int, _ body: (Range<Int>) -> Void) {
        guard count > 0 else { return }
        let chunks = min(count, max(1, threadCount) * 4)
        if threadCount <= 1 || chunks == 1 {
            body(0..<count)
            return
        }
        // Chunks touch disjoint rows of buffers the caller owns for the whole call.
        parallelFor(chunks) { chunk in body(chunk * count / chunks..<(chunk + 1) * count / chunks) }
    }
}
