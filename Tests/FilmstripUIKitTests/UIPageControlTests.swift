import FilmstripUIKit
import XCTest

@testable import Filmstrip

/// Page dots where iOS draws them: 7 points across, 9 apart, centred; the current one in its own colour.
final class UIPageControlTests: XCTestCase {
    func control() -> UIPageControl {
        let control = UIPageControl(frame: CGRect(x: 0, y: 0, width: 100, height: 26))
        control.pageIndicatorTintColor = UIColor.systemGray4
        control.currentPageIndicatorTintColor = UIColor.gray
        control.numberOfPages = 3
        control.currentPage = 1
        return control
    }

    func testTheCurrentPageStaysWithinThePages() throws {
        let control = control()
        control.currentPage = 7
        XCTAssertEqual(control.currentPage, 2)
        control.currentPage = -1
        XCTAssertEqual(control.currentPage, 0)
        control.currentPage = 2
        control.numberOfPages = 2
        XCTAssertEqual(control.currentPage, 1)
        // Two 7-point dots 9 apart, with a 9-point margin each side; 26 points high.
        XCTAssertEqual(control.size(forNumberOfPages: 2), CGSize(width: 41, height: 26))
    }

    func testDotsAreDrawnCentredInTheirColors() throws {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 26))
        root.backgroundColor = .white
        root.addSubview(control())
        // A row of 39 points centred at 50: dot centres at 34, 50 and 66, at y = 13.
        let light = try ViewTreeRenderer.image(of: root, scale: 1)
        expect(
            light,
            [
                (50, 13, RGBA(r: 128, g: 128, b: 128)),
                (34, 13, RGBA(r: 209, g: 209, b: 214)),
                (66, 13, RGBA(r: 209, g: 209, b: 214)),
                (42, 13, RGBA(r: 255, g: 255, b: 255)),
                (50, 18, RGBA(r: 255, g: 255, b: 255)),  // 5 points below the centre is off a 7-point dot
            ])
        // In dark mode gray stays and systemGray4 takes its dark value, as on a device.
        root.overrideUserInterfaceStyle = .dark
        let dark = try ViewTreeRenderer.image(of: root, scale: 1)
        XCTAssertEqual(dark[50, 13], RGBA(r: 128, g: 128, b: 128))
        XCTAssertEqual(dark[34, 13], RGBA(r: 58, g: 58, b: 60))
        // A single page hides when asked to.
        let single = UIPageControl(frame: CGRect(x: 0, y: 0, width: 100, height: 26))
        single.numberOfPages = 1
        single.hidesForSinglePage = true
        for subview in root.subviews { subview.removeFromSuperview() }
        root.addSubview(single)
        root.overrideUserInterfaceStyle = .light
        XCTAssertEqual(try ViewTreeRenderer.image(of: root, scale: 1)[50, 13], RGBA(r: 255, g: 255, b: 255))
        single.hidesForSinglePage = false
        XCTAssertEqual(try ViewTreeRenderer.image(of: root, scale: 1)[50, 13], RGBA(r: 0, g: 0, b: 0))
    }
}
