import Filmstrip
import XCTest

/// A swipe on a paging style moves exactly one page, however hard it is flung: the release target comes from
/// the elements captured when the drag began.
final class PagingSwipeTests: XCTestCase {
    func sequence(_ prepared: PreparedScene, from index: Int, drag distance: Double) throws -> (
        start: Double, end: Double
    ) {
        let start = try XCTUnwrap(prepared.layout.offset(centeringItem: index))
        let frames = try FrameSequence(
            prepared: prepared, startOffset: start,
            gesture: .drag(distance: distance, duration: 0.05), framesPerSecond: 30)
        XCTAssertEqual(frames.samples.first?.offset, start)
        XCTAssertEqual(frames.samples.last?.offset, frames.target)
        return (start, frames.target)
    }

    func check(_ prepared: PreparedScene, name: String) throws {
        let layout = prepared.layout
        for distance in [60.0, 300.0] {
            let forward = try sequence(prepared, from: 1, drag: distance)
            XCTAssertEqual(
                forward.end, try XCTUnwrap(layout.offset(centeringItem: 2)), accuracy: 1e-9,
                "\(name): swipe left by \(distance)")
            let back = try sequence(prepared, from: 2, drag: -distance)
            XCTAssertEqual(
                back.end, try XCTUnwrap(layout.offset(centeringItem: 1)), accuracy: 1e-9,
                "\(name): swipe right by \(distance)")
        }
    }

    func testPagingMovesOneCardPerSwipe() throws {
        try check(StyleGoldenSnapshotTests.paging, name: "paging")
    }

    func testPeekMovesOneCardPerSwipe() throws {
        try check(StyleGoldenSnapshotTests.peek, name: "peek")
    }

    func testBannerMovesOnePagePerFlick() throws {
        try check(StyleGoldenSnapshotTests.banner, name: "banner")
    }
}

/// A paging header far wider than its photo is prepared at the photo's own resolution, not as an enlarged copy as
/// wide as the header (a 100000 pt header at 4x was a 600000-pixel-wide image), and still drawn aspect-fill.
final class PagingHeaderTests: XCTestCase {
    func testAHeaderWiderThanItsPhotoIsPreparedNoLargerThanThePhoto() throws {
        var photo = RGBAImage(width: 300, height: 200, fill: RGBA(r: 0, g: 0, b: 255))
        for y in 0..<200 { for x in 0..<150 { photo[x, y] = RGBA(r: 255, g: 0, b: 0) } }
        var scene = Scene(
            photos: [], style: PagingStyle(headerWidth: 20_000, header: .photo(.pixels(photo, name: "h"))))
        scene.view.scale = 1
        let prepared = try PreparedScene(scene: scene)
        guard case .image(let image)? = prepared.fills[.header] else { return XCTFail("a photo header") }
        XCTAssertLessThanOrEqual(image.width, 300, "no wider than the photo")
        XCTAssertGreaterThan(image.width, 100)
        // Aspect-fill of a 20000 x 240 header takes a 300-pixel-wide band of the photo: red on the left half,
        // blue on the right, each drawn across 10000 points.
        let left = try prepared.render(atOffset: 0)[100, 120]
        XCTAssertTrue(left.r > 250 && left.b < 5, "\(left)")
        let right = try prepared.render(atOffset: 19_000)[300, 120]
        XCTAssertTrue(right.b > 250 && right.r < 5, "\(right)")
    }
    /// The same for a card: a 100000 pt card (aspect-fill) was a 600000-pixel-wide thumbnail at 4x.
    func testACardFarLargerThanTheFrameIsPreparedNoLargerThanItsPhoto() throws {
        let photo = Photo.pixels(RGBAImage(width: 300, height: 200, fill: RGBA(r: 0, g: 200, b: 0)), name: "card")
        var scene = Scene(
            photos: [photo], style: PagingStyle(headerWidth: 0, itemSize: Size(width: 100_000, height: 60)))
        scene.view.scale = 4
        let prepared = try PreparedScene(scene: scene)
        guard case .image(let image)? = try prepared.contents(atOffsets: [0])[0] else { return XCTFail("a photo") }
        XCTAssertLessThanOrEqual(image.width, 300, "no wider than the photo")
        let pixel = try prepared.render(atOffset: 5000)[400, 480]
        XCTAssertTrue(pixel.g > 195 && pixel.r < 5, "the card is drawn: \(pixel)")
    }
}
