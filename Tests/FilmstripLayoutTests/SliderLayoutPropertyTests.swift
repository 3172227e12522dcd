import FilmstripLayout
import XCTest

/// Invariants of the flow row and the slider over seeded random sliders. Each test draws its own scenarios from a fixed
/// seed, so a failure names a reproducible scenario number.
final class SliderLayoutPropertyTests: XCTestCase {
    func testVisibleCellsEqualABruteForceScan() {
        var random = SplitMix64(seed: 0x5EED_0001)
        for scenarioNumber in 0..<200 {
            let scenario = RandomSliderScenario.draw(&random, degenerate: true)
            let layout = scenario.layout
            let reference = scenario.reference
            for offset in scenario.probeOffsets(&random, count: 30) {
                XCTAssertEqual(
                    layout.visibleAttributes(atOffset: offset), reference.visibleAttributes(atOffset: offset),
                    "scenario \(scenarioNumber), offset \(offset)")
            }
        }
    }

    func testAtMostOneCellZoomedAndWithinItsMaximum() {
        var random = SplitMix64(seed: 0x5EED_0002)
        var zoomedSomewhere = 0
        for scenarioNumber in 0..<200 {
            let scenario = RandomSliderScenario.draw(&random, degenerate: true)
            let layout = scenario.layout
            let maximum = scenario.viewSize.height / (scenario.viewSize.height * scenario.cellScale)
            for offset in scenario.probeOffsets(&random, count: 30) {
                let cells = layout.visibleAttributes(atOffset: offset)
                let zoomed = cells.filter { $0.zIndex > 0 }
                XCTAssertLessThanOrEqual(zoomed.count, 1, "scenario \(scenarioNumber), offset \(offset)")
                XCTAssertEqual(cells.filter { $0.scale != 1 }.count, zoomed.filter { $0.scale != 1 }.count)
                for cell in cells {
                    XCTAssertGreaterThanOrEqual(cell.scale, 1)
                    XCTAssertLessThanOrEqual(cell.scale, maximum * (1 + 1e-12), "scenario \(scenarioNumber)")
                }
                if zoomed.contains(where: { $0.scale > 1 }) { zoomedSomewhere += 1 }
            }
        }
        XCTAssertGreaterThan(zoomedSomewhere, 1000, "the scenarios must exercise the zoom")
    }

    func testVisibleCellsAreInIndexOrderAndIntersectTheVisibleRect() {
        var random = SplitMix64(seed: 0x5EED_0003)
        for _ in 0..<100 {
            let scenario = RandomSliderScenario.draw(&random, degenerate: true)
            let layout = scenario.layout
            for offset in scenario.probeOffsets(&random, count: 20) {
                let cells = layout.visibleAttributes(atOffset: offset)
                let visible = layout.visibleRect(atOffset: offset)
                XCTAssertEqual(cells.map(\.index), cells.map(\.index).sorted())
                XCTAssertEqual(Set(cells.map(\.index)).count, cells.count)
                XCTAssert(cells.allSatisfy { $0.frame.intersects(visible) && $0.kind == .cell })
            }
        }
    }

    /// Zoomed or not, consecutive visible cells keep `lineSpacing` between them: the moved cells move by half the
    /// growth, away from the zoomed one.
    func testNeighboursKeepTheirGap() {
        var random = SplitMix64(seed: 0x5EED_0004)
        var gapsChecked = 0
        for scenarioNumber in 0..<200 {
            let scenario = RandomSliderScenario.draw(&random, degenerate: false)
            let layout = scenario.layout
            for offset in scenario.probeOffsets(&random, count: 20) {
                let cells = layout.visibleAttributes(atOffset: offset)
                for (left, right) in zip(cells, cells.dropFirst()) where right.index == left.index + 1 {
                    XCTAssertClose(
                        right.frame.minX - left.frame.maxX, scenario.lineSpacing, relative: 1e-9,
                        "scenario \(scenarioNumber), offset \(offset), cells \(left.index)-\(right.index)")
                    gapsChecked += 1
                }
            }
        }
        XCTAssertGreaterThan(gapsChecked, 1000)
    }

    /// Snapping lands on a cell centre within the offset range: `target + W/2` is some cell's untransformed midX,
    /// and the target itself is a resting offset.
    func testSnapLandsOnACellCentreInsideTheRange() {
        var random = SplitMix64(seed: 0x5EED_0005)
        for scenarioNumber in 0..<200 {
            let scenario = RandomSliderScenario.draw(&random, degenerate: false)
            let layout = scenario.layout
            let centres = layout.allAttributes().map(\.frame.midX)
            let range = layout.offsetRange
            for proposed in scenario.probeOffsets(&random, count: 30) {
                let target = layout.targetContentOffset(proposed: proposed, velocity: 0)
                let centre = target + scenario.viewSize.width / 2
                let nearest = centres.min { abs($0 - centre) < abs($1 - centre) }!
                XCTAssertClose(centre, nearest, relative: 1e-9, "scenario \(scenarioNumber), proposed \(proposed)")
                let slack = 1e-9 * max(1, abs(range.min), abs(range.max))
                XCTAssert(
                    target >= range.min - slack && target <= range.max + slack,
                    "scenario \(scenarioNumber): target \(target) outside \(range)")
            }
        }
    }

    /// The snap is the spec's rule: among cells intersecting the proposed visible rect, the nearest centre (lower
    /// index on a tie); with none, the clamped proposal. Checked against a scan, degenerate photos included.
    func testSnapMatchesTheRuleByScan() {
        var random = SplitMix64(seed: 0x5EED_0006)
        for scenarioNumber in 0..<200 {
            let scenario = RandomSliderScenario.draw(&random, degenerate: true)
            let layout = scenario.layout
            let frames = scenario.reference.frames
            for proposed in scenario.probeOffsets(&random, count: 20) {
                let visible = Rect(x: proposed, y: 0, width: scenario.viewSize.width, height: scenario.viewSize.height)
                var expected = layout.offsetRange.clamp(proposed)
                var best = Double.infinity
                for frame in frames where frame.intersects(visible) && abs(frame.midX - visible.midX) < best {
                    best = abs(frame.midX - visible.midX)
                    expected = proposed + (frame.midX - visible.midX)
                }
                XCTAssertEqual(
                    layout.targetContentOffset(proposed: proposed, velocity: 0), expected,
                    "scenario \(scenarioNumber), proposed \(proposed)")
            }
        }
    }

    /// At the offset that centres it, an item is drawn at the full view height with the maximum zoom.
    func testCentredItemIsFullHeight() {
        var random = SplitMix64(seed: 0x5EED_0007)
        for scenarioNumber in 0..<200 {
            let scenario = RandomSliderScenario.draw(&random, count: 1...20, degenerate: false)
            let layout = scenario.layout
            for index in 0..<layout.itemCount {
                let offset = layout.offset(centeringItem: index)!
                let cell = layout.visibleAttributes(atOffset: offset).first { $0.index == index }
                guard let cell else {
                    XCTFail("scenario \(scenarioNumber): item \(index) not visible at its centring offset")
                    continue
                }
                // The centring offset and the view centre are rounded to the nearest Double; for a very narrow cell
                // far along the row that rounding is a visible fraction of its half width, so allow for it.
                let unscaledHalfWidth = cell.unscaledSize.width / 2
                let rounding = 4 * max(abs(offset), abs(cell.center.x), scenario.viewSize.width).ulp / unscaledHalfWidth
                XCTAssertClose(
                    cell.frame.height, scenario.viewSize.height, relative: 1e-12 + rounding,
                    "scenario \(scenarioNumber), item \(index)")
                XCTAssertClose(cell.scale, layout.maximumScale(ofItem: index), relative: 1e-12 + rounding)
                XCTAssertClose(cell.center.x, offset + scenario.viewSize.width / 2, relative: 1e-12)
                XCTAssertClose(cell.center.y, scenario.viewSize.height / 2, relative: 1e-12)
            }
        }
    }

    /// The first and last items are centred at the ends of the offset range (section insets are zero).
    func testRangeEndsCentreTheFirstAndLastItems() {
        var random = SplitMix64(seed: 0x5EED_0008)
        for _ in 0..<200 {
            let layout = RandomSliderScenario.draw(&random, degenerate: true).layout
            XCTAssertClose(layout.offset(centeringItem: 0)!, layout.offsetRange.min, relative: 1e-12)
            XCTAssertClose(layout.offset(centeringItem: layout.itemCount - 1)!, layout.offsetRange.max, relative: 1e-12)
            XCTAssertGreaterThanOrEqual(layout.offsetRange.max, layout.offsetRange.min)
        }
    }
}
