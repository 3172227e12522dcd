import FilmstripLayout
import Foundation
import XCTest

/// `filmstrip layout` output for the new styles: the slider's JSON shape plus `"scrollAxis":"vertical"` for tags and
/// `"header"` / `"footer"` members where those elements are listed. (The slider's own output is pinned, unchanged,
/// by `LayoutReportTests`.)
final class StyleLayoutReportTests: XCTestCase {
    /// Paging (see `PagingLayoutTests`) at 115: header and cards 0, 1; at rest it stays on card 0.
    func testPagingJSONHasAHeader() {
        let report = LayoutReport(layout: PagingLayoutTests.layout, offset: 115)
        XCTAssertEqual(report.header?.frame, Rect(x: 0, y: 0, width: 120, height: 240))
        XCTAssertNil(report.footer)
        XCTAssertEqual(
            report.json(),
            """
            {"contentSize":[1460,240],"contentInset":{"top":0,"left":0,"bottom":0,"right":0},\
            "offsetRange":[0,1070],"offset":115,"target":115,"header":{"frame":[0,0,120,240]},"items":[\
            {"index":0,"frame":[160,20,300,200],"scale":1},{"index":1,"frame":[480,20,300,200],"scale":1}]}
            """)
        // Off screen, the header is not listed; with `.all` it always is.
        XCTAssertFalse(LayoutReport(layout: PagingLayoutTests.layout, offset: 600).json().contains("header"))
        XCTAssert(
            LayoutReport(layout: PagingLayoutTests.layout, offset: 600, scope: .all).json()
                .contains(#""target":755,"header":{"frame":[0,0,120,240]},"items":[{"index":0,"#))
    }

    /// Banner at 780 (page 2): the footer pinned under the view, at content x 780.
    func testBannerJSONHasAFooter() {
        let report = LayoutReport(layout: BannerLayoutTests.layout, offset: 780, velocity: 0.5)
        XCTAssertEqual(
            report.json(),
            """
            {"contentSize":[1950,226],"contentInset":{"top":0,"left":0,"bottom":0,"right":0},\
            "offsetRange":[0,1560],"offset":780,"target":1170,"footer":{"frame":[780,200,390,26]},"items":[\
            {"index":2,"frame":[780,0,390,200],"scale":1}]}
            """)
    }

    /// Tags: offsets are on y, said once with `"scrollAxis":"vertical"`.
    func testTagsJSONSaysTheAxis() {
        let layout = TagsLayout(viewSize: Size(width: 200, height: 100), itemSizes: TagsLayoutTests.sizes)
        let report = LayoutReport(layout: layout, offset: 130)
        XCTAssertEqual(
            report.json(),
            """
            {"contentSize":[200,220],"contentInset":{"top":0,"left":0,"bottom":0,"right":0},\
            "offsetRange":[0,120],"scrollAxis":"vertical","offset":130,"target":120,"items":[\
            {"index":6,"frame":[10,140,170,30],"scale":1},{"index":7,"frame":[10,180,20,30],"scale":1},\
            {"index":8,"frame":[40,180,30,30],"scale":1}]}
            """)
        XCTAssertEqual(
            report.table(),
            """
            content   200 x 220 pt
            inset     top 0, left 0, bottom 0, right 0
            offsets   0 to 120
            axis      vertical (offsets are contentOffset.y)
            offset    130 (snaps to 120)
            items     3 visible at this offset

              index            x            y        width       height        scale   z
                  6       10.000      140.000      170.000       30.000        1.000   0
                  7       10.000      180.000       20.000       30.000        1.000   0
                  8       40.000      180.000       30.000       30.000        1.000   0

            """)
    }

    /// Peek: scales in shortest form; no extra members.
    func testPeekJSONParses() throws {
        let report = LayoutReport(layout: PeekLayoutTests.layout, offset: 224)
        let object = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(report.json().utf8)) as? [String: Any])
        XCTAssertEqual(Set(object.keys), ["contentSize", "contentInset", "offsetRange", "offset", "target", "items"])
        XCTAssert(report.json().contains(#""target":224,"items":[{"index":0,"#), report.json())
    }

    func testTableListsHeaderAndFooter() {
        XCTAssert(
            LayoutReport(layout: PagingLayoutTests.layout, offset: 0).table()
                .contains("offset    0 (snaps to 115)\nheader    at 0, 0, 120 x 240 pt\nitems     1 visible"))
        XCTAssert(
            LayoutReport(layout: BannerLayoutTests.layout, offset: 195).table()
                .contains("\nfooter    at 195, 200, 390 x 26 pt\nitems     2 visible"))
    }
}
