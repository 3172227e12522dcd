import FilmstripUIKit
import XCTest

/// UICollectionViewFlowLayout against UIKit's documented behaviour: lines fill greedily across the scroll direction
/// with at least the interitem spacing, lines are `minimumLineSpacing` apart, sections stack with their headers,
/// insets and footers, and every metric comes from the delegate when it answers.
final class FlowLayoutTests: XCTestCase {
    func testVerticalItemsWrapIntoLinesSpreadToBothInsets() throws {
        // 320 wide, 10 + 10 insets: 300 for items of 90 with >= 10 between: three a line, the gap (300 - 270) / 2.
        let harness = FlowTestHarness(counts: [7])
        harness.layout.itemSize = CGSize(width: 90, height: 40)
        harness.layout.sectionInset = UIEdgeInsets(top: 5, left: 10, bottom: 20, right: 10)
        harness.layout.minimumLineSpacing = 8
        XCTAssertEqual(harness.frame(0), CGRect(x: 10, y: 5, width: 90, height: 40))
        XCTAssertEqual(harness.frame(1), CGRect(x: 115, y: 5, width: 90, height: 40))
        XCTAssertEqual(harness.frame(2), CGRect(x: 220, y: 5, width: 90, height: 40))
        XCTAssertEqual(harness.frame(3), CGRect(x: 10, y: 53, width: 90, height: 40))
        // A lone item on the last line is centred between the insets.
        XCTAssertEqual(harness.frame(6), CGRect(x: 115, y: 101, width: 90, height: 40))
        XCTAssertEqual(harness.layout.collectionViewContentSize, CGSize(width: 320, height: 161))
    }

    func testTheLastLineOfSeveralItemsIsPackedAndALoneItemCentred() throws {
        let harness = FlowTestHarness(counts: [5])
        harness.layout.itemSize = CGSize(width: 90, height: 40)
        harness.layout.sectionInset = UIEdgeInsets(top: 0, left: 10, bottom: 0, right: 10)
        XCTAssertEqual(harness.frame(3)?.minX, 10)
        XCTAssertEqual(harness.frame(4)?.minX, 110)
        harness.counts = [4]
        harness.collectionView.reloadData()
        XCTAssertEqual(harness.frame(3), CGRect(x: 115, y: 50, width: 90, height: 40))
    }

    func testItemsShorterThanTheirLineAreCentredInIt() throws {
        let harness = FlowTestHarness(counts: [3])
        harness.sizeForItem = { CGSize(width: 50, height: [30, 60, 20][$0.item]) }
        XCTAssertEqual(harness.frame(0)?.minY, 15)
        XCTAssertEqual(harness.frame(1)?.minY, 0)
        XCTAssertEqual(harness.frame(2)?.minY, 20)
    }

    func testAnItemWiderThanTheLineHasALineOfItsOwn() throws {
        let harness = FlowTestHarness(counts: [3])
        harness.sizeForItem = { CGSize(width: $0.item == 1 ? 400 : 100, height: 40) }
        XCTAssertEqual(harness.frame(0)?.minY, 0)
        XCTAssertEqual(harness.frame(1)?.minY, 50)
        XCTAssertEqual(harness.frame(1)?.minX, 0)
        XCTAssertEqual(harness.frame(2)?.minY, 100)
    }

    func testSectionsStackWithHeadersInsetsAndFooters() throws {
        let harness = FlowTestHarness(counts: [2, 1])
        harness.layout.itemSize = CGSize(width: 100, height: 50)
        harness.layout.headerReferenceSize = CGSize(width: 0, height: 30)
        harness.layout.footerReferenceSize = CGSize(width: 0, height: 12)
        harness.insetForSection = { UIEdgeInsets(top: $0 == 0 ? 4 : 6, left: 0, bottom: 8, right: 0) }
        harness.collectionView.layoutIfNeeded()
        let header = UICollectionView.elementKindSectionHeader
        let footer = UICollectionView.elementKindSectionFooter
        let layout = harness.layout
        XCTAssertEqual(
            layout.layoutAttributesForSupplementaryView(ofKind: header, at: IndexPath(item: 0, section: 0))?.frame,
            CGRect(x: 0, y: 0, width: 320, height: 30))
        XCTAssertEqual(harness.frame(0)?.minY, 34)
        XCTAssertEqual(
            layout.layoutAttributesForSupplementaryView(ofKind: footer, at: IndexPath(item: 0, section: 0))?.frame,
            CGRect(x: 0, y: 92, width: 320, height: 12))
        // Section 1: header at 104, its top inset 6, its item at 140.
        XCTAssertEqual(
            layout.layoutAttributesForSupplementaryView(ofKind: header, at: IndexPath(item: 0, section: 1))?.frame,
            CGRect(x: 0, y: 104, width: 320, height: 30))
        XCTAssertEqual(harness.frame(0, 1), CGRect(x: 110, y: 140, width: 100, height: 50))
        XCTAssertEqual(layout.collectionViewContentSize.height, 210)
        let kinds = (layout.layoutAttributesForElements(in: CGRect(x: 0, y: 0, width: 320, height: 480)) ?? [])
            .map { $0.representedElementKind ?? "cell \($0.indexPath.item)" }
        XCTAssertEqual(kinds, [header, "cell 0", "cell 1", footer, header, "cell 0", footer])
    }

    func testHorizontalFlowMakesColumnsAndCentresALoneItemVertically() throws {
        // The flow row: x(0) = inset.left + header width, x(i+1) = x(i) + w(i) + lineSpacing, y centred in the row.
        let harness = FlowTestHarness(counts: [3], viewSize: CGSize(width: 390, height: 120))
        harness.layout.scrollDirection = .horizontal
        harness.layout.headerReferenceSize = CGSize(width: 44, height: 0)
        harness.layout.sectionInset = UIEdgeInsets(top: 4, left: 6, bottom: 10, right: 8)
        harness.sizeForItem = { CGSize(width: [70, 50.5, 90][$0.item], height: 96) }
        // y = top + (H - top - bottom - h) / 2 = 4 + (120 - 14 - 96) / 2.
        XCTAssertEqual(harness.frame(0), CGRect(x: 50, y: 9, width: 70, height: 96))
        XCTAssertEqual(harness.frame(1), CGRect(x: 130, y: 9, width: 50.5, height: 96))
        XCTAssertEqual(harness.frame(2), CGRect(x: 190.5, y: 9, width: 90, height: 96))
        XCTAssertEqual(harness.layout.collectionViewContentSize, CGSize(width: 288.5, height: 120))
    }

    func testHorizontalFlowStacksShortItemsInAColumn() throws {
        let harness = FlowTestHarness(counts: [5], viewSize: CGSize(width: 300, height: 100))
        harness.layout.scrollDirection = .horizontal
        harness.layout.itemSize = CGSize(width: 40, height: 30)
        harness.layout.minimumInteritemSpacing = 5
        harness.layout.minimumLineSpacing = 12
        // 100 high: three of 30 with >= 5 between; spread: gaps of 5.
        XCTAssertEqual(harness.frame(0), CGRect(x: 0, y: 0, width: 40, height: 30))
        XCTAssertEqual(harness.frame(2), CGRect(x: 0, y: 70, width: 40, height: 30))
        XCTAssertEqual(harness.frame(3), CGRect(x: 52, y: 0, width: 40, height: 30))
        XCTAssertEqual(harness.frame(4), CGRect(x: 52, y: 35, width: 40, height: 30))
    }

    func testContentInsetsNarrowTheLinesButNotTheOffsets() throws {
        let harness = FlowTestHarness(counts: [4])
        harness.collectionView.contentInset = UIEdgeInsets(top: 0, left: 15, bottom: 0, right: 15)
        harness.layout.itemSize = CGSize(width: 90, height: 40)
        // 290 wide: three of 90 with gaps of 10.
        XCTAssertEqual(harness.frame(2)?.minX, 200)
        XCTAssertEqual(harness.layout.collectionViewContentSize.width, 290)
    }

    func testEstimatedItemSizeFitsEachPhotoAtTheEstimatedHeight() throws {
        let harness = FlowTestHarness(counts: [2])
        harness.collectionView.dataSource = nil
        harness.collectionView.delegate = nil
        harness.layout.estimatedItemSize = CGSize(width: 50, height: 60)
        harness.layout.minimumInteritemSpacing = 0
        XCTAssertEqual(harness.frame(0), nil, "no data source: the collection view has no scene items here")
        let style = UIKitLayoutStyle(name: "estimated") { collectionView in
            let layout = UICollectionViewFlowLayout()
            layout.estimatedItemSize = CGSize(width: 50, height: 60)
            return layout
        }
        let layout = try style.makeLayout(
            itemSizes: [.init(width: 400, height: 300), .init(width: 300, height: 600)],
            viewSize: .init(width: 320, height: 200))
        let frames = layout.allAttributes().map(\.frame)
        XCTAssertEqual(frames.map(\.width), [80, 30])
        XCTAssertEqual(frames.map(\.height), [60, 60])
    }

    func testAPropertyChangedInPrepareTakesEffect() throws {
        final class ConfiguringLayout: UICollectionViewFlowLayout {
            override func prepare() {
                super.prepare()
                scrollDirection = .horizontal
                itemSize = CGSize(width: 100, height: 80)
                minimumLineSpacing = 0
            }
        }
        let harness = FlowTestHarness(
            counts: [3], viewSize: CGSize(width: 320, height: 100), layout: ConfiguringLayout())
        harness.collectionView.delegate = nil
        // One 80-high item per column of the 100-high view, centred in it; columns 100 wide, no spacing.
        XCTAssertEqual(harness.frame(2), CGRect(x: 200, y: 10, width: 100, height: 80))
    }

    func testQueriesReturnCopiesThatASubclassMayEdit() throws {
        let harness = FlowTestHarness(counts: [3])
        harness.collectionView.layoutIfNeeded()
        let rect = CGRect(x: 0, y: 0, width: 320, height: 100)
        let first = try XCTUnwrap(harness.layout.layoutAttributesForElements(in: rect))
        first[0].frame.origin.x += 100
        first[0].alpha = 0
        let second = try XCTUnwrap(harness.layout.layoutAttributesForElements(in: rect))
        XCTAssertEqual(second[0].frame.minX, 0)
        XCTAssertEqual(second[0].alpha, 1)
    }

    func testVisibleElementsAreFoundWithoutScanningEverything() throws {
        let harness = FlowTestHarness(counts: [100_000])
        harness.layout.itemSize = CGSize(width: 100, height: 100)
        harness.collectionView.layoutIfNeeded()
        let rect = CGRect(x: 0, y: 500_000, width: 320, height: 480)
        let found = try XCTUnwrap(harness.layout.layoutAttributesForElements(in: rect))
        // Lines every 110 pt, three items each: lines 4545 to 4549 meet y 500000 to 500480.
        XCTAssertEqual(found.map(\.indexPath.item), Array(13_635...13_649))
    }

    func testScrollToItemClampsAndIndexPathForItemFindsTheItemUnderAPoint() throws {
        let harness = FlowTestHarness(counts: [10], viewSize: CGSize(width: 200, height: 100))
        harness.layout.scrollDirection = .horizontal
        harness.layout.itemSize = CGSize(width: 90, height: 90)
        harness.layout.minimumLineSpacing = 10
        let view = harness.collectionView
        // Items every 100 pt; content 990 wide.
        view.scrollToItem(at: IndexPath(item: 4, section: 0), at: .centeredHorizontally, animated: false)
        XCTAssertEqual(view.contentOffset.x, 345)
        view.scrollToItem(at: IndexPath(item: 9, section: 0), at: .centeredHorizontally, animated: false)
        XCTAssertEqual(view.contentOffset.x, 790, "clamped to the end of the content")
        view.scrollToItem(at: IndexPath(item: 0, section: 0), at: .left, animated: false)
        XCTAssertEqual(view.contentOffset.x, 0)
        XCTAssertEqual(view.indexPathForItem(at: CGPoint(x: 350, y: 50)), IndexPath(item: 3, section: 0))
        XCTAssertNil(view.indexPathForItem(at: CGPoint(x: 395, y: 50)), "the gap between items 3 and 4")
    }

    /// A flow layout invalidates when its collection view's size changes, as UIKit's does, so a layout that centres
    /// its first item with content insets from `invalidateLayout(with:)` (CenteredCollectionView's) finds the size
    /// the view was given, not the zero frame it was made with.
    func testAFlowLayoutInvalidatesWhenTheViewIsResized() {
        /// Centres the first and last items with insets worked out from the view's width, as the published layout.
        final class CentringLayout: UICollectionViewFlowLayout {
            var invalidatedWidths: [CGFloat] = []
            override func invalidateLayout(with context: UICollectionViewLayoutInvalidationContext) {
                super.invalidateLayout(with: context)
                guard let collectionView else { return }
                invalidatedWidths.append(collectionView.bounds.width)
                let inset = (collectionView.bounds.width - itemSize.width) / 2
                collectionView.contentInset = UIEdgeInsets(top: 0, left: inset, bottom: 0, right: inset)
                collectionView.contentOffset = CGPoint(x: -inset, y: 0)
            }
        }
        let layout = CentringLayout()
        layout.scrollDirection = .horizontal
        let view = UICollectionView(frame: .zero, collectionViewLayout: layout)
        layout.itemSize = CGSize(width: 273, height: 400)
        XCTAssertEqual(layout.invalidatedWidths.last, 0)
        view.frame = CGRect(x: 0, y: 0, width: 390, height: 500)
        XCTAssertEqual(layout.invalidatedWidths.last, 390)
        XCTAssertEqual(view.contentInset.left, 58.5)
        XCTAssertEqual(view.contentOffset.x, -58.5)
        // Moving the bounds without resizing them (a scroll) asks nothing of a flow layout.
        let count = layout.invalidatedWidths.count
        view.contentOffset = CGPoint(x: 100, y: 0)
        XCTAssertEqual(layout.invalidatedWidths.count, count)
    }
}
