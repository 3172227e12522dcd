import Filmstrip
import FilmstripTesting
import FilmstripUIKit
import XCTest

@testable import Carousels

/// The paged mosaic in a 390 x 260 view: 9 pt margins and 6 pt gaps make 120 pt columns, so a page's large tile is
/// 246 x 242 and its small tiles 120 x 118; twelve photos make four pages, 1560 pt of content.
final class MosaicPageTests: XCTestCase {
    static let viewSize = CGSize(width: 390, height: 260)

    func testSnapshots() throws {
        let prepared = try Fixtures.prepared(CarouselStyles.mosaic)
        assertSnapshot(of: prepared, at: .start, named: "page-0")
        assertSnapshot(of: prepared, at: .offset(390), named: "page-1")
        assertSnapshot(of: prepared, at: .offset(585), named: "between-pages-1-and-2")
    }

    func mosaic(photoCount: Int = Fixtures.photoCount) -> (UICollectionView, MosaicPageLayout) {
        let controller = MosaicViewController(photoCount: photoCount)
        let (view, layout) = Fixtures.collectionView(size: Self.viewSize, install: controller.install(in:))
        return (view, layout as! MosaicPageLayout)
    }

    func testTilesAlternateSidesPageByPage() throws {
        let (_, layout) = mosaic()
        XCTAssertEqual(layout.collectionViewContentSize, CGSize(width: 1560, height: 260))
        func frame(_ item: Int) throws -> CGRect {
            try XCTUnwrap(layout.layoutAttributesForItem(at: IndexPath(item: item, section: 0))).frame
        }
        // Page 0: large on the left.
        XCTAssertEqual(try frame(0), CGRect(x: 9, y: 9, width: 246, height: 242))
        XCTAssertEqual(try frame(1), CGRect(x: 261, y: 9, width: 120, height: 118))
        XCTAssertEqual(try frame(2), CGRect(x: 261, y: 133, width: 120, height: 118))
        // Page 1: large on the right.
        XCTAssertEqual(try frame(3), CGRect(x: 525, y: 9, width: 246, height: 242))
        XCTAssertEqual(try frame(4), CGRect(x: 399, y: 9, width: 120, height: 118))
        XCTAssertEqual(try frame(5), CGRect(x: 399, y: 133, width: 120, height: 118))
        XCTAssertEqual(try frame(9), CGRect(x: 1305, y: 9, width: 246, height: 242))
        XCTAssertNil(layout.layoutAttributesForItem(at: IndexPath(item: 12, section: 0)))
    }

    func testElementsInARectAreTheTilesThatMeetIt() throws {
        let (_, layout) = mosaic()
        let between = try XCTUnwrap(
            layout.layoutAttributesForElements(in: CGRect(x: 585, y: 0, width: 390, height: 260)))
        XCTAssertEqual(between.map(\.indexPath.item), [3, 6])
        let page = try XCTUnwrap(layout.layoutAttributesForElements(in: CGRect(x: 390, y: 0, width: 390, height: 260)))
        XCTAssertEqual(page.map(\.indexPath.item), [3, 4, 5])
    }

    /// A last page with fewer photos still counts as a page.
    func testAPartPageCountsAsAPage() throws {
        let (_, layout) = mosaic(photoCount: 7)
        XCTAssertEqual(layout.collectionViewContentSize, CGSize(width: 1170, height: 260))
        XCTAssertEqual(
            layout.layoutAttributesForItem(at: IndexPath(item: 6, section: 0))?.frame,
            CGRect(x: 789, y: 9, width: 246, height: 242))
    }

    func testFilmstripScrollsTheMosaicHorizontally() throws {
        let layout = try Fixtures.prepared(CarouselStyles.mosaic).layout
        XCTAssertEqual(layout.itemCount, 12)
        XCTAssertEqual(layout.scrollAxis, .horizontal)
        XCTAssertEqual(layout.offsetRange.max, 1170)
        XCTAssertEqual(layout.visibleAttributes(atOffset: 390).map(\.index).sorted(), [3, 4, 5])
    }

    /// A flick turns exactly one page in its direction, however fast; a slow release stays on the nearest page.
    func testAFlingTurnsOnePage() throws {
        let prepared = try Fixtures.prepared(CarouselStyles.mosaic)
        let cases: [(page: Int, velocity: Double, expected: Int)] = [
            (1, 3000, 2), (1, 8000, 2), (1, -3000, 0), (2, 400, 3), (3, 3000, 3), (0, -3000, 0), (1, 100, 1),
            (2, -100, 2),
        ]
        for (page, velocity, expected) in cases {
            let sequence = try FrameSequence(
                prepared: prepared, startOffset: Double(page) * 390, gesture: .fling(velocity: velocity),
                framesPerSecond: 60)
            XCTAssertEqual(sequence.target, Double(expected) * 390, accuracy: 1e-9, "page \(page), \(velocity)")
        }
    }

    func testFramesAreByteIdenticalWhateverTheThreadCount() throws {
        let (one, four) = try Fixtures.flingPNGs(CarouselStyles.mosaic, startOffset: 390, velocity: 2000)
        XCTAssertGreaterThan(one.count, 2)
        XCTAssertEqual(one.count, four.count)
        XCTAssertTrue(one == four, "frames differ between 1 and 4 threads")
    }
}
