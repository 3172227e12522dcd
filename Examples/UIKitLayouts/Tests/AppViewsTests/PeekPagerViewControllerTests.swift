import Filmstrip
import FilmstripUIKit
import XCTest

@testable import PeekPagerViews

/// The peeking pager's view controller as the post wrote it (compiled unedited): its outlet's `didSet` registers the
/// nib "CollectionViewCell" and installs the app's FlowLayout; Filmstrip has no nibs, so the harness names the
/// class the nib holds, as the post's Interface Builder file would have.
final class PeekPagerViewControllerTests: XCTestCase {
    func makeLayout(_ storyboard: Storyboard<ViewController>) throws -> any CollectionLayout {
        UINib.register(CollectionViewCell.self, forNibNamed: "CollectionViewCell")
        let style = UIKitLayoutStyle(name: "peek", height: 300) { storyboard.load(into: $0) }
        return try style.makeLayout(
            itemSizes: Array(repeating: Size(width: 4, height: 3), count: 3), viewSize: Size(width: 390, height: 300))
    }

    func testTheNibsCellIsDequeuedAndTheCardsScaleByTheirDistanceFromTheCentre() throws {
        let storyboard = Storyboard(ViewController.init) { $0.collectionView = $1 }
        let layout = try makeLayout(storyboard)
        let drawn = try layout.checkedVisibleAttributes(atOffset: 0)
        let collectionView = try XCTUnwrap(storyboard.collectionView)
        XCTAssertFalse(collectionView.visibleCells.isEmpty)
        XCTAssertTrue(collectionView.visibleCells.allSatisfy { $0 is CollectionViewCell })
        XCTAssertEqual(drawn.count, collectionView.visibleCells.count)
        // Cards are 70% of the view: 273 x 210, the first one inset by the section's 4 points.
        let first = try XCTUnwrap(collectionView.cellForItem(at: IndexPath(item: 0, section: 0)))
        XCTAssertEqual(first.bounds.size, CGSize(width: 273, height: 210))
        // scrollViewDidScroll scales each card by -0.0005 per point from the screen's centre (195).
        let centre = first.convert(CGPoint(x: first.bounds.midX, y: first.bounds.midY), to: nil)
        XCTAssertEqual(first.transform.a, 1 - 0.0005 * abs(195 - centre.x), accuracy: 1e-9)
    }
}
