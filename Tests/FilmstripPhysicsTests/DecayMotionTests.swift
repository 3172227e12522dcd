import XCTest

@testable import FilmstripPhysics

final class DecayMotionTests: XCTestCase {
    // normal: k = 1000 ln 0.998 = -2.0020026707 per second.
    // fast:   k = 1000 ln 0.99  = -10.0503358535 per second.

    func testExponentFromRate() {
        XCTAssertEqual(DecelerationRate.normal.exponentPerSecond, -2.0020026707, accuracy: 1e-9)
        XCTAssertEqual(DecelerationRate.fast.exponentPerSecond, -10.0503358535, accuracy: 1e-9)
    }

    func testNormalRatePositionAndVelocityAtHalfASecond() {
        // x0 = 0, v0 = 1000 pt/s, t = 0.5 s: r^(1000 t) = 0.998^500 = e^(-1.0010013) = 0.3675112549
        // x = 1000 * (0.3675112549 - 1) / -2.0020026707 = 315.9280227;  v = 1000 * 0.3675112549 = 367.5112549
        let motion = DecayMotion(from: 0, velocity: 1000, rate: .normal, stopRule: ScrollStopRule(renderScale: 2))
        XCTAssertEqual(motion.offset(at: 0.5), 315.9280227, accuracy: 1e-6)
        XCTAssertEqual(motion.velocity(at: 0.5), 367.5112549, accuracy: 1e-6)
        XCTAssertEqual(motion.offset(at: 0), 0)
        XCTAssertEqual(motion.velocity(at: 0), 1000)
    }

    func testFastRatePositionAndVelocityAtHalfASecond() {
        // 0.99^500 = e^(-5.0251679) = 0.006570483
        // x = 1000 * (0.006570483 - 1) / -10.0503358535 = 98.8454049;  v = 6.570483
        let motion = DecayMotion(from: 0, velocity: 1000, rate: .fast, stopRule: ScrollStopRule(renderScale: 2))
        XCTAssertEqual(motion.offset(at: 0.5), 98.8454049, accuracy: 1e-6)
        XCTAssertEqual(motion.velocity(at: 0.5), 6.570483, accuracy: 1e-6)
    }

    func testNegativeVelocityMirrors() {
        let stopRule = ScrollStopRule(renderScale: 2)
        let forward = DecayMotion(from: 0, velocity: 1000, rate: .normal, stopRule: stopRule)
        let backward = DecayMotion(from: 0, velocity: -1000, rate: .normal, stopRule: stopRule)
        XCTAssertEqual(backward.offset(at: 0.5), -forward.offset(at: 0.5), accuracy: 1e-12)
        XCTAssertEqual(backward.duration, forward.duration)
    }

    func testProjectedRestPoint() {
        // x0 - v0 / k: 0 + 1000 / 2.0020026707 = 499.4998332 (normal); 1000 / 10.0503358535 = 99.4991625 (fast).
        XCTAssertEqual(DecelerationRate.normal.restOffset(from: 0, velocity: 1000), 499.4998332, accuracy: 1e-6)
        XCTAssertEqual(DecelerationRate.fast.restOffset(from: 0, velocity: 1000), 99.4991625, accuracy: 1e-6)
        XCTAssertEqual(
            DecelerationRate.normal.restOffset(from: 200, velocity: -1000), 200 - 499.4998332, accuracy: 1e-6)
        let motion = DecayMotion(from: 0, velocity: 1000, rate: .normal, stopRule: ScrollStopRule(renderScale: 2))
        XCTAssertEqual(motion.finalOffset, 499.4998332, accuracy: 1e-6)
    }

    func testDurationFollowsTheStopRuleAndTheRenderScale() {
        // Remaining distance is |v(t) / k|. At scale 2 it must fall under 0.25 pt: for normal,
        // e^(k t) < 0.25 * 2.0020027 / 1000 => t = ln(0.00050050) / -2.0020027 = 3.7961496 s, where the speed is
        // 0.5005 pt/s, far under 10, so the distance decides. At scale 1 (0.5 pt): t = 3.4499227 s.
        // For fast at scale 2: e^(k t) < 0.25 * 10.0503359 / 1000 => t = 0.5956461 s (speed 2.51 pt/s).
        let normal2 = DecayMotion(from: 0, velocity: 1000, rate: .normal, stopRule: ScrollStopRule(renderScale: 2))
        let normal1 = DecayMotion(from: 0, velocity: 1000, rate: .normal, stopRule: ScrollStopRule(renderScale: 1))
        let fast2 = DecayMotion(from: 0, velocity: 1000, rate: .fast, stopRule: ScrollStopRule(renderScale: 2))
        XCTAssertEqual(normal2.duration, 3.7961496, accuracy: 1e-6)
        XCTAssertEqual(normal1.duration, 3.4499227, accuracy: 1e-6)
        XCTAssertEqual(fast2.duration, 0.5956461, accuracy: 1e-6)
        // The rule holds at the end (strictly for the distance), and the motion then sits on the rest point.
        let k = DecelerationRate.normal.exponentPerSecond
        let speedAtEnd = 1000 * exp(k * normal2.duration)
        XCTAssertLessThan(abs(speedAtEnd / k), 0.25)
        XCTAssertEqual(normal2.offset(at: normal2.duration), normal2.finalOffset)
        XCTAssertEqual(normal2.velocity(at: normal2.duration + 1), 0)
    }

    func testNoVelocityIsAlreadyAtRest() {
        let motion = DecayMotion(from: 42, velocity: 0, rate: .normal, stopRule: ScrollStopRule(renderScale: 3))
        XCTAssertEqual(motion.duration, 0)
        XCTAssertEqual(motion.offset(at: 0), 42)
    }
}
