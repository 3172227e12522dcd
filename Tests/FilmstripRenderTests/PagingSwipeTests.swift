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
