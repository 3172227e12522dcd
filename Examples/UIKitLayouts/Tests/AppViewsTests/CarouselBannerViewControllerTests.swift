import Filmstrip
import FilmstripUIKit
import XCTest

@testable import CarouselBannerViews

/// The carousel banner's view controller, cells and footer as the post wrote them (compiled unedited): its
/// `viewDidLoad` registers the cell and footer classes, builds a compositional layout with an orthogonal paging
/// section and a diffable data source; Filmstrip scrolls that section, and the footer's page control follows.
final class CarouselBannerViewControllerTests: XCTestCase {
    /// The five images the controller asks `UIImage(named:)` for, each a flat colour of its own.
    static let catalog = UIImageCatalog(
        photos: ["building", "flowers", "mountains", "dog", "boat"].enumerated().map { index, name in
            let value = UInt8(40 * (index + 1))
            let pixels = [UInt8](repeating: value, count: 40 * 30 * 4)
            return (fileName: name + ".jpg", pixels: RGBAImage(width: 40, height: 30, pixels: pixels))
        })

    static func storyboard() -> Storyboard<ViewController> {
        Storyboard(ViewController.init) { controller, collectionView in controller.collectionView = collectionView }
    }

    /// The banner as a style: the view is the banner (200) plus the native page control's 26, and gestures scroll
    /// the banner section.
    static func style(_ storyboard: Storyboard<ViewController>) -> UIKitLayoutStyle {
        var style = UIKitLayoutStyle(name: "carousel-banner", height: 226, contentMode: .aspectFill) { collectionView in
            UIImageCatalog.$current.withValue(Self.catalog) { storyboard.load(into: collectionView) }
        }
        style.scrolledSection = 0
        return style
    }

    func makeLayout(_ storyboard: Storyboard<ViewController>) throws -> any CollectionLayout {
        try Self.style(storyboard).makeLayout(
            itemSizes: Array(repeating: Size(width: 4, height: 3), count: 5), viewSize: Size(width: 390, height: 226))
    }

    func testTheBannerCellsAndFooterAreTheAppsClassesAndThePageFollowsThePaging() throws {
        let storyboard = Self.storyboard()
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

    /// Five of the fixture photos, one per banner the controller shows (the cells draw the scene's photo).
    static let photos: [Photo] = {
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("fixtures/photos")
        return [
            "01-aitzgorri.jpg", "02-grace-hopper.jpg", "03-seeding-panorama.jpg", "04-retina.jpg", "05-friends.jpg",
        ]
        .map { Photo.file(folder.appendingPathComponent($0).path) }
    }()

    func testTheAppsBannerPlacesItsBannersAsTheNativeBannerAndPagesOneBannerPerSwipe() throws {
        let app = try PreparedScene(scene: Scene(photos: Self.photos, style: Self.style(Self.storyboard())))
        let native = try PreparedScene(scene: Scene(photos: Self.photos, style: BannerStyle()))
        XCTAssertEqual(app.layout.viewSize, native.layout.viewSize)
        XCTAssertEqual(app.layout.offsetRange, native.layout.offsetRange)
        XCTAssertEqual(app.layout.offsetRange.max, 4 * 390)
        for offset in [0, 195, 390, 1000.5, 1560] {
            XCTAssertEqual(
                try app.layout.checkedVisibleAttributes(atOffset: offset).filter { $0.kind == .cell },
                native.layout.visibleAttributes(atOffset: offset).filter { $0.kind == .cell }, "offset \(offset)")
        }
        for (start, velocity, target) in [(780.0, 2000.0, 1170.0), (780.0, -2000.0, 390.0), (0.0, -2000.0, 0.0)] {
            let appFling = try FrameSequence(
                prepared: app, startOffset: start, gesture: .fling(velocity: velocity), framesPerSecond: 60)
            let nativeFling = try FrameSequence(
                prepared: native, startOffset: start, gesture: .fling(velocity: velocity), framesPerSecond: 60)
            XCTAssertEqual(appFling.target, target, "from \(start) at \(velocity)")
            XCTAssertEqual(nativeFling.target, target, "the native banner from \(start) at \(velocity)")
        }
    }
}
