import FilmstripImage
import XCTest

@testable import FilmstripEncode

final class ChangedRegionTests: XCTestCase {
    /// A patterned image wider than the C code's 64-pixel blocks, so both its block and pixel paths run.
    static func pattern(width: Int = 150, height: Int = 40, seed: Int = 0) -> RGBAImage {
        var image = RGBAImage(width: width, height: height)
        for y in 0..<height {
            for x in 0..<width {
                image[x, y] = RGBA(r: UInt8((x * 7 + seed) & 0xFF), g: UInt8((y * 13) & 0xFF), b: UInt8((x ^ y) & 0xFF))
            }
        }
        return image
    }

    /// The bounding box by brute force, to compare with the C code.
    static func reference(_ a: RGBAImage, _ b: RGBAImage) -> ChangedRegion? {
        var minX = Int.max
        var minY = Int.max
        var maxX = -1
        var maxY = -1
        for y in 0..<a.height {
            for x in 0..<a.width where a[x, y] != b[x, y] {
                minX = min(minX, x)
                maxX = max(maxX, x)
                minY = min(minY, y)
                maxY = max(maxY, y)
            }
        }
        return maxX < 0 ? nil : ChangedRegion(x: minX, y: minY, width: maxX - minX + 1, height: maxY - minY + 1)
    }

    func testIdenticalFramesHaveNoRegion() {
        let image = ChangedRegionTests.pattern()
        XCTAssertNil(ChangedRegion.between(image, image))
    }

    func testASinglePixelIsItsOwnRegionAnywhere() {
        let base = ChangedRegionTests.pattern()
        for (x, y) in [(0, 0), (149, 39), (0, 39), (149, 0), (63, 17), (64, 17), (65, 1), (86, 38), (100, 20)] {
            var changed = base
            changed[x, y].b &+= 1
            XCTAssertEqual(
                ChangedRegion.between(base, changed), ChangedRegion(x: x, y: y, width: 1, height: 1), "at \(x),\(y)")
        }
    }

    func testAnAlphaOnlyChangeCounts() {
        let base = ChangedRegionTests.pattern()
        var changed = base
        changed[70, 5].a = 254
        XCTAssertEqual(ChangedRegion.between(base, changed), ChangedRegion(x: 70, y: 5, width: 1, height: 1))
    }

    func testScatteredChangesGiveTheirBoundingBox() {
        var generator = SystemRandomNumberGenerator()
        let base = ChangedRegionTests.pattern()
        for _ in 0..<40 {
            var changed = base
            for _ in 0..<Int.random(in: 1...6, using: &generator) {
                let x = Int.random(in: 0..<base.width, using: &generator)
                let y = Int.random(in: 0..<base.height, using: &generator)
                changed[x, y].r &+= UInt8.random(in: 1...255, using: &generator)
            }
            XCTAssertEqual(ChangedRegion.between(base, changed), ChangedRegionTests.reference(base, changed))
        }
        let other = ChangedRegionTests.pattern(seed: 1)
        XCTAssertEqual(ChangedRegion.between(base, other), ChangedRegion(x: 0, y: 0, width: 150, height: 40))
    }

    func testCropCopiesTheRegionRows() {
        let image = ChangedRegionTests.pattern()
        let region = ChangedRegion(x: 3, y: 5, width: 70, height: 2)
        let crop = region.crop(image)
        XCTAssertEqual(crop.width, 70)
        XCTAssertEqual(crop.height, 2)
        XCTAssertEqual(crop[0, 0], image[3, 5])
        XCTAssertEqual(crop[69, 1], image[72, 6])
    }
}
