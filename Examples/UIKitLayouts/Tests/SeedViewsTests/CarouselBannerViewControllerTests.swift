import Filmstrip
import FilmstripUIKit
import XCTest

@testable import SeedViews004

/// The carousel banner's view controller, cells and footer as the post wrote them (compiled unedited): its
/// `viewDidLoad` registers the cell and footer classes, builds a compositional layout with an orthogonal paging
/// section and a diffable data source; Filmstrip scrolls that section, and the footer's page control follows.
final class CarouselBannerViewControllerTests: XCTestCase {
    /// What the storyboard would hold: the controller, with its collection view outlet connected.
    final class Storyboard: @unchecked Sendable {
        var controller: ViewController?
        var collectionView: UICollectionView?
    }

    /// The five images the controller asks `UIImage(named:)` for, each a flat colour of its own.
    static let catalog = UIImageCatalog(
        photos: ["building", "flowers", "mountains", "dog", "boat"].enumerated().map { index, name in
            let value = UInt8(40 * (index + 1))
            let pixels = [UInt8](repeating: value, count: 40 * 30 * 4)
            return (fileName: name + ".jpg", pixels: RGBAImage(width: 40, height: 30, pixels: pixels))
        })

    func makeLayout(_ storyboard: Storyboard) throws -> any CollectionLayout {
        var style = UIKitLayoutStyle(name: "carousel-banner", height: 260) { collectionView in
            UIImageCatalog.$current.withValue(Self.catalog) {
                let controller = ViewController()
                controller.collectionView = collectionView
                controller.loadViewIfNeeded()
                storyboard.controller = controller
                storyboard.collectionView = collectionView
                return collectionView.collectionViewLayout
            }
        }
        style.scrolledSection = 0
        return try style.makeLayout(
            itemSizes: Array(repeating: Size(width: 4, height: 3), count: 5), viewSize: Size(width: 390, height: 260))
    }

    func testTheBannerCellsAndFooterAreTheSeedsClassesAndThePageFollowsThePaging() throws {
        let storyboard = Storyboard()
        let layout = try makeLayout(storyboard)
        _ = try layout.checkedVisibleAttributes(atOffset: 0)
        let collectionView = try XCTUnwrap(storyboard.collectionView)
        XCTAssertTrue(collectionView.visibleCells.allSatisfy { $0 is CarouselBannerCell })
        let first = try XCTUnwrap(collectionView.cellForItem(at: IndexPath(item: 0, section: 0)) as? CarouselBannerCell)
        XCTAssertEqual(first.imageView.contentMode, .scaleAspectFill)
        XCTAssertTrue(first.imageView.clipsToBounds)
        XCTAssertEqual(first.imageView.image?.pixels?.pixels.first, 40, "the first banner shows \"building\"")
        let footer = try XCTUnwrap(storyboard.controller?.carouselBannerFooter)
        XCTAssertEqual(footer.pageControl.numberOfPages, 5)
        XCTAssertEqual(footer.pageControl.currentPage, 0)

        // A page to the left: the section's invalidation handler sees an offset that is a whole page.
        _ = try layout.checkedVisibleAttributes(atOffset: 390 * 2)
        XCTAssertEqual(footer.pageControl.currentPage, 2)
        let third = try XCTUnwrap(collectionView.cellForItem(at: IndexPath(item: 2, section: 0)) as? CarouselBannerCell)
        XCTAssertEqual(third.imageView.image?.pixels?.pixels.first, 120, "the third banner shows \"mountains\"")
    }
}
