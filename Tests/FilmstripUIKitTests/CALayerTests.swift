import FilmstripUIKit
import XCTest

/// A layer's defaults are Core Animation's documented ones, so that a team's view draws as it does on iOS when it
/// sets only some of them.
final class CALayerTests: XCTestCase {
    func testDefaultsAreCoreAnimations() {
        let layer = CALayer()
        XCTAssertEqual(layer.opacity, 1)
        XCTAssertEqual(layer.cornerRadius, 0)
        XCTAssertEqual(
            layer.maskedCorners,
            [.layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner])
        XCTAssertEqual(layer.cornerCurve, .circular)
        XCTAssertEqual(layer.borderWidth, 0)
        XCTAssertEqual(layer.borderColor, CGColor(gray: 0, alpha: 1))
        XCTAssertEqual(layer.shadowColor, CGColor(gray: 0, alpha: 1))
        XCTAssertEqual(layer.shadowOpacity, 0)
        XCTAssertEqual(layer.shadowRadius, 3)
        XCTAssertEqual(layer.shadowOffset, CGSize(width: 0, height: -3))
        XCTAssertNil(layer.shadowPath)
        XCTAssertNil(layer.backgroundColor)
        XCTAssertFalse(layer.masksToBounds)
        XCTAssertFalse(layer.isHidden)
        XCTAssertEqual(CACornerMask.layerMaxXMaxYCorner.rawValue, 8)
    }

    func testTheFrameIsThePositionedBounds() {
        let layer = CALayer()
        layer.frame = CGRect(x: 10, y: 20, width: 30, height: 40)
        XCTAssertEqual(layer.position, CGPoint(x: 25, y: 40))
        XCTAssertEqual(layer.bounds.size, CGSize(width: 30, height: 40))
        layer.transform = CATransform3DMakeScale(2, 2, 1)
        XCTAssertEqual(layer.frame, CGRect(x: -5, y: 0, width: 60, height: 80))
    }

    func testPathsKeepTheirOutline() {
        let rect = CGRect(x: 1, y: 2, width: 30, height: 40)
        XCTAssertEqual(UIBezierPath(roundedRect: rect, cornerRadius: 5).bounds, rect)
        XCTAssertEqual(UIBezierPath(ovalIn: rect).cgPath.boundingBox, rect)
        XCTAssertEqual(CGPath(rect: rect, transform: nil).boundingBox, rect)
        XCTAssertNotEqual(UIBezierPath(rect: rect).cgPath, UIBezierPath(ovalIn: rect).cgPath)
    }
}
