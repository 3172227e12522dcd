import FilmstripUIKit
import XCTest

@testable import FilmstripUIKit

/// A view with a fixed intrinsic size, as a label or image view has one.
private final class SizedView: UIView {
    let size: CGSize
    init(_ width: CGFloat, _ height: CGFloat) {
        size = CGSize(width: width, height: height)
        super.init(frame: .zero)
    }
    required init?(coder: NSCoder) { nil }
    override var intrinsicContentSize: CGSize { size }
}

/// Stack views place their arranged views with constraints as UIKit's do: the frames here follow from UIKit's
/// documented distributions and alignments (worked out by hand in each test).
final class UIStackViewTests: XCTestCase {
    /// The roots made, kept alive (a view holds its superview weakly).
    var roots: [UIView] = []

    /// Frames round to the screen's pixels: 2x here, whatever scene an earlier test rendered.
    override func setUp() {
        super.setUp()
        UIScreen.main.scale = 2
    }

    /// A stack of `views` pinned to a `width` x `height` root, laid out.
    func layOut(
        _ views: [UIView], width: CGFloat = 320, height: CGFloat = 100, spacing: CGFloat = 10,
        configure: (UIStackView) -> Void = { _ in }
    ) -> UIStackView {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: width, height: height))
        let stack = UIStackView(arrangedSubviews: views)
        stack.spacing = spacing
        configure(stack)
        stack.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            stack.trailingAnchor.constraint(equalTo: root.trailingAnchor),
            stack.topAnchor.constraint(equalTo: root.topAnchor),
            stack.bottomAnchor.constraint(equalTo: root.bottomAnchor),
        ])
        root.layoutIfNeeded()
        roots.append(root)
        return stack
    }

    func three() -> [UIView] { [SizedView(50, 20), SizedView(80, 30), SizedView(40, 10)] }

    func testFillGivesTheSlackToTheLowestHuggingOrElseTheLastView() {
        // 320 - 50 - 80 - 40 - 2 x 10 = 130 points of slack.
        let views = three()
        _ = layOut(views)
        XCTAssertEqual(
            views.map(\.frame),
            [
                CGRect(x: 0, y: 0, width: 50, height: 100), CGRect(x: 60, y: 0, width: 80, height: 100),
                CGRect(x: 150, y: 0, width: 170, height: 100),
            ])
        let hugging = three()
        hugging[1].setContentHuggingPriority(UILayoutPriority(200), for: .horizontal)
        _ = layOut(hugging)
        XCTAssertEqual(hugging.map(\.frame.minX), [0, 60, 280])
        XCTAssertEqual(hugging[1].frame.width, 210)
        // Too little room: the lowest compression resistance shrinks (here the first).
        let squeezed = three()
        squeezed[0].setContentCompressionResistancePriority(UILayoutPriority(700), for: .horizontal)
        _ = layOut(squeezed, width: 150)
        XCTAssertEqual(squeezed.map(\.frame.width), [10, 80, 40])
    }

    func testFillEquallyAndProportionally() {
        let equal = three()
        _ = layOut(equal) { $0.distribution = .fillEqually }
        XCTAssertEqual(equal.map(\.frame.minX), [0, 110, 220])
        XCTAssertEqual(equal.map(\.frame.width), [100, 100, 100])
        // Intrinsic widths 50, 100, 50 share the 300 points left by the spacing: 75, 150, 75.
        let proportional = [SizedView(50, 20), SizedView(100, 20), SizedView(50, 20)]
        _ = layOut(proportional) { $0.distribution = .fillProportionally }
        XCTAssertEqual(proportional.map(\.frame.minX), [0, 85, 245])
        XCTAssertEqual(proportional.map(\.frame.width), [75, 150, 75])
    }

    func testEqualSpacingAndEqualCentering() {
        // 150 points between three views of 170: two gaps of 75.
        let spaced = three()
        _ = layOut(spaced) { $0.distribution = .equalSpacing }
        XCTAssertEqual(spaced.map(\.frame.minX), [0, 125, 280])
        XCTAssertEqual(spaced.map(\.frame.width), [50, 80, 40])
        // Centres from 25 to 300, equally apart: 25, 162.5, 300.
        let centred = three()
        _ = layOut(centred) { $0.distribution = .equalCentering }
        XCTAssertEqual(centred.map(\.frame.midX), [25, 162.5, 300])
    }

    func testAlignmentsPlaceTheViewsAcrossTheAxis() {
        let top = three()
        _ = layOut(top) { $0.alignment = .top }
        XCTAssertEqual(top.map(\.frame.minY), [0, 0, 0])
        XCTAssertEqual(top.map(\.frame.height), [20, 30, 10])
        let centre = three()
        _ = layOut(centre) { $0.alignment = .center }
        XCTAssertEqual(centre.map(\.frame.minY), [40, 35, 45])
        let bottom = three()
        _ = layOut(bottom) { $0.alignment = .bottom }
        XCTAssertEqual(bottom.map(\.frame.maxY), [100, 100, 100])
        XCTAssertEqual(bottom.map(\.frame.height), [20, 30, 10])
    }

    /// UIKit choice `stackBaselinesAlignAsEdges`: the baseline alignments place views as `top` and `bottom` do.
    func testBaselineAlignmentsPlaceTheViewsAsTopAndBottom() {
        let pairs: [(UIStackView.Alignment, UIStackView.Alignment)] = [
            (.firstBaseline, .top), (.lastBaseline, .bottom),
        ]
        for (baseline, edge) in pairs {
            let byBaseline = three()
            _ = layOut(byBaseline) { $0.alignment = baseline }
            let byEdge = three()
            _ = layOut(byEdge) { $0.alignment = edge }
            XCTAssertEqual(byBaseline.map(\.frame), byEdge.map(\.frame), "\(baseline)")
            XCTAssertNotEqual(byEdge.map(\.frame), three().map(\.frame), "laid out, unlike views never laid out")
        }
    }

    func testAVerticalStackAndMargins() {
        let views = three()
        _ = layOut(views, width: 100, height: 320) {
            $0.axis = .vertical
            $0.distribution = .fillEqually
            $0.alignment = .leading
        }
        XCTAssertEqual(
            views.map(\.frame),
            [
                CGRect(x: 0, y: 0, width: 50, height: 100), CGRect(x: 0, y: 110, width: 80, height: 100),
                CGRect(x: 0, y: 220, width: 40, height: 100),
            ])
        let inset = three()
        _ = layOut(inset) {
            $0.layoutMargins = UIEdgeInsets(top: 5, left: 10, bottom: 5, right: 10)
            $0.isLayoutMarginsRelativeArrangement = true
        }
        XCTAssertEqual(inset.map(\.frame.minX), [10, 70, 160])
        XCTAssertEqual(inset[2].frame.maxX, 310)
        XCTAssertEqual(inset[0].frame.minY, 5)
    }

    func testHiddenArrangedViewsCollapse() {
        let views = three()
        let stack = layOut(views)
        views[1].isHidden = true
        stack.superview!.layoutIfNeeded()
        XCTAssertEqual(views[0].frame.minX, 0)
        XCTAssertEqual(views[2].frame, CGRect(x: 60, y: 0, width: 260, height: 100))
        views[1].isHidden = false
        stack.superview!.layoutIfNeeded()
        XCTAssertEqual(views[2].frame.minX, 150)
        stack.removeArrangedSubview(views[0])
        stack.superview!.layoutIfNeeded()
        XCTAssertEqual(views[1].frame.minX, 0)
        XCTAssertTrue(views[0].superview === stack)
    }

    func testAStackFitsItsViews() {
        let stack = UIStackView(arrangedSubviews: three())
        stack.spacing = 10
        let size = stack.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize)
        XCTAssertEqual(size.width, 190, accuracy: 1e-6)
        XCTAssertEqual(size.height, 30, accuracy: 1e-6)
    }
}
