import XCTest

@testable import FilmstripPhysics

final class SpringMotionTests: XCTestCase {
    // m = 1, k = 100: ω = 10, damping 20 = 2 sqrt(k m) (critical).
    // From rest at 130 to 100: u0 = 30, u(t) = 30 (1 + 10 t) e^(-10 t), u'(t) = -3000 t e^(-10 t).

    func testCriticalDamping() {
        XCTAssertEqual(ScrollPhysicsConstants.uikit.springDamping, 20)
        let spring = SpringMotion(from: 130, velocity: 0, to: 100, stopRule: ScrollStopRule(renderScale: 2))
        XCTAssertEqual(spring.angularFrequency, 10)
    }

    func testPositionsFromRest() {
        // t = 0.1: 30 * 2 * e^-1 = 22.0727665 -> 122.0727665; u' = -300 e^-1 = -110.3638324.
        // t = 0.2: 30 * 3 * e^-2 = 12.1801755 -> 112.1801755; u' = -600 e^-2 = -81.2011699.
        let spring = SpringMotion(from: 130, velocity: 0, to: 100, stopRule: ScrollStopRule(renderScale: 2))
        XCTAssertEqual(spring.offset(at: 0), 130)
        XCTAssertEqual(spring.velocity(at: 0), 0)
        XCTAssertEqual(spring.offset(at: 0.1), 122.0727665, accuracy: 1e-7)
        XCTAssertEqual(spring.velocity(at: 0.1), -110.3638324, accuracy: 1e-7)
        XCTAssertEqual(spring.offset(at: 0.2), 112.1801755, accuracy: 1e-7)
        XCTAssertEqual(spring.velocity(at: 0.2), -81.2011699, accuracy: 1e-7)
    }

    func testNoOvershootFromRestAndEndsWithinTheStopRule() {
        // Stop at scale 2: |u| < 0.25 => (1 + 10 t) e^(-10 t) < 1/120 => t = 0.6847714 s, where the speed is
        // 3000 * 0.6847714 * e^-6.847714 = 2.18 pt/s (< 10), so the distance decides.
        let rule = ScrollStopRule(renderScale: 2)
        let spring = SpringMotion(from: 130, velocity: 0, to: 100, stopRule: rule)
        XCTAssertEqual(spring.duration, 0.6847714, accuracy: 1e-7)
        var previous = spring.offset(at: 0)
        for step in 1...1000 {
            let offset = spring.offset(at: spring.duration * Double(step) / 1000)
            XCTAssertLessThanOrEqual(offset, previous)
            XCTAssertGreaterThanOrEqual(offset, 100)
            previous = offset
        }
        // The rule holds at the rest time (from the formula: the motion itself reads the target there) and not
        // just before it.
        let t = spring.duration
        XCTAssertTrue(
            rule.isAtRest(
                remainingDistance: 30 * (1 + 10 * t) * exp(-10 * t),
                speed: 3000 * t * exp(-10 * t)))
        let before = t.nextDown
        XCTAssertFalse(
            rule.isAtRest(remainingDistance: spring.offset(at: before) - 100, speed: spring.velocity(at: before)))
        XCTAssertEqual(spring.offset(at: spring.duration), 100)
    }

    func testStopRuleDependsOnScale() {
        // Scale 1 (0.5 pt): (1 + 10 t) e^(-10 t) < 1/60 -> an earlier stop than at scale 3 (1/6 pt).
        let one = SpringMotion(from: 130, velocity: 0, to: 100, stopRule: ScrollStopRule(renderScale: 1))
        let three = SpringMotion(from: 130, velocity: 0, to: 100, stopRule: ScrollStopRule(renderScale: 3))
        XCTAssertLessThan(one.duration, three.duration)
    }

    func testSpeedCanDecideTheStop() {
        // Thrown through the target: u0 = 0, v0 = 400 => u(t) = 400 t e^(-10 t), u'(t) = 400 (1 - 10 t) e^(-10 t).
        // It leaves and comes back; at t = 0 the distance is 0 but the speed 400, so it is not at rest.
        let rule = ScrollStopRule(renderScale: 2)
        let spring = SpringMotion(from: 0, velocity: 400, to: 0, stopRule: rule)
        XCTAssertGreaterThan(spring.duration, 0.5)
        XCTAssertEqual(spring.offset(at: 0.1), 40 * exp(-1), accuracy: 1e-9)  // the farthest point, 14.715 pt out
        XCTAssertEqual(spring.offset(at: spring.duration), 0)
    }

    func testThrownAwayFromTheTargetDoesNotCrossIt() {
        // u0 = 48, v0 = +300 (away): u0 and v0 + ω u0 share a sign, so u(t) never changes sign.
        let spring = SpringMotion(from: 1048, velocity: 300, to: 1000, stopRule: ScrollStopRule(renderScale: 2))
        for step in 0...500 {
            XCTAssertGreaterThanOrEqual(spring.offset(at: spring.duration * Double(step) / 500), 1000)
        }
        XCTAssertGreaterThan(spring.offset(at: 0.05), 1048)  // first it keeps going out
    }

    func testAlreadyAtRest() {
        let spring = SpringMotion(from: 100.1, velocity: 5, to: 100, stopRule: ScrollStopRule(renderScale: 2))
        XCTAssertEqual(spring.duration, 0)
        XCTAssertEqual(spring.offset(at: 0), 100)
    }
}
