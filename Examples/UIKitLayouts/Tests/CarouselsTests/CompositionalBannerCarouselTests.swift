import Filmstrip
import FilmstripUIKit
import XCTest

@testable import Carousels

/// The compositional banner carousel in a 390 x 226 view: twelve banners 390 x 200 in a group-paging section,
/// one banner per swipe, the page reported on whole pages.
final class CompositionalBannerCarouselTests: XCTestCase {
    func testSwipesMoveOneBanner() throws {
        let prepared = try Fixtures.prepared(CarouselStyles.compositionalBanner)
        XCTAssertEqual(prepared.layout.itemCount, Fixtures.photoCount)
        XCTAssertEqual(prepared.layout.offsetRange, OffsetRange(min: 0, max: 11 * 390))
        for (start, velocity, target) in [(780.0, 2000.0, 1170.0), (780.0, -2000.0, 390.0), (0.0, -2000.0, 0.0)] {
            let sequence = try FrameSequence(
                prepared: prepared, startOffset: start, gesture: .fling(velocity: velocity), framesPerSecond: 60)
            XCTAssertEqual(sequence.target, target, "from \(start) at \(velocity)")
        }
    }

    func testTheHandlerReportsThePageWhereTheBannersRest() throws {
        // Every call into the layout runs under FilmstripUIKit's one lock; the test reads the page between them.
        nonisolated(unsafe) let controller = BannerCarouselViewController(
            images: (0..<Fixtures.photoCount).map { _ in UIImage(size: CGSize(width: 400, height: 300)) })
        var style = UIKitLayoutStyle(name: "banner-under-test", height: 226) { collectionView in
            controller.install(in: collectionView)
        }
        style.scrolledSection = 0
        let prepared = try Fixtures.prepared(style)
        XCTAssertEqual(controller.currentPage, 0)
        _ = try prepared.render(atOffset: 780)
        XCTAssertEqual(controller.currentPage, 2)
        _ = try prepared.render(atOffset: 900)
        XCTAssertEqual(controller.currentPage, 2, "between pages the page stays")
        _ = try prepared.render(atOffset: 4290)
        XCTAssertEqual(controller.currentPage, 11)
    }

    func testFramesAreTheSameOnOneAndFourThreads() throws {
        let runs = try Fixtures.flingPNGs(CarouselStyles.compositionalBanner, startOffset: 390, velocity: 2000)
        XCTAssertGreaterThan(runs.oneThread.count, 3)
        XCTAssertEqual(runs.oneThread, runs.fourThreads)
    }
}
