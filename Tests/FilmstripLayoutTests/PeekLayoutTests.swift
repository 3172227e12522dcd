import FilmstripLayout
import XCTest

/// The peeking carousel on a hand-worked example: view 400 x 200, 3 cards of 0.7 W x 0.7 H = 280 x 140, at
/// y = (200 - 140) / 2 = 30, touching (spacing 0), section insets 4: cards [4, 284], [284, 564], [564, 844], centres
/// 144, 424, 704. Content 848 wide, offsets [0, 448]. A card is centred at midX - 200: -56, 224, 504. Candidates
/// reach m = 8 beyond the view. Scale = 1 - 0.0005 * |200 - (centre - offset)|.
final class PeekLayoutTests: XCTestCase {
    static let layout = PeekLayout(viewSize: Size(width: 400, height: 200), itemCount: 3)

    func testGeometry() {
        let layout = Self.layout
        XCTAssertEqual(
            frames(layout.allAttributes()), [[4, 30, 280, 140], [284, 30, 280, 140], [564, 30, 280, 140]])
        XCTAssertEqual(layout.contentSize, Size(width: 848, height: 200))
        XCTAssertEqual(layout.contentInset, .zero)
        XCTAssertEqual(layout.offsetRange, OffsetRange(min: 0, max: 448))
        XCTAssertEqual(layout.decelerationRate, .fast)
        XCTAssertEqual((0..<3).map { layout.offset(centeringItem: $0) }, [-56, 224, 504])
        XCTAssertEqual(layout.maximumScale(ofItem: 1), 1)
        XCTAssertEqual(layout.snap.expansionMargin, 8)
    }

    /// At 224 card 1 is centred (scale 1); cards 0 and 2 are 280 away on screen: 1 - 0.14 = 0.86, drawn
    /// 240.8 x 120.4 about their centres: card 0 at (144 - 120.4, 100 - 60.2) = (23.6, 39.8).
    func testScalesWithTheMiddleCardCentred() {
        let cells = Self.layout.visibleAttributes(atOffset: 224)
        XCTAssertEqual(cells.map(\.index), [0, 1, 2])
        XCTAssertEqual(cells[1].scale, 1)
        XCTAssertEqual(cells[1].frame, Rect(x: 284, y: 30, width: 280, height: 140))
        for cell in [cells[0], cells[2]] {
            XCTAssertClose(cell.scale, 0.86)
            XCTAssertClose(cell.frame.width, 240.8)
            XCTAssertClose(cell.frame.height, 120.4)
            XCTAssertClose(cell.frame.minY, 39.8)
        }
        XCTAssertClose(cells[0].frame.minX, 23.6)
        XCTAssertClose(cells[2].frame.minX, 704 - 120.4)
        XCTAssertEqual(cells[0].center, Point(x: 144, y: 100))
        XCTAssert(cells.allSatisfy { $0.zIndex == 0 && $0.kind == .cell })
    }

    /// At 0: card 0's centre is 56 from the view's (0.972), card 1's 224 (0.888): 248.64 wide at 424 - 124.32.
    func testScalesAtTheStart() {
        let cells = Self.layout.visibleAttributes(atOffset: 0)
        XCTAssertEqual(cells.map(\.index), [0, 1])
        XCTAssertClose(cells[0].scale, 0.972)
        XCTAssertClose(cells[1].scale, 0.888)
        XCTAssertClose(cells[1].frame.width, 248.64)
        XCTAssertClose(cells[1].frame.minX, 299.68)
    }

    /// At 165 card 2 ([564, 844]) reaches 1 pt into the view unscaled, but its centre is 704 - 165 - 200 = 339
    /// away: scale 0.8305, 232.54 wide, starting at 704 - 116.27 = 587.73, past the view's right edge at 565.
    /// Only final frames count, so it is not listed. At 200 (x [200, 600)) card 2 shrinks to 0.848 and starts at
    /// 704 - 118.72 = 585.28: still on screen, and so is card 0 (0.872, ending at 144 + 122.08 = 266.08).
    func testCellShrunkOffScreenIsNotListed() {
        XCTAssertEqual(Self.layout.visibleAttributes(atOffset: 165).map(\.index), [0, 1])
        let at200 = Self.layout.visibleAttributes(atOffset: 200)
        XCTAssertEqual(at200.map(\.index), [0, 1, 2])
        XCTAssertClose(at200[2].frame.minX, 585.28)
        XCTAssertClose(at200[0].frame.maxX, 266.08)
    }

    func testShrinkRule() {
        let shrink = PeekDistanceShrink()
        XCTAssertEqual(shrink.scale(cellMidX: 424, offset: 224, viewWidth: 400), 1)
        XCTAssertClose(shrink.scale(cellMidX: 424, offset: 124, viewWidth: 400), 0.95)
        XCTAssertClose(shrink.scale(cellMidX: 424, offset: 324, viewWidth: 400), 0.95)
        // Never below 0: 4800 pt away would be 1 - 2.4.
        XCTAssertEqual(shrink.scale(cellMidX: 5000, offset: 0, viewWidth: 400), 0)
        XCTAssertEqual(PeekDistanceShrink(shrinkPerPoint: 0).scale(cellMidX: 5000, offset: 0, viewWidth: 400), 1)
    }

    /// The seed's own numbers, W 390: cards 273 wide, card 1 centred at 4 + 273 + 136.5 - 195 = 218.5, where card
    /// 0 is 273 pt off centre: 1 - 0.1365.
    func testSeedSizedView() {
        let layout = PeekLayout(viewSize: Size(width: 390, height: 300), itemCount: 3)
        XCTAssertEqual(
            frames(layout.allAttributes()), [[4, 45, 273, 210], [277, 45, 273, 210], [550, 45, 273, 210]])
        XCTAssertEqual(layout.offset(centeringItem: 1), 218.5)
        XCTAssertClose(layout.visibleAttributes(atOffset: 218.5)[0].scale, 0.8635)
    }

    /// Velocity 0, nearest centre at the proposal: 100 -> centre 300, card 1 (124 away) beats card 0 (156): 224.
    /// 60 -> centre 260: card 0, -56 clamped to 0. 84 -> centre 284, a tie: the first, card 0.
    func testReleaseAtRest() {
        let layout = Self.layout
        XCTAssertEqual(layout.targetContentOffset(proposed: 100, velocity: 0), 224)
        XCTAssertEqual(layout.targetContentOffset(proposed: 60, velocity: 0), 0)
        XCTAssertEqual(layout.targetContentOffset(proposed: 84, velocity: 0), 0)
        XCTAssertEqual(layout.targetContentOffset(proposed: 400, velocity: 0), 448)
    }

    /// Swipes from the drag start: from 0, x [-8, 408): cards 0, 1 -> forwards 224, backwards 0. From 224,
    /// x [216, 632): cards 0-2 -> forwards 504 clamped to 448, backwards 0. From 448, x [440, 856): cards 1, 2 ->
    /// forwards 448, backwards 224. A huge fling still moves one card.
    func testSwipes() {
        let layout = Self.layout
        for (start, forwards, backwards) in [(0.0, 224.0, 0.0), (224, 448, 0), (448, 448, 224)] {
            XCTAssertEqual(
                layout.targetContentOffset(proposed: start + 30, velocity: 0.4, dragStartOffset: start), forwards)
            XCTAssertEqual(
                layout.targetContentOffset(proposed: start - 30, velocity: -0.4, dragStartOffset: start), backwards)
        }
        XCTAssertEqual(layout.targetContentOffset(proposed: 1e6, velocity: 100, dragStartOffset: 0), 224)
        XCTAssertEqual(layout.targetContentOffset(proposed: -1e6, velocity: -100, dragStartOffset: 448), 224)
    }

    /// No cards: content 8 wide, range [0, 0], nothing visible. One card: 288 wide, range [0, 0], every target 0.
    func testNoCardsAndOneCard() {
        let empty = PeekLayout(viewSize: Size(width: 400, height: 200), itemCount: 0)
        XCTAssertEqual(empty.contentSize.width, 8)
        XCTAssertEqual(empty.offsetRange, OffsetRange(min: 0, max: 0))
        XCTAssertEqual(empty.visibleAttributes(atOffset: 0), [])
        XCTAssertEqual(empty.targetContentOffset(proposed: 50, velocity: 1), 0)
        XCTAssertNil(empty.offset(centeringItem: 0))

        let one = PeekLayout(viewSize: Size(width: 400, height: 200), itemCount: 1)
        XCTAssertEqual(one.offsetRange, OffsetRange(min: 0, max: 0))
        for offset in [-1e9, 0, 1e9, .nan, .infinity] {
            XCTAssertEqual(one.targetContentOffset(proposed: offset, velocity: 0), 0)
            XCTAssertEqual(one.targetContentOffset(proposed: offset, velocity: 1, dragStartOffset: 0), 0)
        }
        XCTAssertEqual(one.visibleAttributes(atOffset: 1e9), [])
        XCTAssertEqual(one.visibleAttributes(atOffset: .nan), [])
    }
}
