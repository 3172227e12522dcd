import XCTest

@testable import FilmstripPhysics

final class EaseInOutMotionTests: XCTestCase {
    func testDefaultDurationAndEnds() {
        let scroll = EaseInOutMotion(from: 0, to: 300)
        XCTAssertEqual(scroll.duration, 0.3)
        XCTAssertEqual(scroll.offset(at: 0), 0)
        XCTAssertEqual(scroll.velocity(at: 0), 0)
        XCTAssertEqual(scroll.offset(at: 0.3), 300)
        XCTAssertEqual(scroll.velocity(at: 0.3), 0)
        XCTAssertEqual(scroll.velocity(at: 0.3.nextDown), 0, accuracy: 1e-3)
    }

    func testMidpoint() {
        // The curve (0.42, 0, 0.58, 1) is symmetric: half the time, half the way, at s = 1/2.
        // There dx/ds = 3/4 * 0.42 + 6/4 * 0.16 + 3/4 * 0.42 = 0.87 and dy/ds = 6/4 = 1.5, slope 1.5 / 0.87 = 1.7241379;
        // velocity = 300 pt * 1.7241379 / 0.3 s = 1724.1379 pt/s.
        let scroll = EaseInOutMotion(from: 0, to: 300)
        XCTAssertEqual(scroll.offset(at: 0.15), 150, accuracy: 1e-9)
        XCTAssertEqual(scroll.velocity(at: 0.15), 1724.137931, accuracy: 1e-6)
    }

    func testSymmetryAndMonotonicity() {
        let scroll = EaseInOutMotion(from: 100, to: -200)
        var previous = scroll.offset(at: 0)
        for step in 1...300 {
            let t = 0.3 * Double(step) / 300
            let offset = scroll.offset(at: t)
            XCTAssertLessThanOrEqual(offset, previous)
            XCTAssertEqual(offset - 100, -300 - (scroll.offset(at: 0.3 - t) - 100), accuracy: 1e-9)
            previous = offset
        }
    }

    func testNoMoveTakesNoTime() {
        XCTAssertEqual(EaseInOutMotion(from: 7, to: 7).duration, 0)
    }
}
