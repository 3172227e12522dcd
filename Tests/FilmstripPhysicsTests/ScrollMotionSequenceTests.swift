import XCTest

@testable import FilmstripPhysics

final class ScrollMotionSequenceTests: XCTestCase {
    func testSegmentsPlayInTurn() {
        // Drag 0 -> 120 in 0.25 s, then an animated scroll 120 -> 420 in 0.3 s: 0.55 s in all.
        let band = RubberBand(offsetRange: 0...1000, dimension: 390)
        let drag = DragMotion(from: 0, distance: 120, duration: 0.25, rubberBand: band)
        let scroll = EaseInOutMotion(from: 120, to: 420)
        let sequence = ScrollMotionSequence([drag, scroll])
        XCTAssertEqual(sequence.duration, 0.55, accuracy: 1e-15)
        XCTAssertEqual(sequence.segmentStartTimes, [0, 0.25])
        XCTAssertEqual(sequence.offset(at: 0.125), 60, accuracy: 1e-12)
        // On the boundary the next segment has started: offset 120, velocity 0 (the ease-in starts at rest).
        XCTAssertEqual(sequence.segment(at: 0.25).index, 1)
        XCTAssertEqual(sequence.offset(at: 0.25), 120)
        XCTAssertEqual(sequence.velocity(at: 0.25), 0)
        XCTAssertEqual(sequence.offset(at: 0.25 + 0.15), 270, accuracy: 1e-9)
        XCTAssertEqual(sequence.offset(at: 10), 420)
        XCTAssertEqual(sequence.finalOffset, 420)
    }

    func testZeroLengthSegmentsAreSkipped() {
        let band = RubberBand(offsetRange: 0...1000, dimension: 390)
        let jump = DragMotion(from: 0, distance: 50, duration: 0, rubberBand: band)
        let scroll = EaseInOutMotion(from: 50, to: 80)
        let sequence = ScrollMotionSequence([jump, scroll])
        XCTAssertEqual(sequence.segment(at: 0).index, 1)
        XCTAssertEqual(sequence.offset(at: 0), 50)
    }
}
