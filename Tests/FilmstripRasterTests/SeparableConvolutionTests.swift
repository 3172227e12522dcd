import FilmstripImage
import XCTest

@testable import FilmstripRaster

/// `fs_resample_separable` (the `.one` pass of `PixmanResampling`, two 1-D passes in C) against pixman's own 2-D
/// separable convolution (`.pixmanOne`), which it replaces for drawing.
final class SeparableConvolutionTests: XCTestCase {
    /// Random premultiplied pixels (alpha random too, colour at most alpha), from a fixed seed.
    static func randomWords(width: Int, height: Int, seed: UInt64, opaque: Bool = false) -> [UInt32] {
        var state = seed
        func next() -> UInt32 {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return UInt32(truncatingIfNeeded: state >> 33)
        }
        return (0..<width * height).map { _ in
            let alpha = opaque ? 255 : next() % 256
            let color = (0..<3).map { _ in alpha == 0 ? 0 : next() % (alpha + 1) }
            return color[0] | color[1] << 8 | color[2] << 16 | alpha << 24
        }
    }

    static func resample(
        _ words: [UInt32], width: Int, height: Int, passes: PixmanResampling.Passes,
        scaleX: Double, originX: Double, scaleY: Double, originY: Double,
        columns: Range<Int>, rows: Range<Int>, filter: ResamplingFilter = .lanczos3
    ) throws -> [UInt32] {
        var source = words
        var output = [UInt32](repeating: 0xDEAD_BEEF, count: columns.count * rows.count)
        let resampling = PixmanResampling(
            filter: filter, scaleX: scaleX, originX: originX, scaleY: scaleY,
            originY: originY, passes: passes)
        try source.withUnsafeMutableBufferPointer { input in
            try output.withUnsafeMutableBufferPointer { target in
                try resampling.run(
                    source: input.baseAddress!, sourceWidth: width, sourceHeight: height, columns: columns,
                    rows: rows, into: target.baseAddress!)
            }
        }
        return output
    }

    /// Largest difference of any channel between two word buffers, and how many channels differ at all.
    static func difference(_ a: [UInt32], _ b: [UInt32]) -> (largest: Int, count: Int) {
        var largest = 0
        var count = 0
        for (x, y) in zip(a, b) {
            for shift in stride(from: 0, to: 32, by: 8) {
                let d = abs(Int(x >> UInt32(shift) & 0xFF) - Int(y >> UInt32(shift) & 0xFF))
                largest = max(largest, d)
                if d > 0 { count += 1 }
            }
        }
        return (largest, count)
    }

    func testScaleOneAtWholePixelOffsetCopiesExactly() throws {
        let words = Self.randomWords(width: 37, height: 23, seed: 1)
        let output = try Self.resample(
            words, width: 37, height: 23, passes: .one, scaleX: 1, originX: 3, scaleY: 1,
            originY: 2, columns: 0..<30, rows: 0..<20)
        for row in 0..<20 {
            XCTAssertEqual(
                Array(output[row * 30..<(row + 1) * 30]),
                Array(words[(row + 2) * 37 + 3..<(row + 2) * 37 + 33]), "row \(row)")
        }
    }

    func testMatchesPixmanTwoDimensionalFilterWithinOneLevel() throws {
        let cases: [(scale: Double, originX: Double, originY: Double, filter: ResamplingFilter)] = [
            (1, 0.3, -0.7, .lanczos3), (1.1, 0.25, 0.5, .lanczos3), (1.37, -2.4, 1.9, .lanczos3),
            (1.9, 5.03, -0.01, .lanczos3), (2.6, 0, 0, .catmullRom), (0.8, 1.5, 2.25, .lanczos3),
            (0.45, -3.3, 0.6, .mitchellNetravali), (1.52, 10.6, 7.1, .lanczos3),
        ]
        for (index, test) in cases.enumerated() {
            for opaque in [true, false] {
                let words = Self.randomWords(
                    width: 61, height: 47, seed: UInt64(index * 2 + (opaque ? 1 : 0)),
                    opaque: opaque)
                // Outputs reaching past every edge, so the edge extension is compared too.
                let columns = -3..<Int(61 / test.scale) + 4
                let rows = 2..<Int(47 / test.scale) + 3
                func run(_ passes: PixmanResampling.Passes) throws -> [UInt32] {
                    try Self.resample(
                        words, width: 61, height: 47, passes: passes, scaleX: test.scale,
                        originX: test.originX, scaleY: test.scale * 1.07, originY: test.originY,
                        columns: columns, rows: rows, filter: test.filter)
                }
                let ours = try run(.one)
                let pixman = try run(.pixmanOne)
                let difference = Self.difference(ours, pixman)
                XCTAssertLessThanOrEqual(difference.largest, 1, "case \(index), opaque \(opaque)")
                // Ties of the final rounding only: a small fraction of the channels.
                XCTAssertLessThan(difference.count, ours.count * 4 / 100, "case \(index), opaque \(opaque)")
            }
        }
    }

    /// The AVX2 passes (where this processor has them) and the baseline ones give the same words: both round each
    /// product and sum alike, and only group the work differently. Sizes cover partial column tiles, partial groups
    /// of columns and of source rows, edges, enlargement and strong reduction.
    func testVectorPassesAgreeBitForBit() throws {
        let cases: [(width: Int, height: Int, scaleX: Double, scaleY: Double, columns: Range<Int>, rows: Range<Int>)] =
            [
                (300, 200, 1.875, 1.875, -2..<163, 0..<107), (61, 47, 0.6, 0.45, 0..<101, -3..<104),
                (500, 90, 7.3, 3.1, 0..<70, 0..<30), (129, 130, 1.0, 1.0, 0..<129, 0..<130),
                (5, 3, 1.3, 0.7, -4..<9, 0..<6),
            ]
        for (index, test) in cases.enumerated() {
            let words = Self.randomWords(width: test.width, height: test.height, seed: UInt64(40 + index))
            func run(_ passes: PixmanResampling.Passes) throws -> [UInt32] {
                try Self.resample(
                    words, width: test.width, height: test.height, passes: passes, scaleX: test.scaleX,
                    originX: 0.37, scaleY: test.scaleY, originY: -0.21, columns: test.columns, rows: test.rows)
            }
            let vector = try run(.one)
            let baseline = try run(.oneBaseline)
            XCTAssertFalse(vector.contains(0xDEAD_BEEF), "case \(index): every output word written")
            XCTAssertTrue(vector == baseline, "case \(index): \(Self.difference(vector, baseline))")
        }
    }

    func testFlatColourStaysFlat() throws {
        let color: UInt32 = 0xC0_40_80_20  // alpha 192, premultiplied
        let words = [UInt32](repeating: color, count: 40 * 30)
        for scale in [0.7, 1, 1.3, 1.85, 3.1] {
            let output = try Self.resample(
                words, width: 40, height: 30, passes: .one, scaleX: scale, originX: -1.3,
                scaleY: scale, originY: 0.45, columns: 0..<25, rows: 0..<19)
            XCTAssertEqual(Set(output), [color], "scale \(scale)")
            XCTAssertEqual(output.count, 25 * 19)
        }
    }

    /// Row bands on several threads give the same words as one thread.
    func testThreadsDoNotChangeTheResult() throws {
        var words = Self.randomWords(width: 300, height: 260, seed: 9)
        let resampling = PixmanResampling(
            filter: .lanczos3, scaleX: 1.63, originX: 0.37, scaleY: 1.63, originY: -0.2,
            passes: .one)
        func run(threads: Int) throws -> [UInt32] {
            var output = [UInt32](repeating: 0, count: 180 * 150)
            try words.withUnsafeMutableBufferPointer { input in
                try output.withUnsafeMutableBufferPointer { target in
                    try resampling.run(
                        source: input.baseAddress!, sourceWidth: 300, sourceHeight: 260, columns: 0..<180,
                        rows: 0..<150, into: target.baseAddress!, threadCount: threads)
                }
            }
            return output
        }
        let single = try run(threads: 1)
        XCTAssertTrue(try run(threads: 4) == single)
        XCTAssertTrue(try run(threads: 3) == single)
    }

    /// The block drawn for a few output rows of a large draw equals the same rows of the whole draw (each output
    /// pixel depends only on the source and the mapping).
    func testSubBlockEqualsTheSameRowsOfTheWholeBlock() throws {
        let words = Self.randomWords(width: 90, height: 70, seed: 4)
        let whole = try Self.resample(
            words, width: 90, height: 70, passes: .one, scaleX: 1.4, originX: 0.6, scaleY: 1.2,
            originY: 0.1, columns: 0..<60, rows: 0..<55)
        let part = try Self.resample(
            words, width: 90, height: 70, passes: .one, scaleX: 1.4, originX: 0.6, scaleY: 1.2,
            originY: 0.1, columns: 10..<40, rows: 20..<31)
        for row in 0..<11 {
            XCTAssertEqual(
                Array(part[row * 30..<(row + 1) * 30]), Array(whole[(row + 20) * 60 + 10..<(row + 20) * 60 + 40]))
        }
    }
}
