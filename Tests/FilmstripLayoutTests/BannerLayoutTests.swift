import FilmstripImage
import FilmstripLayout
import XCTest

/// The banner carousel on 5 banners in a 390 wide view with the defaults: banners 390 x 200 at x 390 i, y 0; footer 26
/// tall below them, so the view is 390 x 226. Content 1950 wide, offsets [0, 1560]; page i rests at 390 i.
final class BannerLayoutTests: XCTestCase {
    static let layout = BannerLayout(viewWidth: 390, itemCount: 5)

    func testGeometry() {
        let layout = Self.layout
        XCTAssertEqual(layout.viewSize, Size(width: 390, height: 226))
        XCTAssertEqual(layout.contentSize, Size(width: 1950, height: 226))
        XCTAssertEqual(layout.contentInset, .zero)
        XCTAssertEqual(layout.offsetRange, OffsetRange(min: 0, max: 1560))
        XCTAssertEqual(layout.decelerationRate, .fast)
        XCTAssertEqual(layout.footerHeight, 26)
        let all = layout.allAttributes()
        XCTAssertEqual(all.map(\.kind), [.footer, .cell, .cell, .cell, .cell, .cell])
        XCTAssertEqual(
            frames(all),
            [
                [0, 200, 390, 26], [0, 0, 390, 200], [390, 0, 390, 200], [780, 0, 390, 200],
                [1170, 0, 390, 200], [1560, 0, 390, 200],
            ])
        XCTAssertEqual((0..<5).map { layout.offset(centeringItem: $0) }, [0, 390, 780, 1170, 1560])
        XCTAssertEqual(layout.maximumScale(ofItem: 0), 1)
    }

    /// The footer stays on screen: at 195 it is at content x 195; half of banners 0 and 1 show.
    func testVisibleElements() {
        let layout = Self.layout
        let at195 = layout.visibleAttributes(atOffset: 195)
        XCTAssertEqual(at195.map(\.kind), [.footer, .cell, .cell])
        XCTAssertEqual(frames(at195), [[195, 200, 390, 26], [0, 0, 390, 200], [390, 0, 390, 200]])
        XCTAssertEqual(layout.visibleAttributes(atOffset: 780).map(\.index), [0, 2])
        // Past the ends (rubber band) the footer is still there, the banners are not.
        XCTAssertEqual(layout.visibleAttributes(atOffset: 1e6).map(\.kind), [.footer])
        XCTAssertEqual(layout.visibleAttributes(atOffset: -1e6).map(\.kind), [.footer])
    }

    /// Slow releases rest on the page nearest the proposal: 410 -> page 1 (1.05); 1000 -> page 3 (2.56), even from
    /// a drag that began on page 0 (a slow drag may cross pages); beyond the ends -> the first or last page.
    func testSlowReleaseGoesToTheNearestPage() {
        let layout = Self.layout
        XCTAssertEqual(layout.targetContentOffset(proposed: 410, velocity: 0, dragStartOffset: 390), 390)
        XCTAssertEqual(layout.targetContentOffset(proposed: 1000, velocity: 0.1, dragStartOffset: 0), 1170)
        XCTAssertEqual(layout.targetContentOffset(proposed: 584, velocity: -0.2, dragStartOffset: 780), 390)
        XCTAssertEqual(layout.targetContentOffset(proposed: -300, velocity: 0), 0)
        XCTAssertEqual(layout.targetContentOffset(proposed: 9000, velocity: 0), 1560)
        // Half-way between pages 1 and 2 goes to the later page.
        XCTAssertEqual(layout.targetContentOffset(proposed: 585, velocity: 0), 780)
    }

    /// |v| = 0.2 pt/ms is not a flick; 0.21 is: one page on from the drag start's page, in the flick's direction.
    func testFlickThreshold() {
        let layout = Self.layout
        XCTAssertEqual(layout.targetContentOffset(proposed: 410, velocity: 0.2, dragStartOffset: 390), 390)
        XCTAssertEqual(layout.targetContentOffset(proposed: 410, velocity: 0.21, dragStartOffset: 390), 780)
        XCTAssertEqual(layout.targetContentOffset(proposed: 370, velocity: -0.2, dragStartOffset: 390), 390)
        XCTAssertEqual(layout.targetContentOffset(proposed: 370, velocity: -0.21, dragStartOffset: 390), 0)
    }

    /// One page per flick, however hard: from page 1 a 5 pt/ms fling that would glide to 3000 stops at page 2.
    /// At the ends it stays put. Without a drag start the page nearest the proposal is the start (500 -> page 1).
    func testOnePagePerFlick() {
        let layout = Self.layout
        XCTAssertEqual(layout.targetContentOffset(proposed: 3000, velocity: 5, dragStartOffset: 390), 780)
        XCTAssertEqual(layout.targetContentOffset(proposed: -3000, velocity: -5, dragStartOffset: 1170), 780)
        XCTAssertEqual(layout.targetContentOffset(proposed: -500, velocity: -5, dragStartOffset: 0), 0)
        XCTAssertEqual(layout.targetContentOffset(proposed: 5000, velocity: 5, dragStartOffset: 1560), 1560)
        XCTAssertEqual(layout.targetContentOffset(proposed: 500, velocity: 1), 780)
        // A drag start in the rubber band counts from the nearest page, page 0.
        XCTAssertEqual(layout.targetContentOffset(proposed: 100, velocity: 1, dragStartOffset: -150), 390)
    }

    /// `offset / W` on whole pages; between pages the nearest (half-way: the later); clamped to the pages.
    func testCurrentPage() {
        let layout = Self.layout
        let cases: [(Double, Int)] = [
            (0, 0), (390, 1), (780, 2), (1560, 4), (800, 2), (1000, 3), (975, 3), (974.9, 2),
            (-50, 0), (5000, 4), (-.infinity, 0), (.infinity, 4), (.nan, 0),
        ]
        for (offset, page) in cases {
            XCTAssertEqual(layout.currentPage(atOffset: offset), page, "offset \(offset)")
        }
        // Just under half a page must not round up (0.49999999999999994 + 0.5 is 1 in Double).
        let unit = BannerLayout(viewWidth: 1, itemCount: 3)
        XCTAssertEqual(unit.currentPage(atOffset: 0.49999999999999994), 0)
    }

    /// 5 dots 7 pt across, 9 apart: a row 5 * 7 + 4 * 9 = 71 wide, centred at 195: first centre 195 - 35.5 + 3.5
    /// = 163, then every 16; y is the footer's middle in view coordinates, 200 + 13 = 213.
    func testPageControlDots() {
        let layout = Self.layout
        let dots = layout.pageControlDots(atOffset: 800)
        XCTAssertEqual(dots.map(\.center), [163, 179, 195, 211, 227].map { Point(x: $0, y: 213) })
        XCTAssertEqual(dots.map(\.isCurrent), [false, false, true, false, false])
        XCTAssertEqual(dots.map(\.page), [0, 1, 2, 3, 4])
        XCTAssertEqual(dots[0].rect, Rect(x: 159.5, y: 209.5, width: 7, height: 7))
        XCTAssertEqual(dots[2].color, PageControlDot.currentColor)
        XCTAssertEqual(dots[0].color, RGBA(r: 209, g: 209, b: 214))
        XCTAssertEqual(layout.pageControl.rowWidth(pageCount: 5), 71)
        // The dots do not move with the offset, only the current one changes.
        XCTAssertEqual(layout.pageControlDots(atOffset: 0).map(\.center), dots.map(\.center))
        XCTAssertEqual(layout.pageControlDots(atOffset: 0).map(\.isCurrent), [true, false, false, false, false])
    }

    /// No banners: range [0, 0], every target 0, no dots, only the footer visible. One banner: one centred dot.
    func testNoBannersAndOneBanner() {
        let empty = BannerLayout(viewWidth: 390, itemCount: 0)
        XCTAssertEqual(empty.offsetRange, OffsetRange(min: 0, max: 0))
        XCTAssertEqual(empty.allAttributes().map(\.kind), [.footer])
        for offset in [-1e9, 0, 1e9, .nan, .infinity] {
            XCTAssertEqual(empty.targetContentOffset(proposed: offset, velocity: 3, dragStartOffset: 0), 0)
        }
        XCTAssertEqual(empty.pageControlDots(atOffset: 0), [])
        XCTAssertEqual(empty.currentPage(atOffset: 100), 0)

        let one = BannerLayout(viewWidth: 390, itemCount: 1)
        XCTAssertEqual(one.offsetRange, OffsetRange(min: 0, max: 0))
        XCTAssertEqual(one.targetContentOffset(proposed: 50, velocity: 3, dragStartOffset: 0), 0)
        XCTAssertEqual(one.pageControlDots(atOffset: 0).map(\.center), [Point(x: 195, y: 213)])
    }

    /// Without a footer there is no footer element and no dots; a custom banner height is honoured.
    func testNoFooter() {
        let layout = BannerLayout(viewWidth: 300, itemCount: 2, bannerHeight: 150, footerHeight: 0)
        XCTAssertEqual(layout.viewSize, Size(width: 300, height: 150))
        XCTAssertEqual(layout.allAttributes().map(\.kind), [.cell, .cell])
        XCTAssertEqual(frames(layout.visibleAttributes(atOffset: 0)), [[0, 0, 300, 150]])
        XCTAssertEqual(layout.pageControlDots(atOffset: 0), [])
        XCTAssertEqual(layout.targetContentOffset(proposed: 100, velocity: 0.5, dragStartOffset: 0), 300)
    }
}

final class BannerPageControlWindowTests: XCTestCase {
    /// 100 pages in a 390 pt view: 23 dots fit (16 n + 9 <= 390: the dots, their gaps and a gap each side), around the
    /// current page, every one inside the view; the window's end dots shrink where pages lie beyond.
    func testManyPagesShowAWindowThatFitsTheView() {
        let control = BannerPageControl()
        let area = Rect(x: 0, y: 200, width: 390, height: 26)
        let dots = control.dots(pageCount: 100, currentPage: 50, in: area)
        XCTAssertEqual(dots.count, 23)
        XCTAssertEqual(dots.map(\.page), Array(39..<62))
        XCTAssertTrue(dots.allSatisfy { $0.rect.minX >= 0 && $0.rect.maxX <= 390 }, "every dot inside the view")
        XCTAssertEqual(dots.first?.diameter, 7 * 0.6)
        XCTAssertEqual(dots.last?.diameter, 7 * 0.6)
        XCTAssertEqual(dots.filter(\.isCurrent).map(\.page), [50])
        let start = control.dots(pageCount: 100, currentPage: 0, in: area)
        XCTAssertEqual(start.first?.page, 0)
        XCTAssertEqual(start.first?.diameter, 7, "nothing lies before the first page")
        XCTAssertEqual(start.last?.diameter, 7 * 0.6)
        XCTAssertEqual(
            control.dots(pageCount: 5, currentPage: 2, in: area).map(\.diameter), [7, 7, 7, 7, 7], "few pages: all dots"
        )
    }
}
