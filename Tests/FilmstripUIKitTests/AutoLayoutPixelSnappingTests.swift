import XCTest

@testable import Filmstrip
@testable import FilmstripUIKit

/// Frames that Auto Layout solves are snapped to the screen's pixel grid as UIKit snaps them: each edge rounded to
/// the nearest device pixel, so a view centred at 87.5 points draws no half-covered column at 2x or 3x.
final class AutoLayoutPixelSnappingTests: XCTestCase {
    func testACentredViewsEdgesLandOnWholePixels() throws {
        for scale: CGFloat in [2, 3] {
            try UIKitRuntime.run(
                screen: CGRect(x: 0, y: 0, width: 375, height: 60), scale: scale, traits: SceneTraits()
            ) {
                let root = UIView(frame: CGRect(x: 0, y: 0, width: 375, height: 60))
                root.backgroundColor = .white
                let box = UIView()
                box.backgroundColor = .black
                box.translatesAutoresizingMaskIntoConstraints = false
                root.addSubview(box)
                NSLayoutConstraint.activate([
                    box.widthAnchor.constraint(equalToConstant: 200),
                    box.heightAnchor.constraint(equalToConstant: 30.2),
                    box.centerXAnchor.constraint(equalTo: root.centerXAnchor),
                    box.topAnchor.constraint(equalTo: root.topAnchor, constant: 10.1),
                ])
                root.layoutIfNeeded()
                // Solved: x from 87.5 to 287.5, y from 10.1 to 40.3; each edge rounded to the nearest pixel.
                XCTAssertEqual(box.frame.minX * scale, (87.5 * scale).rounded(), accuracy: 1e-9)
                XCTAssertEqual(box.frame.maxX * scale, (287.5 * scale).rounded(), accuracy: 1e-9)
                XCTAssertEqual(box.frame.minY * scale, (10.1 * scale).rounded(), accuracy: 1e-9)
                XCTAssertEqual(box.frame.maxY * scale, (40.3 * scale).rounded(), accuracy: 1e-9)
                let image = try ViewTreeRenderer.image(of: root, scale: Double(scale))
                let row = Int((25 * scale).rounded())
                let column = Int((187 * scale).rounded())
                let partial =
                    (0..<image.width).filter { image[$0, row].r != 0 && image[$0, row].r != 255 }
                    + (0..<image.height).filter { image[column, $0].r != 0 && image[column, $0].r != 255 }
                XCTAssertEqual(partial, [], "at \(scale)x")
            }
        }
    }
}
