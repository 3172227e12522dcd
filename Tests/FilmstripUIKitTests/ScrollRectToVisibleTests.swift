import FilmstripUIKit
import XCTest

/// `scrollRectToVisible(_:animated:)` as UIKit's: the least scroll that shows the rect, kept within the content and
/// its insets (ScalingCarousel's view overrides it to drive a scroll view of its own).
final class ScrollRectToVisibleTests: XCTestCase {
    /// A 100 x 100 view over 1000 x 100 points of content.
    func scrollView() -> UIScrollView {
        let view = UIScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        view.contentSize = CGSize(width: 1000, height: 100)
        return view
    }

    func testARectBeyondTheTrailingEdgeIsBroughtInAtThatEdge() {
        let view = scrollView()
        view.scrollRectToVisible(CGRect(x: 300, y: 0, width: 50, height: 50), animated: false)
        XCTAssertEqual(view.contentOffset, CGPoint(x: 250, y: 0))
    }

    func testARectBeforeTheLeadingEdgeIsBroughtInAtThatEdge() {
        let view = scrollView()
        view.contentOffset = CGPoint(x: 500, y: 0)
        view.scrollRectToVisible(CGRect(x: 420, y: 0, width: 50, height: 50), animated: false)
        XCTAssertEqual(view.contentOffset, CGPoint(x: 420, y: 0))
    }

    func testAVisibleRectDoesNotScroll() {
        let view = scrollView()
        view.contentOffset = CGPoint(x: 200, y: 0)
        view.scrollRectToVisible(CGRect(x: 220, y: 10, width: 30, height: 30), animated: false)
        XCTAssertEqual(view.contentOffset, CGPoint(x: 200, y: 0))
    }

    func testTheOffsetStaysWithinTheContentAndItsInsets() {
        let view = scrollView()
        view.contentInset = UIEdgeInsets(top: 0, left: 20, bottom: 0, right: 10)
        view.scrollRectToVisible(CGRect(x: 980, y: 0, width: 100, height: 50), animated: false)
        XCTAssertEqual(view.contentOffset, CGPoint(x: 910, y: 0))
        view.scrollRectToVisible(CGRect(x: -50, y: 0, width: 10, height: 10), animated: false)
        XCTAssertEqual(view.contentOffset, CGPoint(x: -20, y: 0))
    }
}
