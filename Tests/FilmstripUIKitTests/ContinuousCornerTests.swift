import FilmstripUIKit
import XCTest

@testable import Filmstrip

/// A layer's `.continuous` corners drawn as iOS shapes them: every corner pixel within 8/255 of the coverage of
/// UIKit's own continuous rounded-rectangle path (its published measure, filled exactly), and fully covered where
/// the iOS simulator's pixels are.
final class ContinuousCornerTests: XCTestCase {
    /// A black 100 x 80 point card with `radius` continuous corners on white, at 1x: through the layer's corner
    /// (`asPath` false) or filled from `UIBezierPath(roundedRect:cornerRadius:)` by a shape layer.
    func card(radius: CGFloat, asPath: Bool) throws -> RGBAImage {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 120, height: 100))
        root.backgroundColor = .white
        let frame = CGRect(x: 10, y: 10, width: 100, height: 80)
        if asPath {
            let shape = CAShapeLayer()
            shape.frame = root.bounds
            shape.path = UIBezierPath(roundedRect: frame, cornerRadius: radius).cgPath
            shape.fillColor = UIColor.black.cgColor
            root.layer.addSublayer(shape)
        } else {
            let card = UIView(frame: frame)
            card.backgroundColor = .black
            card.layer.cornerRadius = radius
            card.layer.cornerCurve = .continuous
            root.addSubview(card)
        }
        return try ViewTreeRenderer.image(of: root, scale: 1)
    }

    func testEveryCornerPixelIsWithin8Of255OfUIKitsPath() throws {
        for radius: CGFloat in [8, 20, 26] {
            let layer = try card(radius: radius, asPath: false)
            let path = try card(radius: radius, asPath: true)
            var worst = 0
            for y in 0..<100 {
                for x in 0..<120 { worst = max(worst, abs(Int(layer[x, y].r) - Int(path[x, y].r))) }
            }
            XCTAssertLessThanOrEqual(worst, 8, "radius \(radius)")
        }
    }

    func testTheEdgeRowsFollowTheCurveWhereItMeetsTheSide() throws {
        // A 30-pixel continuous corner: the curve leaves the top edge 45.86 pixels from the corner and stays within
        // a hundredth of a pixel of it until about 38 pixels; on the iOS simulator the top row is fully covered
        // from 41 pixels on. Each pixel of the top row must be within 8/255 of the area under UIKit's curve.
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        root.backgroundColor = .white
        let card = UIView(frame: root.bounds)
        card.backgroundColor = .black
        card.layer.cornerRadius = 30
        card.layer.cornerCurve = .continuous
        root.addSubview(card)
        let image = try ViewTreeRenderer.image(of: root, scale: 1)
        // The first cubic of UIKit's corner (in radii from the corner: along the top edge, down from it), sampled
        // densely: how far below the top edge the outline is at each distance from the corner.
        let (p0, c1, c2, p3) = ((1.52866483, 0.0), (1.08849323, 0.0), (0.86840689, 0.0), (0.66993427, 0.065496))
        var samples: [(a: Double, b: Double)] = []
        for i in 0...20000 {
            let t = Double(i) / 20000
            let s = 1 - t
            let a = s * s * s * p0.0 + 3 * s * s * t * c1.0 + 3 * s * t * t * c2.0 + t * t * t * p3.0
            let b = s * s * s * p0.1 + 3 * s * s * t * c1.1 + 3 * s * t * t * c2.1 + t * t * t * p3.1
            samples.append((a * 30, b * 30))
        }
        for x in 34..<50 {
            // The uncovered part of pixel (x, 0): the mean depth of the outline below the edge over the pixel.
            let inside = samples.filter { $0.a >= Double(x) && $0.a < Double(x + 1) }
            let depth = inside.isEmpty ? 0 : inside.map { min($0.b, 1) }.reduce(0, +) / Double(inside.count)
            let expected = 255 * depth
            XCTAssertEqual(Double(image[x, 0].r), expected, accuracy: 8, "pixel \(x)")
        }
        // Row 0 from 41 pixels on is fully covered, as on iOS.
        XCTAssertTrue((41..<50).allSatisfy { image[$0, 0].r <= 1 })
    }
}
