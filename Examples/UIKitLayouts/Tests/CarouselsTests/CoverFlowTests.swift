import Filmstrip
import FilmstripTesting
import FilmstripUIKit
import XCTest

@testable import Carousels

/// The cover flow: 180 x 220 cards, 40 pt overlap, so one card every 140 pt; the centring insets put card i's centre
/// at x = 195 + 140 i in a 390 pt view, and the offset that centres it at 140 i.
final class CoverFlowTests: XCTestCase {
    static let viewSize = CGSize(width: 390, height: 260)
    static let step: CGFloat = 140

    func testSnapshots() throws {
        let prepared = try Fixtures.prepared(CarouselStyles.coverFlow)
        assertSnapshot(of: prepared, at: .start, named: "start")
        assertSnapshot(of: prepared, at: .index(5), named: "card-5-centred")
        assertSnapshot(of: prepared, at: .offset(5 * 140 + 70), named: "between-5-and-6")
    }

    func coverFlow(at offset: CGFloat) -> (UICollectionView, CoverFlowLayout) {
        let images = (0..<Fixtures.photoCount).map { _ in UIImage(size: CGSize(width: 400, height: 300)) }
        let controller = CoverFlowViewController(images: images)
        let (view, layout) = Fixtures.collectionView(
            size: Self.viewSize, offset: CGPoint(x: offset, y: 0), install: controller.install(in:))
        return (view, layout as! CoverFlowLayout)
    }

    func testTheCentredCardIsFlatOpaqueAndOnTop() throws {
        let (view, layout) = coverFlow(at: 5 * Self.step)
        let attributes = try XCTUnwrap(layout.layoutAttributesForElements(in: view.bounds))
        XCTAssertEqual(attributes.map(\.indexPath.item), [3, 4, 5, 6, 7])
        let centred = try XCTUnwrap(attributes.first { $0.indexPath.item == 5 })
        XCTAssertEqual(centred.center, CGPoint(x: 895, y: 130))
        XCTAssertEqual(centred.size, CGSize(width: 180, height: 220))
        XCTAssertTrue(CATransform3DIsIdentity(centred.transform3D))
        XCTAssertEqual(centred.alpha, 1)
        XCTAssertEqual(centred.zIndex, 0)
        for other in attributes where other !== centred {
            XCTAssertLessThan(other.zIndex, centred.zIndex, "item \(other.indexPath.item)")
        }
    }

    func testNeighboursTurnShrinkAndFadeByTheirDistance() throws {
        let (view, layout) = coverFlow(at: 5 * Self.step)
        let attributes = try XCTUnwrap(layout.layoutAttributesForElements(in: view.bounds))
        // One card away: 140 of the 195 pt half view.
        let ratio: CGFloat = 140 / 195
        let scale = 1 - 0.3 * ratio
        let angle = CGFloat.pi / 8 * ratio
        for (item, sign) in [(6, CGFloat(1)), (4, CGFloat(-1))] {
            let card = try XCTUnwrap(attributes.first { $0.indexPath.item == item })
            XCTAssertEqual(card.center, CGPoint(x: 195 + Self.step * CGFloat(item), y: 130))
            XCTAssertEqual(card.transform.a, scale * cos(angle), accuracy: 1e-12)
            XCTAssertEqual(card.transform.b, sign * scale * sin(angle), accuracy: 1e-12)
            XCTAssertEqual(card.transform.c, -sign * scale * sin(angle), accuracy: 1e-12)
            XCTAssertEqual(card.transform.d, scale * cos(angle), accuracy: 1e-12)
            XCTAssertEqual(card.transform3D.m34, 0)
            XCTAssertEqual(card.alpha, 1 - 0.6 * ratio, accuracy: 1e-12)
            XCTAssertEqual(card.zIndex, -140)
        }
        // Two cards away is past half the view: the smallest, faintest and furthest turn.
        let far = try XCTUnwrap(attributes.first { $0.indexPath.item == 7 })
        XCTAssertEqual(far.transform.a, 0.7 * cos(CGFloat.pi / 8), accuracy: 1e-12)
        XCTAssertEqual(far.transform.b, 0.7 * sin(CGFloat.pi / 8), accuracy: 1e-12)
        XCTAssertEqual(far.alpha, 0.4, accuracy: 1e-12)
        XCTAssertEqual(far.zIndex, -280)
    }

    /// The flow layout's own attributes are copied, not changed: asking twice at different offsets gives each its
    /// own transforms.
    func testTransformsFollowTheOffsetWithoutChangingTheFlowsAttributes() throws {
        let (view, layout) = coverFlow(at: 5 * Self.step)
        let atFive = try XCTUnwrap(layout.layoutAttributesForItem(at: IndexPath(item: 5, section: 0)))
        view.contentOffset = CGPoint(x: 6 * Self.step, y: 0)
        view.layoutIfNeeded()
        let atSix = try XCTUnwrap(layout.layoutAttributesForItem(at: IndexPath(item: 5, section: 0)))
        XCTAssertTrue(CATransform3DIsIdentity(atFive.transform3D))
        XCTAssertFalse(CATransform3DIsIdentity(atSix.transform3D))
        XCTAssertTrue(CATransform3DIsIdentity(atFive.transform3D), "the first answer was changed by the second")
    }

    func testFilmstripDrawsTheCentredCardUntransformedAndOnTop() throws {
        let layout = try Fixtures.prepared(CarouselStyles.coverFlow).layout
        XCTAssertEqual(layout.itemCount, 12)
        XCTAssertEqual(layout.scrollAxis, .horizontal)
        XCTAssertEqual(layout.offsetRange.min, 0)
        XCTAssertEqual(layout.offsetRange.max, 11 * 140)
        XCTAssertEqual(layout.offset(centeringItem: 5), 700)
        let drawn = layout.visibleAttributes(atOffset: 700)
        let centred = try XCTUnwrap(drawn.first { $0.index == 5 })
        XCTAssertNil(centred.transform)
        XCTAssertEqual(centred.frame, Rect(x: 805, y: 20, width: 180, height: 220))
        XCTAssertEqual(centred.zIndex, drawn.map(\.zIndex).max())
        XCTAssertEqual(drawn.filter { $0.zIndex == centred.zIndex }.count, 1)
        XCTAssertNotNil(drawn.first { $0.index == 6 }?.transform, "a neighbour is drawn turned")
    }

    /// A fling comes to rest with the card nearest the free deceleration's rest point centred (clamped to the
    /// ends).
    func testAFlingSnapsToTheNearestCard() throws {
        let prepared = try Fixtures.prepared(CarouselStyles.coverFlow)
        for (start, velocity) in [(3, 1200.0), (3, 2500.0), (6, -1800.0), (10, 5000.0), (1, -4000.0)] {
            let from = Double(start) * 140
            let sequence = try FrameSequence(
                prepared: prepared, startOffset: from, gesture: .fling(velocity: velocity), framesPerSecond: 60)
            // UIKit's fast deceleration (0.99 a millisecond) comes to rest at x0 - v0 / (1000 ln 0.99).
            let proposed = from - velocity / (1000 * log(0.99))
            let expected = min(max((proposed / 140).rounded(), 0), 11) * 140
            XCTAssertEqual(sequence.target, expected, accuracy: 1e-9, "card \(start), velocity \(velocity)")
            XCTAssertEqual(
                sequence.target.truncatingRemainder(dividingBy: 140), 0, accuracy: 1e-9, "rests on a card")
        }
    }

    func testFramesAreByteIdenticalWhateverTheThreadCount() throws {
        let (one, four) = try Fixtures.flingPNGs(CarouselStyles.coverFlow, startOffset: 280, velocity: 1500)
        XCTAssertGreaterThan(one.count, 2)
        XCTAssertEqual(one.count, four.count)
        XCTAssertTrue(one == four, "frames differ between 1 and 4 threads")
    }
}
