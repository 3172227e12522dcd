import XCTest

@testable import FilmstripSuite

/// What a sequence check says when its frame count changed, in words a reviewer reads once.
final class SequenceMessageTests: XCTestCase {
    func testACountMismatchSaysHowTheFramesInBothCompare() {
        XCTAssertEqual(
            SequenceVerification.countMismatchMessage(expected: 62, got: 60, differing: 60),
            "expected 62 frames, got 60; all 60 frames in both differ")
        XCTAssertEqual(
            SequenceVerification.countMismatchMessage(expected: 60, got: 62, differing: 12),
            "expected 60 frames, got 62; 12 of the 60 frames in both differ")
        XCTAssertEqual(
            SequenceVerification.countMismatchMessage(expected: 1, got: 3, differing: 0),
            "expected 1 frame, got 3; the 1 frame in both matches")
        XCTAssertEqual(
            SequenceVerification.countMismatchMessage(expected: 8, got: 9, differing: 0),
            "expected 8 frames, got 9; the 8 frames in both match")
    }
}
