import XCTest

@testable import FilmstripPhysics

final class ScrollFrameSamplerTests: XCTestCase {
    private let curve = ScrollPhysicsConstants.uikit.animatedScrollCurve

    func testWholeNumberOfFramesEndsExactlyAtRest() {
        // 0.5 s at 60 fps: 30 intervals, 31 frames, the last at t = 0.5 on the final offset.
        let motion = EaseInOutMotion(from: 0, to: 100, duration: 0.5, curve: curve)
        let samples = ScrollFrameSampler().samples(of: motion)
        XCTAssertEqual(samples.count, 31)
        XCTAssertEqual(samples.first, ScrollFrameSample(index: 0, time: 0, offset: 0, velocity: 0))
        XCTAssertEqual(samples.last, ScrollFrameSample(index: 30, time: 0.5, offset: 100, velocity: 0))
    }

    func testDefaultAnimatedScroll() {
        // 0.3 s * 60 = 18 intervals (within rounding): 19 frames.
        let samples = ScrollFrameSampler().samples(of: EaseInOutMotion(from: 0, to: 100))
        XCTAssertEqual(samples.count, 19)
        XCTAssertEqual(samples.last?.offset, 100)
    }

    func testPartialLastIntervalRoundsUpToTheNextFrame() {
        // 0.31 s * 60 = 18.6 -> 19 intervals, 20 frames; the last at 19/60 = 0.31667 s shows the final offset.
        let motion = EaseInOutMotion(from: 0, to: 100, duration: 0.31, curve: curve)
        let sampler = ScrollFrameSampler()
        XCTAssertEqual(sampler.frameCount(forDuration: 0.31), 20)
        let samples = sampler.samples(of: motion)
        XCTAssertEqual(samples.count, 20)
        XCTAssertEqual(samples[18].time, 18.0 / 60)
        XCTAssertLessThan(samples[18].offset, 100)
        XCTAssertEqual(samples.last?.time, 19.0 / 60)
        XCTAssertEqual(samples.last?.offset, 100)
        XCTAssertEqual(samples.last?.velocity, 0)
    }

    func testTimesAreComputedNotAccumulated() {
        let samples = ScrollFrameSampler(framesPerSecond: 30).samples(
            of: EaseInOutMotion(from: 0, to: 1, duration: 10, curve: curve))
        XCTAssertEqual(samples.count, 301)
        for sample in samples {
            XCTAssertEqual(sample.time, Double(sample.index) / 30)
        }
        XCTAssertEqual(samples.last?.time, 10)
    }

    func testMotionWithoutDurationIsOneFrame() {
        let samples = ScrollFrameSampler().samples(of: EaseInOutMotion(from: 5, to: 5))
        XCTAssertEqual(samples, [ScrollFrameSample(index: 0, time: 0, offset: 5, velocity: 0)])
        XCTAssertEqual(ScrollFrameSampler().frameCount(forDuration: 0), 1)
    }

    func testSamplingIsRepeatable() {
        let planner = ScrollMotionPlanner(
            offsetRange: 0...5000, viewDimension: 390, decelerationRate: .normal, renderScale: 3,
            releaseTarget: { _, p, _ in (p / 100).rounded() * 100 })
        let first = ScrollFrameSampler().samples(of: planner.drag(from: 0, distance: 300))
        let second = ScrollFrameSampler().samples(of: planner.drag(from: 0, distance: 300))
        XCTAssertEqual(first, second)
        // 300 pt in 0.25 s (1200 pt/s): proposed 300 + 599.4 = 899.4 -> 900.
        XCTAssertEqual(first.last?.offset, 900)
    }
}
