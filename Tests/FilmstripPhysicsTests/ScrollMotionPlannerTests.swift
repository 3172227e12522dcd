import XCTest

@testable import FilmstripPhysics

final class ScrollMotionPlannerTests: XCTestCase {
    /// Snaps to multiples of 100, like a slider of 100-pt items.
    private static func snapToHundreds(_ proposed: Double, _ velocity: Double) -> Double {
        (proposed / 100).rounded() * 100
    }

    private func planner(
        range: ClosedRange<Double> = 0...10_000, rate: DecelerationRate = .normal, scale: Double = 2,
        target: @escaping (Double, Double) -> Double = ScrollMotionPlannerTests.snapToHundreds
    ) -> ScrollMotionPlanner {
        ScrollMotionPlanner(
            offsetRange: range, viewDimension: 390, decelerationRate: rate, renderScale: scale,
            releaseTarget: { _, proposed, velocity in target(proposed, velocity) })
    }

    func testFlingEndsExactlyOnTheSnappedTarget() {
        // x0 = 0, v0 = 1000 pt/s, normal: proposed 499.4998 (DecayMotionTests), velocity 1 pt/ms, snapped to 500.
        // The targeted decay of TargetedDecayMotionTests: 2.3258435 s, arriving at 10 pt/s.
        var asked: [(Double, Double)] = []
        let plan = planner(target: { p, v in
            asked.append((p, v))
            return Self.snapToHundreds(p, v)
        })
        .release(at: 0, velocity: 1000)
        XCTAssertEqual(asked.count, 1)
        XCTAssertEqual(asked[0].0, 499.4998332, accuracy: 1e-6)
        XCTAssertEqual(asked[0].1, 1, accuracy: 1e-15)
        XCTAssertEqual(plan.targetOffset, 500)
        XCTAssertTrue(plan.motion is TargetedDecayMotion)
        let motion = plan.motion
        XCTAssertEqual(motion.duration, 2.3258435, accuracy: 1e-7)
        XCTAssertEqual(motion.offset(at: motion.duration), 500)
        // Just before the end: on the target (within rounding) at the stop speed; then at rest.
        let end = motion.duration.nextDown
        XCTAssertEqual(motion.offset(at: end), 500, accuracy: 1e-9)
        XCTAssertEqual(motion.velocity(at: end), 10, accuracy: 1e-9)
        XCTAssertEqual(motion.velocity(at: motion.duration), 0)
    }

    func testFastFlingBackwards() {
        // x0 = 1234, v0 = -3000, fast: proposed 1234 - 298.4975 = 935.5025 -> 900, ahead (lower): lands on 900.
        let fling = planner(rate: .fast).fling(from: 1234, velocity: -3000)
        XCTAssertEqual(fling.finalOffset, 900)
        XCTAssertTrue(fling.segments[0] is TargetedDecayMotion)
        XCTAssertEqual(fling.offset(at: fling.duration), 900)
    }

    func testZeroVelocitySettlesOnTheNearestItem() {
        // At 130 with no velocity: proposed 130 -> 100, behind nothing and no speed: the spring of SpringMotionTests,
        // 0.6847714 s.
        let fling = planner().fling(from: 130, velocity: 0)
        XCTAssertTrue(fling.segments[0] is SpringMotion)
        XCTAssertEqual(fling.finalOffset, 100)
        XCTAssertEqual(fling.duration, 0.6847714, accuracy: 1e-7)
        XCTAssertEqual(planner().fling(from: 170, velocity: 0).finalOffset, 200)
    }

    func testTargetBehindTheMotionUsesTheSpring() {
        // At 140 moving +20 pt/s: proposed 140 + 9.99 = 149.99 -> 100, behind: spring back to 100.
        let plan = planner().release(at: 140, velocity: 20)
        XCTAssertEqual(plan.targetOffset, 100)
        XCTAssertTrue(plan.motion is SpringMotion)
        XCTAssertEqual(plan.motion.offset(at: plan.motion.duration), 100)
    }

    func testTargetIsClampedToTheRange() {
        // x0 = 900, v0 = 5000: proposed 900 + 2497.5 = 3397.5 -> 3400, clamped to the end, 1000; lands there.
        let fling = planner(range: 0...1000).fling(from: 900, velocity: 5000)
        XCTAssertEqual(fling.finalOffset, 1000)
        var previous = 900.0
        for sample in ScrollFrameSampler().samples(of: fling) {
            XCTAssertGreaterThanOrEqual(sample.offset, previous)
            XCTAssertLessThanOrEqual(sample.offset, 1000)
            previous = sample.offset
        }
    }

    func testDragThenReleaseInsideTheRange() {
        // 120 pt over 0.25 s at 480 pt/s; release at 120: proposed 120 + 480 / 2.0020027 = 359.7599 -> 400.
        let sequence = planner().drag(from: 0, distance: 120)
        XCTAssertEqual(sequence.segments.count, 2)
        XCTAssertEqual(sequence.segmentStartTimes[1], 0.25)
        XCTAssertEqual(sequence.offset(at: 0.25), 120)
        XCTAssertEqual(sequence.velocity(at: 0.25), 480, accuracy: 1e-9)
        XCTAssertTrue(sequence.segments[1] is TargetedDecayMotion)
        XCTAssertEqual(sequence.finalOffset, 400)
    }

    func testDragPastTheEndSpringsBack() {
        // From 900, 200 pt over 0.25 s: released at 1048.2022 moving +337.96 pt/s (DragMotionTests); target
        // clamped to 1000, behind: the spring goes out a little further, then back, never inside the range.
        let sequence = planner(range: 0...1000).drag(from: 900, distance: 200)
        XCTAssertTrue(sequence.segments[1] is SpringMotion)
        XCTAssertEqual(sequence.finalOffset, 1000)
        let samples = ScrollFrameSampler().samples(of: sequence)
        XCTAssertEqual(samples.last?.offset, 1000)
        XCTAssertGreaterThan(samples.map(\.offset).max()!, 1048.2)
        for sample in samples where sample.time >= 0.25 {
            XCTAssertGreaterThanOrEqual(sample.offset, 1000)
        }
    }

    func testAnimatedScroll() {
        let scroll = planner().animatedScroll(from: 0, to: 700)
        XCTAssertEqual(scroll.duration, 0.3)
        XCTAssertEqual(scroll.finalOffset, 700)
    }

    func testMotionTowardsATargetAheadNeverOvershoots() {
        // Random releases (seeded): whenever the target is ahead and there is speed, the offset moves only towards
        // the target, never past it, and ends exactly on it. Releases from rest settle the same way with the spring.
        var generator = SeededGenerator(seed: 0x5EED_F11B)
        var checked = 0
        for _ in 0..<400 {
            let rate: DecelerationRate = Bool.random(using: &generator) ? .normal : .fast
            let scale = Double(Int.random(in: 1...3, using: &generator))
            let itemWidth = Double.random(in: 40...400, using: &generator)
            let range = 0...Double.random(in: 500...20_000, using: &generator)
            let start = Double.random(in: range, using: &generator)
            let fromRest = Int.random(in: 0..<8, using: &generator) == 0
            let speed = fromRest ? 0 : Double.random(in: 11...8000, using: &generator)
            let velocity = Bool.random(using: &generator) ? speed : -speed
            let planner = planner(
                range: range, rate: rate, scale: scale,
                target: { p, _ in
                    (p / itemWidth).rounded() * itemWidth
                })
            let plan = planner.release(at: start, velocity: velocity)
            let target = plan.targetOffset
            let ahead = (target - start) * velocity > 0
            guard ahead || (fromRest && target != start) else { continue }
            checked += 1
            let direction: Double = target > start ? 1 : -1
            var previous = start
            for sample in ScrollFrameSampler(framesPerSecond: 240).samples(of: plan.motion) {
                XCTAssertGreaterThanOrEqual((sample.offset - previous) * direction, 0, "went back at \(sample.time)")
                XCTAssertLessThanOrEqual((sample.offset - target) * direction, 0, "passed the target at \(sample.time)")
                previous = sample.offset
            }
            XCTAssertEqual(plan.motion.offset(at: plan.motion.duration), target)
            XCTAssertTrue(plan.motion.duration.isFinite)
        }
        XCTAssertGreaterThan(checked, 150)
    }
}
