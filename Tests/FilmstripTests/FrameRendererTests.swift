import Filmstrip
import XCTest

final class FrameRendererTests: XCTestCase {
    /// At `--index i`, photo i is centred at full height: the frame's central pixel column must match the
    /// central column of photo i's own thumbnail of height H x scale.
    func testItemAtIndexIsCentredAtFullHeight() throws {
        let prepared = BundledScene.prepared
        let photos = PhotoPaths.expand([BundledScene.photosFolder])
        for index in [0, 3, 6, 11] {
            let offset = try XCTUnwrap(prepared.layout.offset(centeringItem: index))
            let frame = try prepared.render(atOffset: offset)
            XCTAssertEqual(frame.width, 780)
            XCTAssertEqual(frame.height, 240)
            let size = try ImageProber.probe(path: photos[index]).size
            let width = Int((Double(size.width) * 240 / Double(size.height)).rounded())
            let own = try ThumbnailMaker().thumbnail(path: photos[index], size: PixelSize(width: width, height: 240))
            // Frame column 389 (centre 389.5) lies at the same fraction of the drawn cell as thumbnail coordinate
            // u; the own thumbnail's width is rounded, so interpolate between its two nearest columns.
            let cell = try XCTUnwrap(prepared.layout.visibleAttributes(atOffset: offset).first { $0.index == index })
            let left = (cell.frame.minX - offset) * 2
            let drawnWidth = cell.frame.width * 2
            let u = (389.5 - left) / drawnWidth * Double(width) - 0.5
            let column = Int(u.rounded(.down))
            let t = u - u.rounded(.down)
            var total = 0.0
            for y in 0..<240 {
                let a = frame[389, y]
                let b0 = own[column, y]
                let b1 = own[column + 1, y]
                for (x, p, q) in [(a.r, b0.r, b1.r), (a.g, b0.g, b1.g), (a.b, b0.b, b1.b)] {
                    total += abs(Double(x) - (Double(p) * (1 - t) + Double(q) * t))
                }
            }
            let mean = Double(total) / (240 * 3)
            XCTAssertLessThan(mean, 4, "item \(index): centre column differs by \(mean) on average")
            // Full height: the top and bottom rows under the centre are photo, not background.
            XCTAssertNotEqual(frame[389, 0], RGBA.white, "item \(index) does not reach the top")
            XCTAssertNotEqual(frame[389, 239], RGBA.white, "item \(index) does not reach the bottom")
        }
    }

    func testNeighboursAreDrawnAtCellHeightWithAntiAliasedEdges() throws {
        let prepared = BundledScene.prepared
        let offset = try XCTUnwrap(prepared.layout.offset(centeringItem: 1))
        let frame = try prepared.render(atOffset: offset)
        let cells = prepared.layout.visibleAttributes(atOffset: offset)
        let neighbour = try XCTUnwrap(cells.first { $0.index == 0 })
        XCTAssertEqual(neighbour.scale, 1)
        // 96 pt cells centred in 120 pt: rows 0..<24 and 216..<240 (pixels) are background above and below.
        let column = Int(((neighbour.frame.midX - offset) * 2).rounded())
        XCTAssertTrue((0..<780).contains(column))
        XCTAssertEqual(frame[column, 23], RGBA.white)
        XCTAssertNotEqual(frame[column, 24], RGBA.white)
        XCTAssertEqual(frame[column, 216], RGBA.white)
        // Its right edge falls at a fractional pixel: that column is a blend of background and photo.
        let right = (neighbour.frame.maxX - offset) * 2
        XCTAssertNotEqual(right, right.rounded(), "the test needs a fractional edge")
        let edge = frame[Int(right.rounded(.down)), 120]
        let inside = frame[Int(right.rounded(.down)) - 2, 120]
        XCTAssertNotEqual(edge, RGBA.white)
        XCTAssertNotEqual(edge, inside)
    }

    func testOutputIsByteIdenticalAcrossRunsAndThreadCounts() throws {
        let photos = PhotoPaths.expand([BundledScene.photosFolder])
        let scene = Scene(photoPaths: Array(photos.prefix(5)))
        let oneThread = try PreparedScene(scene: scene, threads: 1)
        let manyThreads = try PreparedScene(scene: scene, threads: 8)
        for offset in [-150.0, 0, 123.4] {
            let a = try PNGEncoder().encode(oneThread.render(atOffset: offset))
            let b = try PNGEncoder().encode(manyThreads.render(atOffset: offset))
            let c = try PNGEncoder().encode(manyThreads.render(atOffset: offset))
            XCTAssertEqual(a, b, "offset \(offset): 1 thread vs 8")
            XCTAssertEqual(b, c, "offset \(offset): two runs")
        }
    }

    func testOffsetsFarOutsideTheRangeStillRender() throws {
        let prepared = BundledScene.prepared
        for offset in [-1e6, 1e6] {
            let frame = try prepared.render(atOffset: offset)
            XCTAssertTrue(frame.pixels.allSatisfy { $0 == 255 }, "nothing but white background at \(offset)")
        }
        let rubberBand = try prepared.render(atOffset: prepared.layout.offsetRange.min - 100)
        XCTAssertFalse(
            rubberBand.pixels.allSatisfy { $0 == 255 }, "first item still visible when pulled 100 pt past the start")
    }

    func testPlaceholderReplacesABadPhotoWhenSkipping() throws {
        let directory = NSTemporaryDirectory() + "filmstrip-bad-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: directory) }
        try Data("not an image".utf8).write(to: URL(fileURLWithPath: directory + "/b.jpg"))
        let good = PhotoPaths.expand([BundledScene.photosFolder])[9]  // 640x360
        var scene = Scene(photoPaths: [good, directory + "/b.jpg"])
        XCTAssertThrowsError(try PreparedScene(scene: scene)) { error in
            XCTAssertEqual(error as? DecodeError, .notAnImage(path: directory + "/b.jpg"))
        }
        scene.input.skipBad = true
        let prepared = try PreparedScene(scene: scene)
        XCTAssertEqual(prepared.skipped, [.notAnImage(path: directory + "/b.jpg")])
        let frame = try prepared.render(atOffset: try XCTUnwrap(prepared.layout.offset(centeringItem: 1)))
        XCTAssertEqual(frame[390, 120], StandardCellRenderer.placeholderColor)
    }
}
