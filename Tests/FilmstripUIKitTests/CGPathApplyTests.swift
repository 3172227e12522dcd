import FilmstripUIKit
import XCTest

/// `CGPath.applyWithBlock(_:)` hands over each element as Core Graphics does: its type and its points, end last,
/// with a rectangle as the lines it was recorded as.
final class CGPathApplyTests: XCTestCase {
    func testEachElementComesWithItsTypeAndPoints() {
        let path = CGMutablePath()
        path.move(to: CGPoint(x: 1, y: 2))
        path.addQuadCurve(to: CGPoint(x: 5, y: 6), control: CGPoint(x: 3, y: 4))
        path.addCurve(to: CGPoint(x: 11, y: 12), control1: CGPoint(x: 7, y: 8), control2: CGPoint(x: 9, y: 10))
        path.closeSubpath()
        path.addRect(CGRect(x: 0, y: 0, width: 2, height: 1))
        var seen: [(CGPathElementType, [CGPoint])] = []
        path.applyWithBlock { element in
            let count = [1, 1, 2, 3, 0][Int(element.pointee.type.rawValue)]
            seen.append((element.pointee.type, (0..<count).map { element.pointee.points[$0] }))
        }
        XCTAssertEqual(
            seen.map(\.0),
            [
                .moveToPoint, .addQuadCurveToPoint, .addCurveToPoint, .closeSubpath, .moveToPoint, .addLineToPoint,
                .addLineToPoint, .addLineToPoint, .closeSubpath,
            ])
        XCTAssertEqual(seen[1].1, [CGPoint(x: 3, y: 4), CGPoint(x: 5, y: 6)])
        XCTAssertEqual(seen[2].1, [CGPoint(x: 7, y: 8), CGPoint(x: 9, y: 10), CGPoint(x: 11, y: 12)])
        XCTAssertEqual(seen[5].1, [CGPoint(x: 2, y: 0)])
    }
}
