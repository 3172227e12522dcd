import FilmstripUIKit
import XCTest

@testable import Filmstrip

/// `CAGradientLayer` (axial, radial, conic; colours at their locations between the unit start and end points) and
/// `CATextLayer` drawn as Core Animation draws them: colours at pixel centres from the gradient's formula.
final class GradientAndTextLayerTests: XCTestCase {
    /// A 40 x 40 white root holding `layer` over all of it.
    func draw(_ layer: CALayer) throws -> RGBAImage {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
        root.backgroundColor = .white
        layer.frame = root.bounds
        root.layer.addSublayer(layer)
        return try ViewTreeRenderer.image(of: root, scale: 1)
    }

    func redToBlue(_ type: CAGradientLayerType = .axial) -> CAGradientLayer {
        let gradient = CAGradientLayer()
        gradient.colors = [UIColor.red.cgColor, UIColor.blue.cgColor]
        gradient.type = type
        return gradient
    }

    /// Asserts the pixel is red and blue mixed `t` of the way to blue, within 2/255.
    func expectMix(_ pixel: RGBA, _ t: Double, file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertEqual(Double(pixel.r), 255 * (1 - t), accuracy: 2, "\(pixel)", file: file, line: line)
        XCTAssertEqual(Double(pixel.b), 255 * t, accuracy: 2, "\(pixel)", file: file, line: line)
        XCTAssertEqual(pixel.g, 0, file: file, line: line)
    }

    func testAnAxialGradientRunsFromStartToEndAtPixelCentres() throws {
        let gradient = redToBlue()
        // The default runs top to bottom.
        var image = try draw(gradient)
        expectMix(image[20, 0], 0.5 / 40)
        expectMix(image[20, 19], 19.5 / 40)
        expectMix(image[0, 39], 39.5 / 40)
        gradient.startPoint = CGPoint(x: 0, y: 0.5)
        gradient.endPoint = CGPoint(x: 1, y: 0.5)
        image = try draw(gradient)
        expectMix(image[9, 30], 9.5 / 40)
        // Locations: blue from halfway on.
        gradient.locations = [0, 0.5]
        image = try draw(gradient)
        expectMix(image[9, 30], 9.5 / 20)
        expectMix(image[30, 30], 1)
    }

    func testARadialGradientSpreadsFromTheStartToTheEllipseOfTheEnd() throws {
        let gradient = redToBlue(.radial)
        gradient.startPoint = CGPoint(x: 0.5, y: 0.5)
        gradient.endPoint = CGPoint(x: 1, y: 1)
        let image = try draw(gradient)
        // Pixel (29, 19) has its centre 9.5 right of and 0.5 above the centre (20, 20): radius 20.
        expectMix(image[29, 19], (9.5 * 9.5 + 0.25).squareRoot() / 20)
        expectMix(image[0, 0], 1)
        // An ellipse twice as wide as high: (30, 19)'s centre lies at 10.5 / 20 of the way along x.
        gradient.endPoint = CGPoint(x: 1, y: 0.75)
        let ellipse = try draw(gradient)
        expectMix(ellipse[19, 29], (0.25 + 9.5 * 9.5 * 4).squareRoot() / 20)
    }

    func testAConicGradientTurnsClockwiseFromTheEndsDirection() throws {
        let gradient = redToBlue(.conic)
        gradient.startPoint = CGPoint(x: 0.5, y: 0.5)
        gradient.endPoint = CGPoint(x: 1, y: 0.5)
        let image = try draw(gradient)
        func turn(_ x: Int, _ y: Int) -> Double {
            var angle = atan2(Double(y) + 0.5 - 20, Double(x) + 0.5 - 20) / (2 * .pi)
            if angle < 0 { angle += 1 }
            return angle
        }
        // Just below the start direction it begins red; a quarter turn on (straight down) it is a quarter blue;
        // just above the start direction it is almost blue.
        for (x, y) in [(35, 21), (20, 35), (5, 20), (20, 5), (35, 18)] { expectMix(image[x, y], turn(x, y)) }
    }

    func testATextLayerDrawsItsStringFromTheTopInItsColourAndAlignment() throws {
        let text = CATextLayer()
        text.string = "II"
        text.fontSize = 12
        text.foregroundColor = UIColor.black.cgColor
        var image = try draw(text)
        func inked(_ columns: Range<Int>, _ rows: Range<Int>) -> Bool {
            columns.contains { x in rows.contains { y in image[x, y].r < 128 } }
        }
        XCTAssertTrue(inked(0..<20, 0..<16))
        XCTAssertFalse(inked(0..<40, 16..<40))
        XCTAssertFalse(inked(20..<40, 0..<40))
        text.alignmentMode = .right
        image = try draw(text)
        XCTAssertTrue(inked(30..<40, 0..<16))
        XCTAssertFalse(inked(0..<20, 0..<40))
        // White by default, as Core Animation's.
        XCTAssertEqual(CATextLayer().foregroundColor, CGColor(gray: 1, alpha: 1))
        XCTAssertEqual(CATextLayer().fontSize, 36)
    }
}
