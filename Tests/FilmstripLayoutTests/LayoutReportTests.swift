import FilmstripLayout
import Foundation
import XCTest

/// The `filmstrip layout` output: exact JSON text for hand-worked cases, valid JSON with full precision for random
/// ones, and the readable table.
final class LayoutReportTests: XCTestCase {
    func testJSONForTheCentredMiddleItem() {
        let report = LayoutReport(layout: HandWorkedSlider.layout, offset: -9)
        XCTAssertEqual(
            report.json(),
            """
            {"contentSize":[316,120],"contentInset":{"top":0,"left":131,"bottom":0,"right":159},\
            "offsetRange":[-131,85],"offset":-9,"target":-9,"items":[\
            {"index":0,"frame":[-12,12,128,96],"scale":1},\
            {"index":1,"frame":[126,0,120,120],"scale":1.25},\
            {"index":2,"frame":[256,12,72,96],"scale":1}]}
            """)
    }

    /// Half-way between items 0 and 1: fractional numbers in shortest form; the tie snaps to item 0.
    func testJSONWithFractionsAndATieSnap() {
        let report = LayoutReport(layout: HandWorkedSlider.layout, offset: -70)
        XCTAssertEqual(report.target, -131)
        XCTAssert(
            report.json().contains(
                #""offset":-70,"target":-131,"items":[{"index":0,"frame":[-0.75,11.4375,129.5,97.125],"scale":1.01171875},{"index":1,"frame":[138.75,12,96,96],"scale":1}"#
            ),
            report.json())
    }

    func testAllScopeListsEveryItemUnscaled() {
        let report = LayoutReport(layout: HandWorkedSlider.layout, offset: -9, scope: .all)
        XCTAssert(
            report.json().hasSuffix(
                """
                "offset":-9,"target":-9,"items":[{"index":0,"frame":[0,12,128,96],"scale":1},\
                {"index":1,"frame":[138,12,96,96],"scale":1},{"index":2,"frame":[244,12,72,96],"scale":1}]}
                """), report.json())
    }

    func testJSONForNoItems() {
        let report = LayoutReport(layout: SliderLayout(photoSizes: []), offset: 1e9)
        XCTAssertEqual(
            report.json(),
            """
            {"contentSize":[0,120],"contentInset":{"top":0,"left":195,"bottom":0,"right":195},\
            "offsetRange":[-195,-195],"offset":1000000000,"target":-195,"items":[]}
            """)
    }

    /// Random sliders at random offsets: the JSON parses with the expected structure, and every number in it reads
    /// back to exactly the Double in the report. (Numbers are read with `Double(String)`: Foundation's JSON parser
    /// on Linux can be an ulp off, so it only checks the structure.)
    func testJSONIsValidAndKeepsFullPrecision() throws {
        var random = SplitMix64(seed: 0x7E50_0001)
        var itemsChecked = 0
        for _ in 0..<60 {
            let scenario = RandomSliderScenario.draw(&random, degenerate: true)
            for offset in scenario.probeOffsets(&random, count: 5) {
                let report = LayoutReport(
                    layout: scenario.layout, offset: offset,
                    scope: random.nextInt(below: 4) == 0 ? .all : .visible)
                let text = report.json()
                let object = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
                XCTAssertEqual(
                    Set(object.keys), ["contentSize", "contentInset", "offsetRange", "offset", "target", "items"])
                let items = try XCTUnwrap(object["items"] as? [[String: Any]])
                XCTAssertEqual(items.count, report.items.count)
                XCTAssert(items.allSatisfy { Set($0.keys) == ["index", "frame", "scale"] })

                var expected = [
                    report.contentSize.width, report.contentSize.height, report.contentInset.top,
                    report.contentInset.left, report.contentInset.bottom, report.contentInset.right,
                    report.offsetRange.min, report.offsetRange.max, report.offset, report.target,
                ]
                for item in report.items {
                    expected += [
                        Double(item.index), item.frame.minX, item.frame.minY, item.frame.width,
                        item.frame.height, item.scale,
                    ]
                }
                XCTAssertEqual(LayoutReportTests.numbers(in: text), expected.map { $0 == 0 ? 0 : $0 })
                itemsChecked += report.items.count
            }
        }
        XCTAssertGreaterThan(itemsChecked, 500)
    }

    /// Every JSON number token in `text` (outside strings), in order, read with `Double(String)`.
    static func numbers(in text: String) -> [Double?] {
        var result = [Double?]()
        var token = ""
        var inString = false
        for character in text {
            if character == "\"" { inString.toggle() }
            if !inString, character.isNumber || "+-.eE".contains(character) {
                token.append(character)
            } else {
                if !token.isEmpty { result.append(Double(token)) }
                token = ""
            }
        }
        return result
    }

    func testTable() {
        let report = LayoutReport(layout: HandWorkedSlider.layout, offset: -70)
        XCTAssertEqual(
            report.table(),
            """
            content   316 x 120 pt
            inset     top 0, left 131, bottom 0, right 159
            offsets   -131 to 85
            offset    -70 (snaps to -131)
            items     3 visible at this offset

              index            x            y        width       height        scale   z
                  0       -0.750       11.438      129.500       97.125        1.012   1
                  1      138.750       12.000       96.000       96.000        1.000   0
                  2      244.750       12.000       72.000       96.000        1.000   0

            """)
    }

    func testTableWithNoItems() {
        let report = LayoutReport(layout: SliderLayout(photoSizes: []), offset: 0, scope: .all)
        XCTAssertEqual(
            report.table(),
            """
            content   0 x 120 pt
            inset     top 0, left 195, bottom 0, right 195
            offsets   -195 to -195
            offset    0 (snaps to -195)
            items     0 in all, unscaled

            """)
    }
}
