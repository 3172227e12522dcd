import FilmstripUIKit
import XCTest

@testable import Filmstrip

/// A blur is drawn as its style's flat tint: near-white (0.97) in the light appearance and near-black (0.11) in
/// the dark, as opaque as the material is thick; the content view draws over it.
final class UIVisualEffectViewTests: XCTestCase {
    func pixel(_ style: UIBlurEffect.Style, _ appearance: UIUserInterfaceStyle) throws -> RGBA {
        let view = UIVisualEffectView(effect: UIBlurEffect(style: style))
        view.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
        view.overrideUserInterfaceStyle = appearance
        return try ViewTreeRenderer.image(of: view, scale: 1, background: .white)[5, 5]
    }

    func testEachStyleIsItsTintOverWhatIsBehind() throws {
        // 0.97 x 255 = 247 at 70 %, over white: 247 x 0.7 + 255 x 0.3 = 249.4.
        XCTAssertEqual(try pixel(.systemMaterial, .light), RGBA(r: 249, g: 249, b: 249, a: 255))
        // 0.11 x 255 = 28 at 70 %, over white: 28 x 0.7 + 255 x 0.3 = 96.1.
        XCTAssertEqual(try pixel(.systemMaterial, .dark), RGBA(r: 96, g: 96, b: 96, a: 255))
        // A style fixed to dark ignores the appearance; thicker materials cover more.
        XCTAssertEqual(try pixel(.systemMaterialDark, .light), try pixel(.systemMaterial, .dark))
        XCTAssertLessThan(try pixel(.systemThickMaterialDark, .light).r, try pixel(.systemThinMaterialDark, .light).r)
        XCTAssertEqual(try pixel(.dark, .light), RGBA(r: 119, g: 119, b: 119, a: 255))
    }

    func testTheContentViewFillsTheViewAndDrawsOverTheEffect() throws {
        let view = UIVisualEffectView(effect: UIBlurEffect(style: .systemThickMaterialDark))
        view.frame = CGRect(x: 0, y: 0, width: 20, height: 10)
        view.layoutIfNeeded()
        XCTAssertEqual(view.contentView.frame, CGRect(x: 0, y: 0, width: 20, height: 10))
        let swatch = UIView(frame: CGRect(x: 10, y: 0, width: 10, height: 10))
        swatch.backgroundColor = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
        view.contentView.addSubview(swatch)
        let image = try ViewTreeRenderer.image(of: view, scale: 1, background: .white)
        XCTAssertEqual(image[15, 5], RGBA(r: 255, g: 0, b: 0, a: 255))
        XCTAssertNotEqual(image[5, 5], .white)
    }
}
