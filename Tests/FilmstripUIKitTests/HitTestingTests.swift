import FilmstripUIKit
import XCTest

/// `point(inside:with:)`, `hitTest(_:with:)` and `UIBezierPath.contains(_:)` as UIKit answers them, for the app code
/// that asks them itself (CollectionViewSlantedLayout's cell hits only inside its slanted mask).
final class HitTestingTests: XCTestCase {
    func testHitTestFindsTheFrontmostInteractiveSubviewUnderThePoint() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let back = UIView(frame: CGRect(x: 0, y: 0, width: 60, height: 60))
        let front = UIView(frame: CGRect(x: 40, y: 40, width: 60, height: 60))
        root.addSubview(back)
        root.addSubview(front)
        XCTAssertTrue(root.hitTest(CGPoint(x: 50, y: 50), with: nil) === front)
        XCTAssertTrue(root.hitTest(CGPoint(x: 10, y: 10), with: nil) === back)
        XCTAssertTrue(root.hitTest(CGPoint(x: 90, y: 10), with: nil) === root)
        XCTAssertNil(root.hitTest(CGPoint(x: 150, y: 10), with: nil))
        front.isHidden = true
        XCTAssertTrue(root.hitTest(CGPoint(x: 50, y: 50), with: nil) === back)
        back.isUserInteractionEnabled = false
        XCTAssertTrue(root.hitTest(CGPoint(x: 50, y: 50), with: nil) === root)
    }

    func testABezierPathContainsThePointsItsFillCovers() {
        // A triangle with its right angle at the origin.
        let path = UIBezierPath()
        path.move(to: CGPoint(x: 0, y: 0))
        path.addLine(to: CGPoint(x: 100, y: 0))
        path.addLine(to: CGPoint(x: 0, y: 100))
        path.close()
        XCTAssertTrue(path.contains(CGPoint(x: 10, y: 10)))
        XCTAssertTrue(path.contains(CGPoint(x: 49, y: 49)))
        XCTAssertFalse(path.contains(CGPoint(x: 51, y: 51)))
        XCTAssertFalse(path.contains(CGPoint(x: -1, y: 10)))
    }

    func testEvenOddLeavesTheInnerSquareOfTwoNestedOnesOutside() {
        let path = UIBezierPath(rect: CGRect(x: 0, y: 0, width: 100, height: 100))
        path.append(UIBezierPath(rect: CGRect(x: 25, y: 25, width: 50, height: 50)))
        XCTAssertTrue(path.contains(CGPoint(x: 50, y: 50)))
        path.usesEvenOddFillRule = true
        XCTAssertFalse(path.contains(CGPoint(x: 50, y: 50)))
        XCTAssertTrue(path.contains(CGPoint(x: 10, y: 50)))
    }
}
