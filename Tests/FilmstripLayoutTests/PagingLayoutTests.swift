import FilmstripLayout
import XCTest

/// The paging carousel on a hand-worked example: view 390 x 240, header 120 wide, 4 cards of 300 x 200, spacing 20,
/// section insets 40 left and right (the seed's).
///
/// Header [0, 120] x [0, 240], centre 60. Cards start at 120 + 40 + 320 i = 160, 480, 800, 1120 (centres 310, 630,
/// 950, 1270), y (240 - 200) / 2 = 20. Content 1120 + 300 + 40 = 1460 wide; offsets [0, 1460 - 390] = [0, 1070].
/// A card is centred at minX - (390 - 300) / 2 = minX - 45: 115, 435, 755, 1075 (the last beyond the range, so
/// it is targeted at 1070). Candidates reach m = 40 + 40 = 80 beyond the view: x [o - 80, o + 470].
final class PagingLayoutTests: XCTestCase {
    static let layout = PagingLayout(
        viewSize: Size(width: 390, height: 240), headerWidth: 120,
        itemSize: Size(width: 300, height: 200), itemCount: 4)

    func testGeometry() {
        let layout = Self.layout
        XCTAssertEqual(layout.contentSize, Size(width: 1460, height: 240))
        XCTAssertEqual(layout.contentInset, .zero)
        XCTAssertEqual(layout.offsetRange, OffsetRange(min: 0, max: 1070))
        XCTAssertEqual(layout.decelerationRate, .fast)
        XCTAssertEqual(layout.itemCount, 4)
        let all = layout.allAttributes()
        XCTAssertEqual(all.map(\.kind), [.header, .cell, .cell, .cell, .cell])
        XCTAssertEqual(
            frames(all),
            [
                [0, 0, 120, 240], [160, 20, 300, 200], [480, 20, 300, 200], [800, 20, 300, 200],
                [1120, 20, 300, 200],
            ])
        XCTAssertEqual(layout.snap.expansionMargin, 80)
        XCTAssertEqual((0..<4).map { layout.offset(centeringItem: $0) }, [115, 435, 755, 1075])
        XCTAssertNil(layout.offset(centeringItem: 4))
        XCTAssertEqual(layout.maximumScale(ofItem: 0), 1)
    }

    /// At 0: header and card 0. At 115 (card 0 centred), x [115, 505): header (ends 120), cards 0 and 1 (starts
    /// 480). At 120 the header only touches the edge and is left out. Supplementary elements come first.
    func testVisibleElements() {
        let layout = Self.layout
        XCTAssertEqual(layout.visibleAttributes(atOffset: 0).map(\.kind), [.header, .cell])
        let at115 = layout.visibleAttributes(atOffset: 115)
        XCTAssertEqual(at115.map(\.kind), [.header, .cell, .cell])
        XCTAssertEqual(at115.map(\.index), [0, 0, 1])
        XCTAssert(at115.allSatisfy { $0.scale == 1 })
        XCTAssertEqual(layout.visibleAttributes(atOffset: 120).map(\.kind), [.cell, .cell])
        XCTAssertEqual(layout.visibleAttributes(atOffset: 1070).map(\.index), [2, 3])
        XCTAssertEqual(layout.visibleAttributes(atOffset: 1e9), [])
        XCTAssertEqual(layout.visibleAttributes(atOffset: -1e9), [])
    }

    /// Velocity 0: nearest centre to the view centre at the proposed offset (the release offset).
    /// 100: centre 295; candidates header (60), card 0 (310), card 1 (630) -> card 0 -> 115.
    /// 300: centre 495; card 0 185 away, card 1 135 -> card 1 -> 435.
    /// 275: centre 470, exactly between 310 and 630 -> the first, card 0 -> 115.
    /// -50 (rubber band): centre 145; header 85 away, card 0 165 -> header -> 0.
    /// 1070: centre 1265; card 3 (1270) -> 1075, clamped to 1070.
    func testReleaseAtRestGoesToTheNearestElement() {
        let layout = Self.layout
        XCTAssertEqual(layout.targetContentOffset(proposed: 100, velocity: 0), 115)
        XCTAssertEqual(layout.targetContentOffset(proposed: 300, velocity: 0), 435)
        XCTAssertEqual(layout.targetContentOffset(proposed: 275, velocity: 0), 115)
        XCTAssertEqual(layout.targetContentOffset(proposed: -50, velocity: 0), 0)
        XCTAssertEqual(layout.targetContentOffset(proposed: 1070, velocity: 0), 1070)
        XCTAssertEqual(layout.targetContentOffset(proposed: 1200, velocity: 0), 1070)
        // The seed's rule, not a fixed point: at 0 (where the header rests) card 0's centre, 115 from the view's
        // centre 195, is nearer than the header's, 135 away, so a release at rest there moves to card 0.
        XCTAssertEqual(layout.targetContentOffset(proposed: 0, velocity: 0), 115)
        // The drag start changes the candidates only, not the centre measured from.
        XCTAssertEqual(layout.targetContentOffset(proposed: 300, velocity: 0, dragStartOffset: 115), 435)
    }

    /// Swipes, candidates taken at the drag start:
    /// from 115, x [35, 585): header, cards 0 and 1 -> forwards card 1 (435), backwards the header (0);
    /// from 435, x [355, 905): cards 0, 1, 2 -> forwards 755, backwards 115;
    /// from 755, x [675, 1225): cards 1, 2, 3 -> forwards card 3, 1075 clamped to 1070; backwards 435;
    /// from 1070, x [990, 1540): cards 2, 3 -> forwards 1070, backwards 755;
    /// from 0, x [-80, 470): header, card 0 (card 1 starts at 480) -> forwards 115, backwards 0.
    func testSwipesMoveOneElementFromTheDragStart() {
        let layout = Self.layout
        let cases: [(start: Double, forwards: Double, backwards: Double)] = [
            (115, 435, 0), (435, 755, 115), (755, 1070, 435), (1070, 1070, 755), (0, 115, 0),
        ]
        for (start, forwards, backwards) in cases {
            XCTAssertEqual(
                layout.targetContentOffset(proposed: start + 40, velocity: 0.5, dragStartOffset: start),
                forwards, "from \(start)")
            XCTAssertEqual(
                layout.targetContentOffset(proposed: start - 40, velocity: -0.5, dragStartOffset: start),
                backwards, "from \(start)")
        }
        XCTAssertEqual(layout.snap.candidates(atOffset: 115).map(\.kind), [.header, .cell, .cell])
        XCTAssertEqual(layout.snap.candidates(atOffset: 435).map(\.index), [0, 1, 2])
    }

    /// One page per swipe: however fast the fling and however far it would glide, the target is one element on
    /// from the drag start. Even the tiniest non-zero velocity counts as a swipe (the seed tests `== 0`).
    func testHugeVelocityStillMovesOnePage() {
        let layout = Self.layout
        XCTAssertEqual(layout.targetContentOffset(proposed: 1e6, velocity: 50, dragStartOffset: 115), 435)
        XCTAssertEqual(layout.targetContentOffset(proposed: -1e6, velocity: -50, dragStartOffset: 755), 435)
        XCTAssertEqual(layout.targetContentOffset(proposed: 120, velocity: 1e-9, dragStartOffset: 115), 435)
        XCTAssertEqual(layout.targetContentOffset(proposed: 110, velocity: -1e-9, dragStartOffset: 115), 0)
    }

    /// Without a drag start the candidates are taken at the proposed offset, so a long glide can skip pages:
    /// at 400, x [320, 870): cards 0, 1, 2 -> forwards 755.
    func testWithoutADragStartTheProposalIsUsed() {
        let layout = Self.layout
        XCTAssertEqual(layout.targetContentOffset(proposed: 400, velocity: 3), 755)
        XCTAssertEqual(layout.targetContentOffset(proposed: 400, velocity: 3, dragStartOffset: nil), 755)
        XCTAssertEqual(layout.targetContentOffset(proposed: 400, velocity: -3), 115)
    }

    /// Nothing within reach of the drag start: the clamped proposal. Non-finite offsets stay finite.
    func testNothingInReach() {
        let layout = Self.layout
        XCTAssertEqual(layout.targetContentOffset(proposed: 500, velocity: 1, dragStartOffset: 1e9), 500)
        XCTAssertEqual(layout.targetContentOffset(proposed: 5000, velocity: 1, dragStartOffset: -1e9), 1070)
        XCTAssertEqual(layout.targetContentOffset(proposed: .infinity, velocity: 1), 1070)
        XCTAssertEqual(layout.targetContentOffset(proposed: -.infinity, velocity: -1), 0)
        XCTAssertEqual(layout.targetContentOffset(proposed: .nan, velocity: 0), 0)
        XCTAssertEqual(layout.targetContentOffset(proposed: 1e300, velocity: 0, dragStartOffset: .nan), 1070)
    }

    /// No cards: only the header; content 120 + 40 + 40 = 200 < 390, so the range is [0, 0].
    func testHeaderOnly() {
        let layout = PagingLayout(
            viewSize: Size(width: 390, height: 240), headerWidth: 120,
            itemSize: Size(width: 300, height: 200), itemCount: 0)
        XCTAssertEqual(layout.contentSize.width, 200)
        XCTAssertEqual(layout.offsetRange, OffsetRange(min: 0, max: 0))
        XCTAssertEqual(layout.allAttributes().map(\.kind), [.header])
        XCTAssertEqual(layout.visibleAttributes(atOffset: 0).map(\.kind), [.header])
        for velocity in [0.0, 2, -2] {
            XCTAssertEqual(layout.targetContentOffset(proposed: 30, velocity: velocity, dragStartOffset: 0), 0)
        }
    }

    /// No header, one card: 40 + 300 + 40 = 380 < 390, range [0, 0]; the card is targeted at 40 - 45 = -5,
    /// clamped to 0.
    func testOneCardWithoutHeader() {
        let layout = PagingLayout(
            viewSize: Size(width: 390, height: 240), headerWidth: 0,
            itemSize: Size(width: 300, height: 200), itemCount: 1)
        XCTAssertEqual(layout.allAttributes().map(\.kind), [.cell])
        XCTAssertEqual(layout.offsetRange, OffsetRange(min: 0, max: 0))
        XCTAssertEqual(layout.offset(centeringItem: 0), -5)
        for velocity in [0.0, 2, -2] {
            XCTAssertEqual(layout.targetContentOffset(proposed: 30, velocity: velocity, dragStartOffset: 0), 0)
        }
        let empty = PagingLayout(
            viewSize: Size(width: 390, height: 240), headerWidth: 0,
            itemSize: Size(width: 300, height: 200), itemCount: 0)
        XCTAssertEqual(empty.allAttributes(), [])
        XCTAssertEqual(empty.visibleAttributes(atOffset: 0), [])
        XCTAssertEqual(empty.targetContentOffset(proposed: 99, velocity: 1), 0)
    }

    /// A million cards: preparation once, then a target and a visible query far down the row are cheap and exact.
    /// Card i starts at 160 + 320 i; card 500000 is centred at 160 + 160000000 - 45.
    func testManyCards() {
        let layout = PagingLayout(
            viewSize: Size(width: 390, height: 240), headerWidth: 120,
            itemSize: Size(width: 300, height: 200), itemCount: 1_000_000)
        let start = 160 + 320 * 500_000.0 - 45
        XCTAssertEqual(layout.offset(centeringItem: 500_000), start)
        XCTAssertEqual(
            layout.targetContentOffset(proposed: start + 9e5, velocity: 9, dragStartOffset: start), start + 320)
        XCTAssertEqual(layout.visibleAttributes(atOffset: start).map(\.index), [499_999, 500_000, 500_001])
    }
}
