import XCTest

@testable import FilmstripPhysics

final class DragMotionTests: XCTestCase {
    private let band = RubberBand(offsetRange: 0...1000, dimension: 390)

    func testInsideTheRangeFollowsTheFinger() {
        // 120 pt over 0.25 s: 480 pt/s throughout; halfway at 60.
        let drag = DragMotion(from: 0, distance: 120, duration: 0.25, rubberBand: band)
        XCTAssertEqual(drag.fingerVelocity, 480)
        XCTAssertEqual(drag.offset(at: 0.125), 60, accuracy: 1e-12)
        XCTAssertEqual(drag.velocity(at: 0.125), 480)
        XCTAssertEqual(drag.finalOffset, 120)
        XCTAssertEqual(drag.releaseVelocity, 480)
    }

    func testPastTheEndIsRubberBanded() {
        // From 900, 200 pt over 0.25 s (800 pt/s): the finger would reach 1100, 100 past the end.
        // Shown: 1000 + 48.2022472 (RubberBandTests). Release velocity: 800 * 0.4224467 = 337.9573.
        // At t = 0.125 the finger is exactly on the end: 1000, full speed.
        let drag = DragMotion(from: 900, distance: 200, duration: 0.25, rubberBand: band)
        XCTAssertEqual(drag.offset(at: 0.125), 1000, accuracy: 1e-12)
        XCTAssertEqual(drag.finalOffset, 1048.2022472, accuracy: 1e-7)
        XCTAssertEqual(drag.offset(at: 0.25.nextDown), 1048.2022472, accuracy: 1e-6)
        XCTAssertEqual(drag.releaseVelocity, 337.9573286, accuracy: 1e-6)
    }

    func testStartingPastTheEndContinuesWithoutAJump() {
        // Already shown at 1048.2022472 (finger offset 1100); another 100 pt takes the finger to 1200:
        // 200 * 0.55 / 390 = 0.2820513; b = (1 - 1 / 1.2820513) * 390 = 85.8 -> 1085.8.
        let drag = DragMotion(from: 1048.2022472, distance: 100, duration: 0.25, rubberBand: band)
        XCTAssertEqual(drag.startUnconstrainedOffset, 1100, accuracy: 1e-5)
        XCTAssertEqual(drag.offset(at: 0), 1048.2022472, accuracy: 1e-9)
        XCTAssertEqual(drag.finalOffset, 1085.8, accuracy: 1e-5)
    }

    func testInstantMoveEndsAtRest() {
        let drag = DragMotion(from: 0, distance: 50, duration: 0, rubberBand: band)
        XCTAssertEqual(drag.duration, 0)
        XCTAssertEqual(drag.finalOffset, 50)
        XCTAssertEqual(drag.releaseVelocity, 0)
    }
}
