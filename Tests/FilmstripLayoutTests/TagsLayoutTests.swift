import FilmstripLayout
import XCTest

/// The tag cloud on a hand-made set of items in a 200 x 100 view with the seed's spacing (insets 10, gaps 10): the
/// line width is 200 - 10 - 10 = 180.
///
/// Widths 50 60 70 40 100 30 170 20 30, heights 30 except item 1 (20) and item 3 (40). Greedy breaking:
/// line 0: 50, 50+10+60 = 120 fits, +10+70 = 200 does not -> items 0-1, height 30, y 10;
/// line 1: 70, +10+40 = 120, +10+100 = 230 no -> items 2-3, height 40, y 10+30+10 = 50;
/// line 2: 100, +10+30 = 140, +10+170 no -> items 4-5, height 30, y 50+40+10 = 100;
/// line 3: 170 alone (+10+20 = 200 no) -> item 6, y 140; line 4 (last): 20, +10+30 = 60 -> items 7-8, y 180.
/// Content height 180 + 30 + 10 = 220; offsets [0, 220 - 100] = [0, 120].
final class TagsLayoutTests: XCTestCase {
    static let view = Size(width: 200, height: 100)
    static let sizes = zip([50.0, 60, 70, 40, 100, 30, 170, 20, 30], [30.0, 20, 30, 40, 30, 30, 30, 30, 30])
        .map { Size(width: $0, height: $1) }

    func testLineBreaking() {
        let layout = TagsLayout(viewSize: Self.view, itemSizes: Self.sizes)
        XCTAssertEqual(
            layout.lines,
            [
                TagsLine(items: 0..<2, minY: 10, height: 30), TagsLine(items: 2..<4, minY: 50, height: 40),
                TagsLine(items: 4..<6, minY: 100, height: 30), TagsLine(items: 6..<7, minY: 140, height: 30),
                TagsLine(items: 7..<9, minY: 180, height: 30),
            ])
        XCTAssertEqual(layout.contentSize, Size(width: 200, height: 220))
        XCTAssertEqual(layout.contentInset, .zero)
        XCTAssertEqual(layout.offsetRange, OffsetRange(min: 0, max: 120))
        XCTAssertEqual(layout.scrollAxis, .vertical)
        XCTAssertEqual(layout.decelerationRate, .normal)
    }

    /// Left: each line from x 10, next item at previous maxX + 10. Shorter items centred in the line:
    /// item 1 (20 tall in a 30 line) at y 10 + 5 = 15; item 2 (30 in 40) at 50 + 5 = 55.
    func testLeftAlignedFrames() {
        let layout = TagsLayout(viewSize: Self.view, itemSizes: Self.sizes, alignment: .left)
        XCTAssertEqual(
            frames(layout.allAttributes()),
            [
                [10, 10, 50, 30], [70, 15, 60, 20],
                [10, 55, 70, 30], [90, 50, 40, 40],
                [10, 100, 100, 30], [120, 100, 30, 30],
                [10, 140, 170, 30],
                [10, 180, 20, 30], [40, 180, 30, 30],
            ])
    }

    /// Justified: spare width spread between the items: line 0 (180 - 110) / 1 = 70 -> item 1 at 10 + 50 + 70 = 130,
    /// ending at 190 = W - 10; line 1 gap 70 -> item 3 at 150; line 2 gap 50 -> item 5 at 160. The lone 170 item
    /// is centred: 10 + (180 - 170) / 2 = 15. The last line is packed from the left (assumption).
    func testJustifiedFrames() {
        let layout = TagsLayout(viewSize: Self.view, itemSizes: Self.sizes, alignment: .justified)
        XCTAssertEqual(
            frames(layout.allAttributes()),
            [
                [10, 10, 50, 30], [130, 15, 60, 20],
                [10, 55, 70, 30], [150, 50, 40, 40],
                [10, 100, 100, 30], [160, 100, 30, 30],
                [15, 140, 170, 30],
                [10, 180, 20, 30], [40, 180, 30, 30],
            ])
        // Same lines whatever the alignment.
        XCTAssertEqual(layout.lines, TagsLayout(viewSize: Self.view, itemSizes: Self.sizes).lines)
    }

    /// Offsets are contentOffset.y. At 60 the rect is y [60, 160): lines 1-3 (line 0 ends at 40, line 4 starts at
    /// 180). At 90, y [90, 190): line 1 ends exactly at 90 (touching is not intersecting), lines 2-4.
    func testVisibleItemsOnY() {
        let layout = TagsLayout(viewSize: Self.view, itemSizes: Self.sizes)
        XCTAssertEqual(layout.visibleRect(atOffset: 60), Rect(x: 0, y: 60, width: 200, height: 100))
        XCTAssertEqual(layout.visibleAttributes(atOffset: 60).map(\.index), [2, 3, 4, 5, 6])
        XCTAssertEqual(layout.visibleAttributes(atOffset: 90).map(\.index), [4, 5, 6, 7, 8])
        XCTAssertEqual(layout.visibleAttributes(atOffset: 0).map(\.index), [0, 1, 2, 3])
        // Item 2 spans y [55, 85), item 3 [50, 90): at 86 only item 3 of line 1 is still on screen.
        XCTAssertEqual(layout.visibleAttributes(atOffset: 86).map(\.index), [3, 4, 5, 6, 7, 8])
        XCTAssert(layout.visibleAttributes(atOffset: 60).allSatisfy { $0.scale == 1 && $0.kind == .cell })
        XCTAssertEqual(layout.lineIndices(overlappingYOf: layout.visibleRect(atOffset: 60)), 1..<4)
    }

    /// No snapping: the proposal, clamped to [0, 120].
    func testTargetIsTheClampedProposal() {
        let layout = TagsLayout(viewSize: Self.view, itemSizes: Self.sizes)
        for (proposed, expected) in [(37.5, 37.5), (-20, 0), (500, 120), (120, 120), (1e300, 120), (-.infinity, 0)] {
            for velocity in [0.0, 3, -3] {
                XCTAssertEqual(
                    layout.targetContentOffset(proposed: proposed, velocity: velocity, dragStartOffset: 0),
                    expected)
            }
        }
        XCTAssertEqual(layout.targetContentOffset(proposed: .nan, velocity: 0), 0)
    }

    /// Item 3 (y 50, 40 tall) is centred in the 100 pt view at y 70 - 50 = 20. Item 0 would need -25, above the
    /// content: the offset stops at the range's start, 0, as `scrollToItem` does (no blank band above the tags).
    func testCentringOffsetAndScale() {
        let layout = TagsLayout(viewSize: Self.view, itemSizes: Self.sizes)
        XCTAssertEqual(layout.offset(centeringItem: 3), 20)
        XCTAssertEqual(layout.offset(centeringItem: 0), 0)
        XCTAssertNil(layout.offset(centeringItem: 9))
        XCTAssertNil(layout.offset(centeringItem: -1))
        XCTAssertEqual(layout.maximumScale(ofItem: 0), 1)
    }

    /// View 100 wide: line width 80. 30, then 120 (too wide: alone, at x 10, keeping its width and overflowing to
    /// 130), then 30. Justified: the lone 30 items are centred at 10 + 25 = 35 (the last one too); the wide one
    /// stays at 10.
    func testItemWiderThanTheLine() {
        let sizes = [Size(width: 30, height: 20), Size(width: 120, height: 20), Size(width: 30, height: 20)]
        let left = TagsLayout(viewSize: Size(width: 100, height: 50), itemSizes: sizes)
        XCTAssertEqual(frames(left.allAttributes()), [[10, 10, 30, 20], [10, 40, 120, 20], [10, 70, 30, 20]])
        XCTAssertEqual(left.contentSize, Size(width: 100, height: 100))
        let justified = TagsLayout(viewSize: Size(width: 100, height: 50), itemSizes: sizes, alignment: .justified)
        XCTAssertEqual(frames(justified.allAttributes()), [[35, 10, 30, 20], [10, 40, 120, 20], [35, 70, 30, 20]])
        // Visible, whole, though it overflows the view to the right: y [30, 80) holds items 1 and 2.
        XCTAssertEqual(frames(left.visibleAttributes(atOffset: 30)), [[10, 40, 120, 20], [10, 70, 30, 20]])
    }

    /// An item exactly as wide as what is left fits: 50 + 10 + 120 = 180.
    func testExactFitStaysOnTheLine() {
        let layout = TagsLayout(
            viewSize: Self.view, itemSizes: [Size(width: 50, height: 10), Size(width: 120, height: 10)])
        XCTAssertEqual(layout.lines.map(\.items), [0..<2])
        XCTAssertEqual(frames(layout.allAttributes()), [[10, 10, 50, 10], [70, 10, 120, 10]])
    }

    /// No items: no lines, content the two insets tall (20), range [0, 0].
    func testNoItems() {
        let layout = TagsLayout(viewSize: Self.view, itemSizes: [])
        XCTAssertEqual(layout.lines, [])
        XCTAssertEqual(layout.contentSize, Size(width: 200, height: 20))
        XCTAssertEqual(layout.offsetRange, OffsetRange(min: 0, max: 0))
        XCTAssertEqual(layout.allAttributes(), [])
        for offset in [0, -1e9, 1e9, .nan, .infinity] {
            XCTAssertEqual(layout.visibleAttributes(atOffset: offset), [])
            XCTAssertEqual(layout.targetContentOffset(proposed: offset, velocity: 1), 0)
        }
        XCTAssertNil(layout.offset(centeringItem: 0))
    }

    /// One item: centred alone when justified (it is both the only and the last line), at the inset when left.
    func testOneItem() {
        let item = [Size(width: 80, height: 30)]
        XCTAssertEqual(frames(TagsLayout(viewSize: Self.view, itemSizes: item).allAttributes()), [[10, 10, 80, 30]])
        XCTAssertEqual(
            frames(TagsLayout(viewSize: Self.view, itemSizes: item, alignment: .justified).allAttributes()),
            [[60, 10, 80, 30]])
        let layout = TagsLayout(viewSize: Self.view, itemSizes: item)
        XCTAssertEqual(layout.offsetRange, OffsetRange(min: 0, max: 0))
        XCTAssertEqual(layout.visibleAttributes(atOffset: 1e9), [])
        XCTAssertEqual(layout.visibleAttributes(atOffset: -1e9), [])
        XCTAssertEqual(layout.visibleAttributes(atOffset: -15).map(\.index), [0])
    }

    /// `--row-height 60`: a 400 x 300 photo becomes 80 x 60, a 300 x 400 one 45 x 60, one with no height 60 per pixel.
    func testPhotosSizedToARowHeight() {
        let photos = [Size(width: 400, height: 300), Size(width: 300, height: 400), Size(width: 2, height: 0)]
        XCTAssertEqual(
            TagsLayout.itemSizes(forPhotos: photos, rowHeight: 60),
            [Size(width: 80, height: 60), Size(width: 45, height: 60), Size(width: 120, height: 60)])
        // 80 + 10 + 45 = 135 fits in 180, + 10 + 120 does not.
        let layout = TagsLayout(viewSize: Self.view, photoSizes: photos, rowHeight: 60)
        XCTAssertEqual(frames(layout.allAttributes()), [[10, 10, 80, 60], [100, 10, 45, 60], [10, 80, 120, 60]])
    }

    /// Custom spacing and insets are honoured: insets 5 all round, gaps 2 and 4, view 50 wide (line width 40).
    func testCustomSpacing() {
        let layout = TagsLayout(
            viewSize: Size(width: 50, height: 20), itemSizes: Array(repeating: Size(width: 12, height: 8), count: 4),
            sectionInset: Insets(all: 5), interitemSpacing: 2, lineSpacing: 4)
        // 12 + 2 + 12 + 2 + 12 = 40 fits; the fourth goes to the next line at y 5 + 8 + 4 = 17.
        XCTAssertEqual(
            frames(layout.allAttributes()), [[5, 5, 12, 8], [19, 5, 12, 8], [33, 5, 12, 8], [5, 17, 12, 8]])
        XCTAssertEqual(layout.contentSize.height, 30)
        XCTAssertEqual(layout.offsetRange, OffsetRange(min: 0, max: 10))
    }
}
