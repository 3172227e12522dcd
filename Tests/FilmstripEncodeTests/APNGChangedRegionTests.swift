import FilmstripEncode
import FilmstripImage
import XCTest

final class APNGChangedRegionTests: XCTestCase {
    /// Frames with each kind of change: a block, none, one pixel at the far corner, everything, one pixel at the origin.
    static func frames(alpha: UInt8 = 255) -> [RGBAImage] {
        var first = ChangedRegionTests.pattern()
        if alpha != 255 { for x in 0..<first.width { first[x, 3].a = alpha } }
        var block = first
        for y in 30..<35 { for x in 20..<30 { block[x, y].g &+= 9 } }
        var corner = block
        corner[149, 39].r &+= 1
        var other = ChangedRegionTests.pattern(seed: 5)
        if alpha != 255 { other[7, 7].a = alpha }
        var origin = other
        origin[0, 0].b &+= 1
        return [first, block, block, corner, other, origin]
    }

    static func write(_ frames: [RGBAImage], storage: APNGFrameStorage, keepAlpha: Bool) throws -> [UInt8] {
        var out: [UInt8] = []
        let writer = APNGStreamWriter(frameCount: frames.count, delayNumerator: 1, delayDenominator: 30) { out += $0 }
        let encoder = APNGEncoder()
        for frame in frames {
            switch storage {
            case .changedRegions:
                try writer.append(frame, compression: .fast) { try encoder.encodeFrame(frame, keepAlpha: keepAlpha) }
            case .wholeFrames:
                try writer.append(encodedFrame: try encoder.encodeFrame(frame, keepAlpha: keepAlpha))
            }
        }
        try writer.finish()
        return out
    }

    /// The indices of frames that differ (all of them when the counts differ), short enough to read in a failure.
    static func differing(_ actual: [RGBAImage], _ expected: [RGBAImage]) -> [Int] {
        guard actual.count == expected.count else { return Array(0..<max(actual.count, expected.count)) }
        return actual.indices.filter { actual[$0] != expected[$0] }
    }

    func testFramesStoreTheirChangedRegionAndPlayBackExactly() throws {
        let frames = APNGChangedRegionTests.frames()
        let apng = try APNGChangedRegionTests.write(frames, storage: .changedRegions, keepAlpha: false)
        let reader = try APNGTestReader(apng)
        XCTAssertEqual(reader.frameCount, 6)
        XCTAssertEqual(reader.plays, 0)
        XCTAssertEqual(
            APNGChangedRegionTests.differing(reader.frames, frames), [], "every frame, composited, equals its source")
        let geometry = reader.controls.map { [$0.x, $0.y, $0.width, $0.height] }
        XCTAssertEqual(
            geometry,
            [[0, 0, 150, 40], [20, 30, 10, 5], [0, 0, 1, 1], [149, 39, 1, 1], [0, 0, 150, 40], [0, 0, 1, 1]])
        XCTAssertTrue(reader.controls.allSatisfy { $0.delayNumerator == 1 && $0.delayDenominator == 30 })
        XCTAssertTrue(reader.controls.allSatisfy { $0.dispose == 0 && $0.blend == 0 })
        XCTAssertEqual(reader.sequenceNumbers, Array(0..<reader.sequenceNumbers.count))
        XCTAssertEqual(apng[25], 2, "opaque frames: RGB")
        let whole = try APNGChangedRegionTests.write(frames, storage: .wholeFrames, keepAlpha: false)
        XCTAssertEqual(APNGChangedRegionTests.differing(try APNGTestReader(whole).frames, frames), [])
        XCTAssertTrue(
            try APNGTestReader(whole).controls.allSatisfy {
                $0.width == 150 && $0.height == 40 && $0.x == 0 && $0.y == 0
            })
        XCTAssertLessThan(apng.count, whole.count)
    }

    func testARegionOfMostOfTheFrameIsKeptWhenSmallerAndAnAlmostWholeOneIsNot() throws {
        let first = ChangedRegionTests.pattern()
        var most = first
        var almost = first
        for y in 0..<40 {
            for x in 0..<110 { most[x, y].r &+= 1 }  // 73% of the frame: encoded both ways, the region is smaller
            for x in 0..<140 { almost[x, y].r &+= 1 }  // 93%: stored whole without trying the region
        }
        for (second, expected) in [(most, [0, 0, 110, 40]), (almost, [0, 0, 150, 40])] {
            let apng = try APNGChangedRegionTests.write([first, second], storage: .changedRegions, keepAlpha: false)
            let reader = try APNGTestReader(apng)
            XCTAssertEqual(reader.controls.last.map { [$0.x, $0.y, $0.width, $0.height] }, expected)
            XCTAssertEqual(APNGChangedRegionTests.differing(reader.frames, [first, second]), [])
        }
    }

    func testTranslucentFramesKeepAlphaInTheirRegions() throws {
        let frames = APNGChangedRegionTests.frames(alpha: 128)
        let apng = try APNGChangedRegionTests.write(frames, storage: .changedRegions, keepAlpha: true)
        XCTAssertEqual(apng[25], 6, "RGBA")
        XCTAssertEqual(APNGChangedRegionTests.differing(try APNGTestReader(apng).frames, frames), [])
    }

    func testAFrameOfAnotherSizeIsRefused() throws {
        let writer = APNGStreamWriter(frameCount: 2, delayNumerator: 1, delayDenominator: 60) { _ in }
        try writer.append(encodedFrame: try APNGEncoder().encodeFrame(ChangedRegionTests.pattern(), keepAlpha: false))
        XCTAssertThrowsError(
            try writer.append(
                encodedFrame: try APNGEncoder().encodeFrame(ChangedRegionTests.pattern(width: 20), keepAlpha: false)))
    }
}
