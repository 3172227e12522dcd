import CDeflate
import CFilmstripPixels
import FilmstripDecode
import FilmstripEncode
import FilmstripImage
import XCTest

/// `fs_deflate_huffman` (the `fast` PNG's deflate, Huffman codes only) must be read back by other inflaters:
/// libdeflate directly, and zlib through the PNG decoder.
final class HuffmanDeflateTests: XCTestCase {
    /// Deflates `data` and inflates it with libdeflate; returns the inflated bytes and the compressed size.
    static func roundTrip(_ data: [UInt8]) -> (bytes: [UInt8]?, compressedCount: Int) {
        let bound = fs_deflate_huffman_bound(data.count)
        var compressed = [UInt8](repeating: 0, count: bound)
        let count = data.withUnsafeBufferPointer { input in
            compressed.withUnsafeMutableBufferPointer {
                fs_deflate_huffman(input.baseAddress, data.count, $0.baseAddress, bound)
            }
        }
        guard count > 0, let inflater = libdeflate_alloc_decompressor() else { return (nil, count) }
        defer { libdeflate_free_decompressor(inflater) }
        var output = [UInt8](repeating: 0, count: data.count + 1)
        var produced = 0
        let status = compressed.withUnsafeBufferPointer { input in
            output.withUnsafeMutableBufferPointer {
                libdeflate_deflate_decompress(
                    inflater, input.baseAddress, count, $0.baseAddress, data.count + 1, &produced)
            }
        }
        return (status == LIBDEFLATE_SUCCESS ? Array(output[0..<produced]) : nil, count)
    }

    /// Bytes from a fixed-seed generator, skewed towards small values as filtered scanlines are.
    static func skewed(count: Int, seed: UInt64) -> [UInt8] {
        var state = seed
        return (0..<count).map { _ in
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            let value = Int(state >> 58) - 32
            return UInt8(truncatingIfNeeded: value * abs(value) / 32)
        }
    }

    /// `count` bytes in which symbol i appears Fibonacci(i) times: the optimal code is deeper than deflate's
    /// 15 bits, so the lengths must be limited.
    static func fibonacci(symbols: Int) -> [UInt8] {
        var counts = [1, 1]
        while counts.count < symbols { counts.append(counts[counts.count - 1] + counts[counts.count - 2]) }
        return counts.enumerated().flatMap { [UInt8](repeating: UInt8($0.offset), count: $0.element) }
    }

    func testRoundTripsThroughLibdeflate() {
        let cases: [(String, [UInt8])] = [
            ("empty", []), ("one byte", [7]), ("two bytes", [0, 255]), ("flat", [UInt8](repeating: 9, count: 70_000)),
            ("every value", (0..<100_000).map { UInt8(truncatingIfNeeded: $0 &* 7919) }),
            ("skewed, several blocks", Self.skewed(count: 300_001, seed: 3)),
            ("fibonacci", Self.fibonacci(symbols: 24)),
        ]
        for (name, data) in cases {
            let result = Self.roundTrip(data)
            XCTAssertNotNil(result.bytes, name)
            XCTAssertTrue(result.bytes == data, name)
        }
    }

    func testSkewedBytesAreCompressedAndOutputIsDeterministic() {
        let data = Self.skewed(count: 200_000, seed: 5)
        let first = Self.roundTrip(data)
        let second = Self.roundTrip(data)
        XCTAssertLessThan(first.compressedCount, data.count * 3 / 4)
        XCTAssertEqual(first.compressedCount, second.compressedCount)
    }

    func testRefusesTooSmallAnOutput() {
        let data = [UInt8](repeating: 1, count: 1000)
        var output = [UInt8](repeating: 0, count: 100)
        let count = data.withUnsafeBufferPointer { input in
            output.withUnsafeMutableBufferPointer { fs_deflate_huffman(input.baseAddress, 1000, $0.baseAddress, 100) }
        }
        XCTAssertEqual(count, 0)
    }

    /// Fast PNGs of flat, noisy and length-limited content decode (through zlib) to the same pixels.
    func testFastPNGsRoundTripThroughTheDecoder() throws {
        let noise = Self.skewed(count: 64 * 48 * 4, seed: 11)
        var opaqueNoise = noise
        for index in stride(from: 3, to: opaqueNoise.count, by: 4) { opaqueNoise[index] = 255 }
        // The Fibonacci bytes in the first (unfiltered) row's R, G, B, repeated in a second row.
        let fibonacci = Self.fibonacci(symbols: 22)
        let width = fibonacci.count / 3
        var deep = [UInt8]()
        for _ in 0..<2 {
            for x in 0..<width { deep += [fibonacci[x * 3], fibonacci[x * 3 + 1], fibonacci[x * 3 + 2], 255] }
        }
        let images: [RGBAImage] = [
            RGBAImage(width: 40, height: 30, fill: RGBA(r: 10, g: 200, b: 30)),
            RGBAImage(width: 64, height: 48, pixels: opaqueNoise),
            RGBAImage(width: 64, height: 48, pixels: noise),
            RGBAImage(width: width, height: 2, pixels: deep),
            RGBAImage(width: 1, height: 1, fill: .white),
        ]
        for (index, image) in images.enumerated() {
            let png = try PNGEncoder(compression: .fast).encode(image)
            XCTAssertEqual(
                try ImageDecoder().decode(data: png, path: "fast-\(index).png").image, image, "image \(index)")
        }
    }
}
