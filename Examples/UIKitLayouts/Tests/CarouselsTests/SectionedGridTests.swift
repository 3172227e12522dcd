import Filmstrip
import FilmstripTesting
import FilmstripUIKit
import XCTest

@testable import Carousels

/// The album grid in a 390 x 400 view: twelve photos in albums of 5, 5 and 2; 116 pt squares three to a row
/// (15 pt side insets, 6 pt between), rows 122 pt apart, each album a 28 pt header, 8 pt above its rows and 12 pt
/// below, so albums start at y 0, 286 and 572 and the content is 736 pt tall.
final class SectionedGridTests: XCTestCase {
    static let viewSize = CGSize(width: 390, height: 400)
    static let sectionTops: [CGFloat] = [0, 286, 572]

    func testSnapshots() throws {
        let prepared = try Fixtures.prepared(CarouselStyles.sectionedGrid)
        assertSnapshot(of: prepared, at: .start, named: "start")
        assertSnapshot(of: prepared, at: .offset(260), named: "second-album")
        assertSnapshot(of: prepared, at: .offset(336), named: "end")
    }

    func grid() -> (UICollectionView, SectionedGridLayout) {
        let controller = SectionedGridViewController(photoCount: Fixtures.photoCount)
        let (view, layout) = Fixtures.collectionView(size: Self.viewSize, install: controller.install(in:))
        return (view, layout as! SectionedGridLayout)
    }

    func testItemsWrapIntoRowsOfThreeUnderEachHeader() throws {
        let (view, layout) = grid()
        XCTAssertEqual(view.numberOfSections, 3)
        XCTAssertEqual((0..<3).map { view.numberOfItems(inSection: $0) }, [5, 5, 2])
        XCTAssertEqual(layout.itemSize, CGSize(width: 116, height: 116))
        XCTAssertEqual(layout.collectionViewContentSize, CGSize(width: 390, height: 736))
        for (section, count) in [5, 5, 2].enumerated() {
            let header = try XCTUnwrap(
                layout.layoutAttributesForSupplementaryView(
                    ofKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: section)))
            XCTAssertEqual(header.frame, CGRect(x: 0, y: Self.sectionTops[section], width: 390, height: 28))
            for item in 0..<count {
                let attributes = try XCTUnwrap(
                    layout.layoutAttributesForItem(at: IndexPath(item: item, section: section)))
                let expected = CGRect(
                    x: 15 + CGFloat(item % 3) * 122, y: Self.sectionTops[section] + 36 + CGFloat(item / 3) * 122,
                    width: 116, height: 116)
                XCTAssertEqual(attributes.frame, expected, "item \(item) of section \(section)")
            }
        }
    }

    func testTheVisibleRectHoldsTheHeadersAndRowsThatMeetIt() throws {
        let (view, layout) = grid()
        view.contentOffset = CGPoint(x: 0, y: 260)
        let attributes = try XCTUnwrap(layout.layoutAttributesForElements(in: view.bounds))
        let headers = attributes.filter { $0.representedElementCategory == .supplementaryView }
        XCTAssertEqual(headers.map(\.indexPath.section), [1, 2])
        let items = attributes.filter { $0.representedElementCategory == .cell }.map(\.indexPath)
        // Section 0's second row ends at y 274, so it still shows; section 2's row starts at 608 < 660.
        XCTAssertEqual(
            items,
            [3, 4].map { IndexPath(item: $0, section: 0) } + (0..<5).map { IndexPath(item: $0, section: 1) }
                + (0..<2).map { IndexPath(item: $0, section: 2) })
    }

    /// Filmstrip numbers the items across sections: photo 5 is the first of the second album.
    func testFilmstripGivesThePhotosToTheItemsInOrderAcrossSections() throws {
        let layout = try Fixtures.prepared(CarouselStyles.sectionedGrid).layout
        XCTAssertEqual(layout.itemCount, 12)
        XCTAssertEqual(layout.scrollAxis, .vertical)
        XCTAssertEqual(layout.offsetRange.max, 336)
        let all = layout.allAttributes()
        let cells = Dictionary(uniqueKeysWithValues: all.filter { $0.kind == .cell }.map { ($0.index, $0.frame) })
        XCTAssertEqual(cells[5], Rect(x: 15, y: 322, width: 116, height: 116))
        XCTAssertEqual(cells[9], Rect(x: 137, y: 444, width: 116, height: 116))
        XCTAssertEqual(cells[11], Rect(x: 137, y: 608, width: 116, height: 116))
        let headers = all.filter { $0.kind == .header }.sorted { $0.index < $1.index }
        XCTAssertEqual(headers.map(\.frame.origin.y), [0, 286, 572])
        let drawn = layout.visibleAttributes(atOffset: 260)
        XCTAssertEqual(drawn.filter { $0.kind == .header }.map(\.index), [1, 2])
        XCTAssertEqual(drawn.filter { $0.kind == .cell }.map(\.index), Array(3...11))
    }

    /// The grid has no snapping of its own: a fling comes to rest where it would, within the content.
    func testAFlingRestsWhereItWouldWithinTheContent() throws {
        let prepared = try Fixtures.prepared(CarouselStyles.sectionedGrid)
        for (start, velocity) in [(0.0, 200.0), (100.0, 600.0), (300.0, -150.0)] {
            let sequence = try FrameSequence(
                prepared: prepared, startOffset: start, gesture: .fling(velocity: velocity), framesPerSecond: 60)
            // UIKit's normal deceleration (0.998 a millisecond) comes to rest at x0 - v0 / (1000 ln 0.998).
            let proposed = start - velocity / (1000 * log(0.998))
            XCTAssertEqual(sequence.target, min(max(proposed, 0), 336), accuracy: 1e-9, "from \(start)")
        }
    }

    func testFramesAreByteIdenticalWhateverTheThreadCount() throws {
        let (one, four) = try Fixtures.flingPNGs(CarouselStyles.sectionedGrid, startOffset: 0, velocity: 400)
        XCTAssertGreaterThan(one.count, 2)
        XCTAssertEqual(one.count, four.count)
        XCTAssertTrue(one == four, "frames differ between 1 and 4 threads")
    }
}
