import FilmstripLayout
import XCTest

/// What every new style (tags, paging, peek, banner) owes the `CollectionLayout` contract, over seeded random
/// layouts and offsets: visible elements are exactly those of a brute-force scan, supplementary ones first; targets
/// are finite and in the offset range; a target at rest is a fixed point for peek and banner.
final class CarouselStylesContractTests: XCTestCase {
    /// Random tags layouts: the binary search over lines finds exactly the items a scan of every frame finds.
    func testTagsVisibleItemsEqualAScan() {
        var random = SplitMix64(seed: 0x7A65_0001)
        for scenario in 0..<150 {
            let count = random.nextInt(in: 0...60)
            let sizes = (0..<count).map { _ in
                Size(
                    width: random.nextInt(below: 8) == 0 ? 0 : random.nextDouble(from: 1, to: 220),
                    height: random.nextInt(below: 8) == 0 ? 0 : random.nextDouble(from: 1, to: 60))
            }
            let alignment: TagsAlignment = random.nextInt(below: 2) == 0 ? .left : .justified
            let layout = TagsLayout(
                viewSize: Size(width: 200, height: random.nextDouble(from: 20, to: 300)),
                itemSizes: sizes, alignment: alignment)
            let all = layout.allAttributes()
            for _ in 0..<20 {
                let offset = random.nextDouble(from: layout.offsetRange.min - 100, to: layout.offsetRange.max + 100)
                let visible = layout.visibleRect(atOffset: offset)
                XCTAssertEqual(
                    layout.visibleAttributes(atOffset: offset), all.filter { $0.frame.intersects(visible) },
                    "scenario \(scenario), offset \(offset)")
            }
            // Lines: consecutive items, bands in order, items inside their band, no overlap on a line.
            var next = 0
            var previousBottom = -Double.infinity
            for line in layout.lines {
                XCTAssertEqual(line.items.lowerBound, next)
                XCTAssertGreaterThanOrEqual(line.minY, previousBottom)
                previousBottom = line.maxY
                next = line.items.upperBound
                var previousMaxX = -Double.infinity
                for index in line.items {
                    let frame = layout.itemFrame(at: index)
                    XCTAssertGreaterThanOrEqual(frame.minY, line.minY)
                    XCTAssertLessThanOrEqual(frame.maxY, line.maxY + 1e-9)
                    XCTAssertGreaterThanOrEqual(frame.minX, previousMaxX + 10 - 1e-9, "scenario \(scenario)")
                    previousMaxX = frame.maxX
                }
            }
            XCTAssertEqual(next, count)
        }
    }

    /// Random horizontal styles: visible elements against a scan of `allAttributes` (transformed as each style
    /// does), targets finite and in range, and the snapping styles' targets at rest stay put.
    func testHorizontalStylesAgainstAScan() {
        var random = SplitMix64(seed: 0x7A65_0002)
        for scenario in 0..<120 {
            let width = random.nextDouble(from: 200, to: 500)
            let height = random.nextDouble(from: 100, to: 400)
            let count = random.nextInt(in: 0...12)
            let layouts: [any CollectionLayout] = [
                PagingLayout(
                    viewSize: Size(width: width, height: height),
                    headerWidth: random.nextInt(below: 3) == 0 ? 0 : random.nextDouble(from: 10, to: 200),
                    itemSize: Size(width: width * random.nextDouble(from: 0.5, to: 0.9), height: height * 0.8),
                    itemCount: count),
                PeekLayout(viewSize: Size(width: width, height: height), itemCount: count),
                BannerLayout(viewWidth: width, itemCount: count, bannerHeight: height),
            ]
            for layout in layouts {
                let name = "\(type(of: layout)) scenario \(scenario)"
                for _ in 0..<15 {
                    let offset = random.nextDouble(
                        from: layout.offsetRange.min - width, to: layout.offsetRange.max + width)
                    let visible = layout.visibleAttributes(atOffset: offset)
                    let rect = layout.visibleRect(atOffset: offset)
                    XCTAssert(visible.allSatisfy { $0.frame.intersects(rect) }, name)
                    let kinds = visible.map(\.kind)
                    XCTAssertEqual(kinds, kinds.filter { $0 != .cell } + kinds.filter { $0 == .cell }, name)
                    let cellIndices = visible.filter { $0.kind == .cell }.map(\.index)
                    XCTAssertEqual(cellIndices, cellIndices.sorted(), name)
                    if layout is PagingLayout || layout is BannerLayout {
                        // Untransformed: the cells are those of a full scan.
                        let expected = layout.allAttributes().filter { $0.kind == .cell && $0.frame.intersects(rect) }
                        XCTAssertEqual(visible.filter { $0.kind == .cell }, expected, name)
                    }
                    for velocity in [0, random.nextDouble(from: -3, to: 3)] {
                        let start =
                            random.nextInt(below: 2) == 0
                            ? nil : random.nextDouble(from: -width, to: layout.offsetRange.max + width)
                        let target = layout.targetContentOffset(
                            proposed: offset, velocity: velocity, dragStartOffset: start)
                        XCTAssert(target.isFinite && layout.offsetRange.contains(target), "\(name): \(target)")
                    }
                    // Paging is left out: its header rests at 0, where a card may be nearer the centre.
                    if !(layout is PagingLayout) {
                        let rest = layout.targetContentOffset(proposed: offset, velocity: 0)
                        XCTAssertEqual(layout.targetContentOffset(proposed: rest, velocity: 0), rest, name)
                    }
                    XCTAssert(visible.allSatisfy { $0.scale <= layout.maximumScale(ofItem: $0.index) }, name)
                }
            }
        }
    }
}
