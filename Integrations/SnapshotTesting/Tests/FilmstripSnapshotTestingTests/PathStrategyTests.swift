import Filmstrip
import FilmstripSnapshotTesting
import FilmstripUIKit
import SnapshotTesting
import XCTest

/// swift-snapshot-testing's path strategies on FilmstripUIKit: a `CGPath` or `UIBezierPath` drawn in black on clear
/// in an image of the path's box, and its elements listed as swift-snapshot-testing lists them.
final class PathStrategyTests: XCTestCase {
    /// A square with a quarter-curve corner, then a circle: every kind of element.
    static var path: CGPath {
        let path = CGMutablePath()
        path.move(to: CGPoint(x: 10, y: 10))
        path.addLine(to: CGPoint(x: 30, y: 10))
        path.addQuadCurve(to: CGPoint(x: 40, y: 20), control: CGPoint(x: 37.5, y: 12.5))
        path.addCurve(to: CGPoint(x: 10, y: 30), control1: CGPoint(x: 40, y: 30), control2: CGPoint(x: 20, y: 30))
        path.closeSubpath()
        path.addEllipse(in: CGRect(x: 40, y: 30, width: 10, height: 10))
        return path
    }

    func testElementsAreListedAsOnIOS() throws {
        var text: String?
        SnapshotTesting.Snapshotting<CGPath, String>.elementsDescription.snapshot(Self.path).run { text = $0 }
        // The ellipse starts at its right and turns clockwise on screen, its handles 0.5523 of the radius long.
        let lines = [
            "MoveTo (10.0, 10.0)", "LineTo (30.0, 10.0)", "QuadCurveTo (37.5, 12.5) (40.0, 20.0)",
            "CurveTo (40.0, 30.0) (20.0, 30.0) (10.0, 30.0)", "Close ", "",
            "MoveTo (50.0, 35.0)", "CurveTo (50.0, 37.761) (47.761, 40.0) (45.0, 40.0)",
            "CurveTo (42.239, 40.0) (40.0, 37.761) (40.0, 35.0)", "CurveTo (40.0, 32.239) (42.239, 30.0) (45.0, 30.0)",
            "CurveTo (47.761, 30.0) (50.0, 32.239) (50.0, 35.0)", "Close ",
        ]
        XCTAssertEqual(text, lines.map { $0 + "\n" }.joined())
        var bezier: String?
        SnapshotTesting.Snapshotting<UIBezierPath, String>.elementsDescription
            .snapshot(UIBezierPath(cgPath: Self.path)).run { bezier = $0 }
        XCTAssertEqual(bezier, text)
    }

    /// Records `value` as `strategy` draws it in a folder of its own and reads the image back.
    private func drawn<Value>(_ value: Value, as strategy: SnapshotTesting.Snapshotting<Value, UIImage>) throws
        -> RGBAImage
    {
        let folder = try TemporarySnapshotFolder()
        _ = withSnapshotTesting(record: .all) {
            verifySnapshot(of: value, as: strategy, named: "path", snapshotDirectory: folder.path)
        }
        return try ImageDecoder().decode(path: folder.onlyReference()).image
    }

    func testAPathIsFilledInItsBoxAtScale1() throws {
        // The box runs from (10, 10) to (50, 40): 40 x 30 pixels, the path moved to its origin.
        let image = try drawn(Self.path, as: .image)
        XCTAssertEqual([image.width, image.height], [40, 30])
        XCTAssertEqual(image[5, 5], RGBA(r: 0, g: 0, b: 0, a: 255), "inside the square")
        XCTAssertEqual(image[35, 25], RGBA(r: 0, g: 0, b: 0, a: 255), "inside the circle")
        XCTAssertEqual(image[35, 2].a, 0, "outside, right of the curve's start")
        XCTAssertEqual(image[5, 27].a, 0, "below the square")
        let twice = try drawn(Self.path, as: .image(scale: 2))
        XCTAssertEqual([twice.width, twice.height], [80, 60])
    }

    func testABezierPathIsFilledByItsOwnRule() throws {
        // Two nested squares turning the same way: the winding rule fills the hole, even-odd leaves it clear.
        let path = UIBezierPath(rect: CGRect(x: 0, y: 0, width: 20, height: 20))
        path.append(UIBezierPath(rect: CGRect(x: 5, y: 5, width: 10, height: 10)))
        XCTAssertEqual(try drawn(path, as: .image)[10, 10].a, 255)
        path.usesEvenOddFillRule = true
        XCTAssertEqual(try drawn(path, as: .image)[10, 10].a, 0)
        XCTAssertEqual(try drawn(path, as: .image)[2, 10].a, 255)
        // A CGPath is filled even-odd unless told otherwise, as swift-snapshot-testing fills it on iOS.
        XCTAssertEqual(try drawn(path.cgPath, as: .image)[10, 10].a, 0)
        XCTAssertEqual(try drawn(path.cgPath, as: .image(drawingMode: .fill))[10, 10].a, 255)
    }
}
