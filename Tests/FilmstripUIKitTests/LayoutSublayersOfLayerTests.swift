import FilmstripUIKit
import XCTest

/// `layoutSublayers(of:)`, the layer delegate's hook a view overrides to place layers of its own (FSPagerView's page
/// control places its dots there): the layout pass calls it for the view's layer, and UIKit's default runs
/// `layoutSubviews()`, so an override that calls `super` still lays out its subviews.
final class LayoutSublayersOfLayerTests: XCTestCase {
    /// Records the calls the layout pass makes, and places a dot layer at the bounds' centre as a page control does.
    final class DotView: UIView {
        var calls: [String] = []
        let dot = CALayer()

        override func layoutSublayers(of layer: CALayer) {
            calls.append(layer === self.layer ? "layoutSublayers(of: own layer)" : "layoutSublayers(of: other)")
            super.layoutSublayers(of: layer)
            dot.frame = CGRect(x: bounds.midX - 4, y: bounds.midY - 4, width: 8, height: 8)
        }

        override func layoutSubviews() {
            calls.append("layoutSubviews")
            super.layoutSubviews()
        }
    }

    func testTheLayoutPassCallsItForTheViewsLayerAndItsDefaultRunsLayoutSubviews() {
        let view = DotView(frame: CGRect(x: 0, y: 0, width: 100, height: 30))
        view.layer.addSublayer(view.dot)
        view.setNeedsLayout()
        view.layoutIfNeeded()
        XCTAssertEqual(view.calls, ["layoutSublayers(of: own layer)", "layoutSubviews"])
        XCTAssertEqual(view.dot.frame, CGRect(x: 46, y: 11, width: 8, height: 8))
    }

    func testAnOverrideOfLayoutSubviewsAloneStillRunsOnce() {
        final class Counting: UIView {
            var passes = 0
            override func layoutSubviews() {
                passes += 1
                super.layoutSubviews()
            }
        }
        let view = Counting(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        view.setNeedsLayout()
        view.layoutIfNeeded()
        XCTAssertEqual(view.passes, 1)
    }
}
