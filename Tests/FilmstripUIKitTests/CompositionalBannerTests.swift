import FilmstripUIKit
import XCTest

@testable import Filmstrip

/// Seed 004's banner carousel written as the post writes it (a compositional layout section of full-width groups
/// 200 high with `.groupPaging` and a bottom footer, fed by a diffable data source) renders as the native `banner`
/// style and pages as it does: one banner per swipe.
final class CompositionalBannerTests: XCTestCase {
    /// The post's view controller, minus the views that do not exist yet (its cell's `UIImageView` and the footer's
    /// `UIPageControl`): the section, the providers and the snapshot are the post's code.
    final class CarouselBannerViewController {
        enum SectionType: Int {
            case carouselBanner = 0
        }

        enum SectionItem: Hashable {
            case carouselBannerCell(UIImage)
        }

        typealias DataSource = UICollectionViewDiffableDataSource<SectionType, SectionItem>
        typealias Snapshot = NSDiffableDataSourceSnapshot<SectionType, SectionItem>
        typealias DidChangePage = (Int) -> Void

        static let cellID = "CarouselBannerCell"
        static let footerID = "CarouselBannerFooter"
        static let footerKind = "CarouselBannerFooterKind"

        var images: [UIImage] = []
        var dataSource: DataSource!
        /// Every page the handler reported, in order (the post sets its page control's `currentPage`).
        var reportedPages: [Int] = []
        /// The container widths the handler saw.
        var containerWidths: Set<CGFloat> = []

        func carouselBannerSection(didChangePage: @escaping DidChangePage) -> NSCollectionLayoutSection {
            let itemSize = NSCollectionLayoutSize(
                widthDimension: .fractionalWidth(1.0), heightDimension: .fractionalHeight(1.0))
            let item = NSCollectionLayoutItem(layoutSize: itemSize)

            let groupSize = NSCollectionLayoutSize(
                widthDimension: .fractionalWidth(1.0), heightDimension: .absolute(200.0))
            let group = NSCollectionLayoutGroup.horizontal(layoutSize: groupSize, subitems: [item])

            let section = NSCollectionLayoutSection(group: group)
            section.orthogonalScrollingBehavior = .groupPaging

            let footerSize = NSCollectionLayoutSize(
                widthDimension: .fractionalWidth(1.0), heightDimension: .estimated(50.0))
            let sectionFooter = NSCollectionLayoutBoundarySupplementaryItem(
                layoutSize: footerSize, elementKind: Self.footerKind, alignment: .bottom)
            section.boundarySupplementaryItems = [sectionFooter]

            section.visibleItemsInvalidationHandler = { (visibleItems, offset, env) in
                self.containerWidths.insert(env.container.contentSize.width)
                guard offset.x >= 0 else { return }
                let contentWidth = env.container.contentSize.width
                if offset.x.remainder(dividingBy: contentWidth) == 0.0 {
                    let page = offset.x / contentWidth
                    didChangePage(Int(page))
                }
            }

            return section
        }

        func sectionProvider(sectionIndex: Int, environment: NSCollectionLayoutEnvironment)
            -> NSCollectionLayoutSection?
        {
            switch sectionIndex {
            case SectionType.carouselBanner.rawValue:
                return self.carouselBannerSection { page in
                    self.reportedPages.append(page)
                }
            default:
                fatalError()
            }
        }

        func cellProvider(collectionView: UICollectionView, indexPath: IndexPath, sectionItem: SectionItem)
            -> UICollectionViewCell
        {
            switch sectionItem {
            case .carouselBannerCell:
                return collectionView.dequeueReusableCell(withReuseIdentifier: Self.cellID, for: indexPath)
            }
        }

        func updateSnapshot(sectionData: [SectionType: [SectionItem]]) {
            var snapshot = Snapshot()
            let sections = Array(sectionData.keys)
            snapshot.appendSections(sections)
            for data in sectionData {
                snapshot.appendItems(data.value, toSection: data.key)
            }
            dataSource.apply(snapshot)
        }

        /// `viewDidLoad()`, with the scene's photos as the images.
        func install(in collectionView: UICollectionView, images: [UIImage]) -> UICollectionViewLayout {
            self.images = images
            collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: Self.cellID)
            collectionView.register(
                UICollectionReusableView.self, forSupplementaryViewOfKind: Self.footerKind,
                withReuseIdentifier: Self.footerID)
            collectionView.collectionViewLayout = UICollectionViewCompositionalLayout(sectionProvider: sectionProvider)
            dataSource = DataSource(collectionView: collectionView, cellProvider: cellProvider)
            collectionView.dataSource = dataSource
            let sectionItems = images.map { SectionItem.carouselBannerCell($0) }
            updateSnapshot(sectionData: [SectionType.carouselBanner: sectionItems])
            return collectionView.collectionViewLayout
        }
    }

    static let photos = [
        Photo.file(
            URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
                .deletingLastPathComponent().appendingPathComponent("fixtures/photos").path)
    ]

    /// The seed's carousel as a style: the view is the banner (200) plus the native footer (26), and gestures
    /// scroll the banner section.
    static func compositionalBanner(_ controller: CarouselBannerViewController) -> UIKitLayoutStyle {
        var style = UIKitLayoutStyle(name: "compositional-banner", height: 226, contentMode: .aspectFill) {
            collectionView, images in
            controller.install(in: collectionView, images: images)
        }
        style.scrolledSection = 0
        return style
    }

    func prepared(_ controller: CarouselBannerViewController = CarouselBannerViewController()) throws
        -> (compositional: PreparedScene, native: PreparedScene)
    {
        let compositional = try PreparedScene(
            scene: Scene(photos: Self.photos, style: Self.compositionalBanner(controller)))
        let native = try PreparedScene(scene: Scene(photos: Self.photos, style: BannerStyle()))
        return (compositional, native)
    }

    func testTheSeedsSectionLaysOutAsTheNativeBanner() throws {
        let (compositional, native) = try prepared()
        XCTAssertEqual(compositional.layout.itemCount, 12)
        XCTAssertEqual(compositional.layout.scrollAxis, .horizontal)
        XCTAssertEqual(compositional.layout.viewSize, native.layout.viewSize)
        XCTAssertEqual(compositional.layout.offsetRange, native.layout.offsetRange)
        XCTAssertEqual(compositional.layout.offsetRange.max, 11 * 390)
        XCTAssertEqual(compositional.layout.decelerationRatePerMillisecond, 0.99, "group paging decelerates fast")
        for index in 0..<12 {
            XCTAssertEqual(
                compositional.layout.offset(centeringItem: index), native.layout.offset(centeringItem: index))
        }
        // The banners' frames are the native ones at every offset; the footer is the post's estimated 50 pt under
        // them (UIKit choice `estimatedDimensionIsTheSize`), the native one the page control's 26.
        let offsets: [Double] = [0, 1170, 1270.5, 4290, -40]
        for offset in offsets {
            let cells = compositional.layout.visibleAttributes(atOffset: offset).filter { $0.kind == .cell }
            let nativeCells = native.layout.visibleAttributes(atOffset: offset).filter { $0.kind == .cell }
            XCTAssertEqual(cells, nativeCells, "offset \(offset)")
            let footer = try XCTUnwrap(
                compositional.layout.visibleAttributes(atOffset: offset).first { $0.kind != .cell })
            XCTAssertEqual(footer.frame, Rect(x: offset, y: 200, width: 390, height: 50), "offset \(offset)")
        }
    }

    /// Only the page-control dots differ: the native style draws them, and `UIPageControl` is not part of the UIKit
    /// layer yet (the post's footer is an empty view here). Every pixel outside the dots' squares is the same
    /// (0 differ), and inside them at most the squares' area differs.
    func testTheSeedsCarouselRendersAsTheNativeBannerButForThePageDots() throws {
        let (compositional, native) = try prepared()
        let bannerLayout = try XCTUnwrap(native.layout as? BannerLayout)
        let scale = 2.0
        let offsets: [Double] = [0, 1170, 1270.5, 4290]
        for offset in offsets {
            let expected = try native.render(atOffset: offset)
            let actual = try compositional.render(atOffset: offset)
            XCTAssertEqual([actual.width, actual.height], [780, 452])
            // The dots' squares in pixels, widened by one pixel for their anti-aliased edges.
            let squares = bannerLayout.pageControlDots(atOffset: offset).map { dot -> (Int, Int, Int, Int) in
                let rect = dot.rect
                let minX = Int((rect.minX * scale).rounded(.down)) - 1
                let minY = Int((rect.minY * scale).rounded(.down)) - 1
                let maxX = Int((rect.maxX * scale).rounded(.up)) + 1
                let maxY = Int((rect.maxY * scale).rounded(.up)) + 1
                return (minX, minY, maxX, maxY)
            }
            XCTAssertEqual(squares.count, 12)
            var outside = 0
            var inside = 0
            for y in 0..<actual.height {
                for x in 0..<actual.width {
                    let start = (y * actual.width + x) * 4
                    guard actual.pixels[start..<start + 4] != expected.pixels[start..<start + 4] else { continue }
                    let inDot = squares.contains { square in
                        let (minX, minY, maxX, maxY) = square
                        return x >= minX && x < maxX && y >= minY && y < maxY
                    }
                    if inDot {
                        inside += 1
                    } else {
                        outside += 1
                    }
                }
            }
            let squareArea = squares.map { ($0.2 - $0.0) * ($0.3 - $0.1) }.reduce(0, +)
            let result = ImageDiff.compare(expected: expected, actual: actual)
            print("offset \(offset): \(result.summary); \(inside) pixels differ inside the dots' squares")
            XCTAssertEqual(outside, 0, "offset \(offset): pixels differ outside the page dots")
            XCTAssertGreaterThan(inside, 0, "the native dots are drawn")
            XCTAssertLessThanOrEqual(inside, squareArea)
            XCTAssertLessThanOrEqual(result.diffPixels, squareArea)
        }
    }

    func testGroupPagingMovesOneBannerPerSwipe() throws {
        let (compositional, native) = try prepared()
        for start in [0, 2, 5, 11] {
            let from = Double(start) * 390
            let swipes: [(velocity: Double, step: Int)] = [(3000, 1), (-3000, -1), (800, 1), (-800, -1), (150, 0)]
            for (velocity, step) in swipes {
                let sequence = try FrameSequence(
                    prepared: compositional, startOffset: from, gesture: .fling(velocity: velocity),
                    framesPerSecond: 60)
                let page: Int = min(max(start + step, 0), 11)
                let expected = Double(page) * 390
                XCTAssertEqual(sequence.target, expected, "banner \(start), velocity \(velocity)")
                let nativeSequence = try FrameSequence(
                    prepared: native, startOffset: from, gesture: .fling(velocity: velocity), framesPerSecond: 60)
                XCTAssertEqual(sequence.target, nativeSequence.target)
            }
        }
        // A slow drag of most of a banner rests on the nearer one; a quick short swipe goes on by one.
        let dragged = try FrameSequence(
            prepared: compositional, startOffset: 390, gesture: .drag(distance: 250, duration: 2), framesPerSecond: 60)
        XCTAssertEqual(dragged.target, 780)
        let swiped = try FrameSequence(
            prepared: compositional, startOffset: 390, gesture: .drag(distance: 40, duration: 0.05),
            framesPerSecond: 60)
        XCTAssertEqual(swiped.target, 780)
    }

    func testTheHandlerReportsThePageWhereTheSwipeRests() throws {
        let controller = CarouselBannerViewController()
        let (compositional, _) = try prepared(controller)
        // The whole motion is laid out, in order, when the sequence is planned (`motionWillPlay`), as the scroll
        // view moves through it on iOS; drawing the frames asks the layout nothing more.
        controller.reportedPages.removeAll()
        let sequence = try FrameSequence(
            prepared: compositional, startOffset: 780, gesture: .fling(velocity: 2000), framesPerSecond: 60)
        try SequenceRenderer(prepared: compositional, sequence: sequence, threads: 2).forEachFrame { _ in }
        XCTAssertEqual(sequence.target, 1170)
        // The post's rule reports only whole pages: the start (2) and the page it rests on (3).
        XCTAssertEqual(controller.reportedPages.first, 2)
        XCTAssertEqual(controller.reportedPages.last, 3)
        XCTAssertEqual(Set(controller.reportedPages), [2, 3])
        XCTAssertEqual(controller.containerWidths, [390])
    }
}
