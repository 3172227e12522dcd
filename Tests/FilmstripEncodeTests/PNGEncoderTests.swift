import CFilmstripCodecs
import CFilmstripPixels
import FilmstripDecode
import FilmstripEncode
import FilmstripImage
import Foundation
import XCTest

final class PNGEncoderTests: XCTestCase {
    func testOpaqueImagesAreWrittenAsRGBAndRoundTrip() throws {
        let source = try ImageDecoder().decode(path: Fixtures.path("photos/06-chelsea.png")).image
        for compression in PNGCompression.allCases {
            let bytes = try PNGEncoder(compression: compression).encode(source)
            XCTAssertEqual(bytes[25], 2, "colour type RGB for an opaque image")
            XCTAssertEqual(try ImageDecoder().decode(data: bytes, path: "round-trip.png").image, source)
        }
    }

    func testTranslucentImagesKeepAlpha() throws {
        let source = try ImageDecoder().decode(path: Fixtures.path("conformance/variants/chelsea_rgba8.png")).image
        XCTAssertFalse(source.isOpaque)
        let bytes = try PNGEncoder().encode(source)
        XCTAssertEqual(bytes[25], 6, "colour type RGBA")
        XCTAssertEqual(try ImageDecoder().decode(data: bytes, path: "round-trip.png").image, source)
    }

    func testEachLevelCompressesMoreThanTheOneBelow() throws {
        let source = try ImageDecoder().decode(path: Fixtures.path("photos/10-seeding.jpg")).image
        let sizes = try PNGCompression.allCases.map { try PNGEncoder(compression: $0).encode(source).count }
        XCTAssertLessThan(sizes[1], sizes[0], "default is smaller than fast")
        XCTAssertLessThan(sizes[2], sizes[1], "best is smaller than default")
    }

    /// libpng, the reference decoder, reads back every pixel of every level, RGB and RGBA, at sizes with partial
    /// rows and single pixels, where the filters' edge cases are.
    func testEveryLevelRoundTripsThroughLibpng() throws {
        var random = TestBytes(seed: 0x9E37_79B9_7F4A_7C15)
        func next() -> UInt8 { random.next() }
        for (width, height) in [(1, 1), (1, 7), (7, 1), (3, 2), (33, 17)] {
            for opaque in [true, false] {
                var image = RGBAImage(width: width, height: height)
                for y in 0..<height {
                    for x in 0..<width {
                        // Noise over a gradient, so that each filter wins somewhere.
                        let base = UInt8((x * 7 + y * 3) & 255)
                        image[x, y] = RGBA(r: base &+ next() % 8, g: next(), b: base, a: opaque ? 255 : next())
                    }
                }
                for compression in PNGCompression.allCases {
                    let png = try PNGEncoder(compression: compression).encode(image)
                    XCTAssertEqual(png[25], opaque ? 2 : 6)
                    var pixels = [UInt8](repeating: 0, count: width * height * 4)
                    var decodedWidth: Int32 = 0
                    var decodedHeight: Int32 = 0
                    var message = fs_message()
                    let status = pixels.withUnsafeMutableBufferPointer { out in
                        fs_png_decode_libpng(
                            png, png.count, 1, out.baseAddress, out.count, &decodedWidth, &decodedHeight, &message)
                    }
                    XCTAssertEqual(status, FS_OK, "\(width)x\(height) \(compression)")
                    XCTAssertEqual([Int(decodedWidth), Int(decodedHeight)], [width, height])
                    XCTAssertEqual(pixels, image.pixels, "\(width)x\(height), opaque \(opaque), \(compression)")
                }
            }
        }
    }

    /// The writer's filter choice is libpng's: the smallest sum of the filtered bytes read as signed, a tie going
    /// to the lower filter number.
    func testEachRowTakesTheCheapestFilter() {
        func choose(_ row: [UInt8], above: [UInt8]?, bpp: Int = 1) -> (Int, [UInt8]) {
            var out = [UInt8](repeating: 0, count: row.count + 1)
            let filter = fs_png_filter_row_adaptive(row, above, row.count, bpp, &out)
            XCTAssertEqual(Int(out[0]), Int(filter))
            return (Int(filter), Array(out.dropFirst()))
        }
        XCTAssertEqual(choose([0, 0, 0, 0], above: nil).0, 0, "all zero: every filter ties, None wins")
        XCTAssertEqual(choose([10, 20, 30, 40], above: nil).0, 1, "a ramp: Sub leaves 10, 10, 10, 10")
        XCTAssertEqual(choose([10, 20, 30, 40], above: nil).1, [10, 10, 10, 10])
        XCTAssertEqual(choose([90, 5, 200, 7], above: [90, 5, 200, 7]).0, 2, "the row above again: Up leaves zeros")
        XCTAssertEqual(choose([90, 5, 200, 7], above: [90, 5, 200, 7]).1, [0, 0, 0, 0])
        // Average: each byte is the mean of its left and upper neighbours, which Sub and Up miss by 50 each.
        XCTAssertEqual(choose([100, 100, 100], above: [200, 100, 100]).0, 3)
        XCTAssertEqual(choose([100, 100, 100], above: [200, 100, 100]).1, [0, 0, 0])
        // 3 bytes a pixel, the row above one brighter. Costs: None 63, Sub 27, Up 9, Average 12, Paeth 6, as
        // Paeth predicts the second pixel from the left (0 left over) and the third from above (-1 each).
        let row: [UInt8] = [5, 6, 7, 5, 6, 7, 9, 9, 9]
        let brighter = row.map { $0 + 1 }
        XCTAssertEqual(choose(row, above: brighter, bpp: 3).0, 4)
        XCTAssertEqual(choose(row, above: brighter, bpp: 3).1, [255, 255, 255, 0, 0, 0, 255, 255, 255])
        XCTAssertEqual(choose([5, 6, 7], above: [6, 7, 8], bpp: 3).0, 2, "one pixel: Up and Paeth tie at 3, Up wins")
    }

    /// The C filter (vector loops with byte-wise edges) against the PNG spec's filters and libpng's heuristic
    /// written plainly here, on rows of every length up to 80 bytes, so every split between the two is crossed.
    func testTheFilterChoiceMatchesThePlainDefinition() {
        func paeth(_ a: Int, _ b: Int, _ c: Int) -> Int {
            let p = a + b - c
            let pa = abs(p - a)
            let pb = abs(p - b)
            let pc = abs(p - c)
            return pa <= pb && pa <= pc ? a : pb <= pc ? b : c
        }
        func filtered(_ filter: Int, _ row: [UInt8], _ above: [UInt8]?, _ bpp: Int) -> [UInt8] {
            row.indices.map { i in
                let x = Int(row[i])
                let a = i >= bpp ? Int(row[i - bpp]) : 0
                let b = above.map { Int($0[i]) } ?? 0
                let c = i >= bpp ? above.map { Int($0[i - bpp]) } ?? 0 : 0
                let predicted = [0, a, b, (a + b) / 2, paeth(a, b, c)][filter]
                return UInt8(truncatingIfNeeded: x - predicted)
            }
        }
        func cost(_ bytes: [UInt8]) -> Int { bytes.reduce(0) { $0 + ($1 < 128 ? Int($1) : 256 - Int($1)) } }
        var random = TestBytes(seed: 0x2545_F491_4F6C_DD1D)
        func next() -> Int { Int(random.next()) }
        var chosen = Set<Int>()
        for length in 1...80 {
            for bpp in [3, 4] {
                for hasAbove in [false, true] {
                    // A ramp plus noise of a random size, so that different filters win on different rows.
                    let noise = [1, 4, 32, 256][next() % 4]
                    let step = next() % 9
                    let row = (0..<length).map { UInt8(truncatingIfNeeded: $0 * step + next() % noise) }
                    let above = hasAbove ? row.map { $0 &+ UInt8(next() % noise) } : nil
                    let costs = (0..<5).map { cost(filtered($0, row, above, bpp)) }
                    let expected = costs.firstIndex(of: costs.min()!)!
                    var out = [UInt8](repeating: 0, count: length + 1)
                    let filter = fs_png_filter_row_adaptive(row, above, length, bpp, &out)
                    XCTAssertEqual(Int(filter), expected, "length \(length), bpp \(bpp), costs \(costs)")
                    XCTAssertEqual(
                        Array(out.dropFirst()), filtered(expected, row, above, bpp), "length \(length), bpp \(bpp)")
                    chosen.insert(Int(filter))
                }
            }
        }
        XCTAssertEqual(chosen, [0, 1, 2, 3, 4], "every filter is chosen somewhere")
    }

    func testAtomicWriterRefusesToOverwriteUnlessAsked() throws {
        let directory = try Fixtures.temporaryDirectory()
        let path = directory + "/out.png"
        try AtomicFileWriter(overwrite: false).write([1, 2, 3], to: path)
        XCTAssertThrowsError(try AtomicFileWriter(overwrite: false).write([4], to: path)) {
            XCTAssertEqual($0 as? EncodeError, .outputExists(path: path))
        }
        XCTAssertEqual([UInt8](try Data(contentsOf: URL(fileURLWithPath: path))), [1, 2, 3])
        try AtomicFileWriter(overwrite: true).write([4], to: path)
        XCTAssertEqual([UInt8](try Data(contentsOf: URL(fileURLWithPath: path))), [4])
        XCTAssertEqual(
            try FileManager.default.contentsOfDirectory(atPath: directory), ["out.png"], "no temporary files left")
    }

    func testWritingMakesMissingFoldersAndFailsClearlyWhereItCannot() throws {
        let directory = NSTemporaryDirectory() + "filmstrip-encoder-\(UUID().uuidString)"
        defer { try? FileManager.default.removeItem(atPath: directory) }
        try AtomicFileWriter(overwrite: false).write([1], to: "\(directory)/a/b/out.png")
        XCTAssertEqual([UInt8](try Data(contentsOf: URL(fileURLWithPath: "\(directory)/a/b/out.png"))), [1])
        // A folder cannot be made through a regular file.
        XCTAssertThrowsError(try AtomicFileWriter(overwrite: false).write([1], to: "\(directory)/a/b/out.png/x.png")) {
            guard case .cannotWrite(let path, let reason)? = $0 as? EncodeError else { return XCTFail("\($0)") }
            XCTAssertEqual(path, "\(directory)/a/b/out.png/x.png")
            XCTAssertEqual(reason, "Not a directory")
        }
    }
}

/// Reproducible bytes for the encoder tests (a 64-bit LCG's top byte): the same images and rows every run.
private struct TestBytes {
    var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt8 {
        state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
        return UInt8(truncatingIfNeeded: state >> 56)
    }
}
