import FilmstripUIKit
import XCTest

@testable import Filmstrip

/// `CAShapeLayer`'s path filled and stroked as Core Animation draws it: fill rules, line width, caps, joins,
/// dashes and `strokeStart`/`strokeEnd`, at exact pixels worked out from the geometry.
final class ShapeLayerTests: XCTestCase {
    let white = RGBA(r: 255, g: 255, b: 255)
    let blue = RGBA(r: 0, g: 0, b: 255)

    /// A 40 x 40 white root holding `shape`, drawn at `scale`.
    func draw(_ shape: CAShapeLayer, scale: Double = 1) throws -> RGBAImage {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
        root.backgroundColor = .white
        shape.frame = root.bounds
        root.layer.addSublayer(shape)
        return try ViewTreeRenderer.image(of: root, scale: scale)
    }

    func line(from start: CGPoint, to end: CGPoint, width: CGFloat) -> CAShapeLayer {
        let path = CGMutablePath()
        path.move(to: start)
        path.addLine(to: end)
        let shape = CAShapeLayer()
        shape.path = path
        shape.fillColor = nil
        shape.strokeColor = UIColor.blue.cgColor
        shape.lineWidth = width
        return shape
    }

    func testAPathIsFilledWithItsEdgesCoveredByArea() throws {
        let shape = CAShapeLayer()
        shape.path = CGPath(rect: CGRect(x: 10, y: 10, width: 20.5, height: 20), transform: nil)
        shape.fillColor = UIColor.blue.cgColor
        let image = try draw(shape)
        expect(image, [(10, 10, blue), (9, 10, white), (29, 29, blue), (10, 30, white), (31, 20, white)])
        // The right edge at x = 30.5 covers half of column 30: blue at 128/255 over white.
        XCTAssertEqual(image[30, 20], RGBA(r: 127, g: 127, b: 255))
        // At 3x the edges lie at 30, 91.5 and 90 pixels.
        let large = try draw(shape, scale: 3)
        expect(
            large,
            [
                (30, 30, blue), (29, 30, white), (90, 89, blue), (91, 89, RGBA(r: 127, g: 127, b: 255)),
                (92, 89, white),
                (90, 90, white),
            ])
    }

    func testTheFillRuleDecidesWhetherAnInnerLoopIsAHole() throws {
        let path = CGMutablePath()
        path.addRect(CGRect(x: 0, y: 0, width: 40, height: 40))
        path.addRect(CGRect(x: 10, y: 10, width: 20, height: 20))
        let shape = CAShapeLayer()
        shape.path = path
        shape.fillColor = UIColor.blue.cgColor
        expect(try draw(shape), [(20, 20, blue), (5, 5, blue)])
        shape.fillRule = .evenOdd
        expect(try draw(shape), [(20, 20, white), (5, 5, blue), (10, 10, white), (9, 9, blue)])
    }

    func testAStrokeIsCentredOnThePathAndEndsAsItsCapSays() throws {
        let shape = line(from: CGPoint(x: 5, y: 20), to: CGPoint(x: 35, y: 20), width: 4)
        // Butt: y 18 to 22, x 5 to 35.
        expect(
            try draw(shape),
            [
                (20, 18, blue), (20, 21, blue), (20, 17, white), (20, 22, white), (5, 20, blue), (4, 20, white),
                (34, 20, blue), (35, 20, white),
            ])
        shape.lineCap = .square
        expect(try draw(shape), [(3, 20, blue), (2, 20, white), (36, 20, blue), (37, 20, white)])
        shape.lineCap = .round
        let round = try draw(shape)
        expect(round, [(2, 20, white), (37, 20, white), (4, 20, blue)])
        // The cap's circle (radius 2 about 5, 20) crosses pixel (3, 18).
        XCTAssertTrue(round[3, 18].r > 0 && round[3, 18].r < 255, "\(round[3, 18])")
    }

    func testJoinsMiterBevelOrRoundTheOuterCorner() throws {
        let path = CGMutablePath()
        path.addLines(between: [CGPoint(x: 10, y: 30), CGPoint(x: 10, y: 10), CGPoint(x: 30, y: 10)])
        let shape = CAShapeLayer()
        shape.path = path
        shape.fillColor = nil
        shape.strokeColor = UIColor.blue.cgColor
        shape.lineWidth = 4
        // The miter fills the corner square out to (8, 8).
        expect(try draw(shape), [(8, 8, blue), (11, 11, blue), (12, 12, white)])
        shape.lineJoin = .bevel
        expect(try draw(shape), [(8, 8, white), (9, 9, blue)])
        shape.lineJoin = .round
        let round = try draw(shape)
        XCTAssertTrue(round[8, 8].r > 0 && round[8, 8].r < 255, "\(round[8, 8])")
        // A miter longer than the limit is bevelled: a right angle's is sqrt(2) widths.
        shape.lineJoin = .miter
        shape.miterLimit = 1.4
        expect(try draw(shape), [(8, 8, white)])
    }

    func testDashesFollowThePatternAndPhase() throws {
        let shape = line(from: CGPoint(x: 0, y: 20), to: CGPoint(x: 40, y: 20), width: 2)
        shape.lineDashPattern = [5, 5]
        expect(
            try draw(shape), [(0, 20, blue), (4, 20, blue), (5, 20, white), (9, 20, white), (10, 20, blue)])
        shape.lineDashPhase = 5
        expect(try draw(shape), [(0, 20, white), (5, 20, blue)])
        // An odd pattern is read twice over: 10 on, 5 off, 3 on, 10 off, 5 on, 3 off.
        shape.lineDashPhase = 0
        shape.lineDashPattern = [10, 5, 3]
        expect(
            try draw(shape),
            [
                (9, 20, blue), (10, 20, white), (15, 20, blue), (18, 20, white), (27, 20, white), (28, 20, blue),
                (33, 20, white),
            ])
    }

    func testStrokeStartAndEndDrawOnlyThatPartOfThePath() throws {
        let shape = line(from: CGPoint(x: 0, y: 20), to: CGPoint(x: 40, y: 20), width: 2)
        shape.strokeEnd = 0.5
        expect(try draw(shape), [(19, 20, blue), (20, 20, white)])
        shape.strokeStart = 0.25
        expect(try draw(shape), [(9, 20, white), (10, 20, blue), (19, 20, blue), (20, 20, white)])
        // A closed square from its top-left corner, clockwise: the first half is its top and right sides.
        let square = CAShapeLayer()
        square.path = CGPath(rect: CGRect(x: 10, y: 10, width: 20, height: 20), transform: nil)
        square.fillColor = nil
        square.strokeColor = UIColor.blue.cgColor
        square.lineWidth = 2
        square.strokeEnd = 0.5
        expect(try draw(square), [(20, 10, blue), (30, 20, blue), (20, 30, white), (10, 20, white)])
    }

    func testArcsAndCurvesAreFlattenedCloseToTheCurve() throws {
        // A circle of radius 15 about (20, 20), from an arc all the way round.
        let path = UIBezierPath(
            arcCenter: CGPoint(x: 20, y: 20), radius: 15, startAngle: 0, endAngle: 2 * .pi, clockwise: true)
        let shape = CAShapeLayer()
        shape.path = path.cgPath
        shape.fillColor = UIColor.blue.cgColor
        let image = try draw(shape)
        expect(
            image, [(20, 20, blue), (20, 6, blue), (20, 4, white), (33, 20, blue), (35, 20, white), (31, 31, white)])
        // Pixel (30, 30) holds the circle's edge: its centre (30.5, 30.5) lies 14.85 from the centre.
        XCTAssertTrue(image[30, 30].r > 0 && image[30, 30].r < 255, "\(image[30, 30])")
        XCTAssertEqual(path.bounds.width, 30, accuracy: 0.01)
    }

    func testDrawingIsByteIdenticalRunToRun() throws {
        let shape = line(from: CGPoint(x: 3.3, y: 7.1), to: CGPoint(x: 31.7, y: 28.9), width: 3.5)
        shape.lineCap = .round
        shape.lineDashPattern = [4, 2.5]
        let first = try draw(shape, scale: 3)
        let second = try draw(shape, scale: 3)
        XCTAssertEqual(first.pixels, second.pixels)
    }
}
