import FilmstripImage
import XCTest

@testable import FilmstripDecode

/// A shrink-on-load decode of fractional size carries the photo's exact extent, on the side where the partial
/// row or column lands after orientation, so the thumbnail can cover exactly the photo.
final class PhotoExtentTests: XCTestCase {
    func testFractionalRowsOfAScaledDecode() throws {
        // 4000 x 2250 at 1/8: 500 x 281.25, delivered as 500 x 282.
        let options = DecodeOptions(minimumSize: PixelSize(width: 200, height: 100))
        let decoded = try ImageDecoder(options: options).decode(path: Fixtures.path("large/seeding-4000x2250.jpg"))
        XCTAssertEqual(decoded.scaleDenominator, 8)
        XCTAssertEqual(decoded.image.height, 282)
        XCTAssertEqual(decoded.photoExtent, PhotoExtent(x: 0, y: 0, width: 500, height: 281.25))
        XCTAssertFalse(decoded.photoExtent.isWhole(width: decoded.image.width, height: decoded.image.height))
    }

    func testFullSizeDecodeIsWhole() throws {
        let decoded = try ImageDecoder().decode(path: Fixtures.path("photos/09-portrait-orientation8.jpg"))
        XCTAssertTrue(decoded.photoExtent.isWhole(width: decoded.image.width, height: decoded.image.height))
    }

    func testPartialColumnFollowsTheOrientation() throws {
        // Stored 300 x 200 with orientation 8 (turn left): at 1/8, 37.5 x 25 delivered as 38 x 25. The stored last
        // column becomes the upright top row, so the photo starts half a pixel down.
        let options = DecodeOptions(minimumSize: PixelSize(width: 10, height: 10))
        let decoded = try ImageDecoder(options: options).decode(
            path: Fixtures.path("photos/09-portrait-orientation8.jpg"))
        XCTAssertEqual(decoded.scaleDenominator, 8)
        XCTAssertEqual(decoded.image.width, 25)
        XCTAssertEqual(decoded.image.height, 38)
        XCTAssertEqual(decoded.photoExtent, PhotoExtent(x: 0, y: 0.5, width: 25, height: 37.5))
    }

    func testEveryOrientationPutsThePartialPixelWhereTheStoredEndGoes() {
        // Stored 10.5 x 20.25 exact in an 11 x 21 decode (denominator 1 stands in for the scaling).
        func extent(_ orientation: ExifOrientation) -> PhotoExtent {
            PhotoExtent.scaled(storedSize: (21, 81), denominator: 2, decoded: (11, 41), orientation: orientation)
        }
        XCTAssertEqual(extent(.up), PhotoExtent(x: 0, y: 0, width: 10.5, height: 40.5))
        XCTAssertEqual(extent(.upMirrored), PhotoExtent(x: 0.5, y: 0, width: 10.5, height: 40.5))
        XCTAssertEqual(extent(.down), PhotoExtent(x: 0.5, y: 0.5, width: 10.5, height: 40.5))
        XCTAssertEqual(extent(.downMirrored), PhotoExtent(x: 0, y: 0.5, width: 10.5, height: 40.5))
        XCTAssertEqual(extent(.leftMirrored), PhotoExtent(x: 0, y: 0, width: 40.5, height: 10.5))
        XCTAssertEqual(extent(.right), PhotoExtent(x: 0.5, y: 0, width: 40.5, height: 10.5))
        XCTAssertEqual(extent(.rightMirrored), PhotoExtent(x: 0.5, y: 0.5, width: 40.5, height: 10.5))
        XCTAssertEqual(extent(.left), PhotoExtent(x: 0, y: 0.5, width: 40.5, height: 10.5))
        // Cross-check against the pixel mapping the orientation itself uses: the upright pixel showing stored
        // pixel (10, 40), the partial corner, must lie at the extent's partial edge.
        for orientation in ExifOrientation.allCases {
            let e = extent(orientation)
            let (w, h) = orientation.swapsDimensions ? (41, 11) : (11, 41)
            for x in 0..<w {
                for y in 0..<h where orientation.sourcePixel(x: x, y: y, width: 11, height: 41) == (10, 40) {
                    XCTAssertTrue((e.x > 0 ? x == 0 : x == w - 1) && (e.y > 0 ? y == 0 : y == h - 1), "\(orientation)")
                }
            }
        }
    }
}
