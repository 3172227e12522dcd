import XCTest

@testable import FilmstripPhysics

final class TargetedDecayMotionTests: XCTestCase {
    // x0 = 0, v0 = 1000 pt/s, target x1 = 500, v1 = 10:
    // a = (v0 - v1) / (x0 - x1) = 990 / -500 = -1.98 per second; drag = e^-1.98 = 0.1380692
    // T = ln(v1 / v0) / a = ln(0.01) / -1.98 = 2.3258435 s
    // At T/2, e^(a t) = sqrt(0.01) = 0.1: x = 1000 * (0.1 - 1) / -1.98 = 454.5454545, v = 100.
    private let motion = TargetedDecayMotion(from: 0, velocity: 1000, to: 500, stopSpeed: 10)

    func testFrictionAndDuration() {
        XCTAssertEqual(motion.exponentPerSecond, -1.98, accuracy: 1e-12)
        XCTAssertEqual(motion.dragPerSecond, 0.1380692, accuracy: 1e-7)
        XCTAssertEqual(motion.duration, 2.3258435, accuracy: 1e-7)
    }

    func testHalfway() {
        XCTAssertEqual(motion.offset(at: motion.duration / 2), 454.5454545, accuracy: 1e-6)
        XCTAssertEqual(motion.velocity(at: motion.duration / 2), 100, accuracy: 1e-9)
    }

    func testArrivesExactlyAtTheStopSpeed() {
        // Just before T the formula gives x1 and v1; at T the motion is at rest on x1.
        let justBefore = motion.duration.nextDown
        XCTAssertEqual(motion.offset(at: justBefore), 500, accuracy: 1e-9)
        XCTAssertEqual(motion.velocity(at: justBefore), 10, accuracy: 1e-9)
        XCTAssertEqual(motion.offset(at: motion.duration), 500)
        XCTAssertEqual(motion.velocity(at: motion.duration), 0)
        XCTAssertEqual(motion.arrivalVelocity, 10)
    }

    func testBackwardsMirrors() {
        // x0 = 200, v0 = -1000, x1 = -300: the same numbers reflected.
        let backward = TargetedDecayMotion(from: 200, velocity: -1000, to: -300, stopSpeed: 10)
        XCTAssertEqual(backward.exponentPerSecond, -1.98, accuracy: 1e-12)
        XCTAssertEqual(backward.duration, motion.duration, accuracy: 1e-12)
        XCTAssertEqual(backward.offset(at: motion.duration / 2), 200 - 454.5454545, accuracy: 1e-6)
        XCTAssertEqual(backward.arrivalVelocity, -10)
    }

    func testTargetAtTheFreeRestPointNeedsSlightlyLessFriction() {
        // x1 = x0 - v0 / k gives a = k * (1 - v1 / v0) = -2.0020027 * 0.99 = -1.9819826.
        let rest = DecelerationRate.normal.restOffset(from: 0, velocity: 1000)
        let landing = TargetedDecayMotion(from: 0, velocity: 1000, to: rest, stopSpeed: 10)
        XCTAssertEqual(landing.exponentPerSecond, -1.9819826, accuracy: 1e-7)
    }

    func testWhenItCanLand() {
        XCTAssertTrue(TargetedDecayMotion.canLand(from: 0, velocity: 1000, on: 500, stopSpeed: 10))
        XCTAssertFalse(TargetedDecayMotion.canLand(from: 0, velocity: 1000, on: -500, stopSpeed: 10))  // behind
        XCTAssertFalse(TargetedDecayMotion.canLand(from: 0, velocity: 1000, on: 0, stopSpeed: 10))  // no distance
        XCTAssertFalse(TargetedDecayMotion.canLand(from: 0, velocity: 10, on: 500, stopSpeed: 10))  // too slow
        XCTAssertTrue(TargetedDecayMotion.canLand(from: 0, velocity: -11, on: -500, stopSpeed: 10))
    }
}
