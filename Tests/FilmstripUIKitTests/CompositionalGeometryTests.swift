import FilmstripUIKit
import XCTest

/// A compositional layout's geometry, exactly: fractional, absolute and estimated sizes, content insets, item and
/// group spacing (fixed and flexible), the `count:` and `subitems:` forms, nested and custom groups, boundary items
/// and their alignments, pinned headers and footers, section backgrounds, and both scroll directions.
final class CompositionalGeometryTests: XCTestCase {
    /// A collection view of `counts` items per section with a compositional layout of `sections` (one section
    /// object per section; the last repeats).
    final class Harness: NSObject, UICollectionViewDataSource {
        let counts: [Int]
        let layout: UICollectionViewCompositionalLayout
        let collectionView: UICollectionView

        init(
            counts: [Int], viewSize: CGSize = CGSize(width: 320, height: 480),
            configuration: UICollectionViewCompositionalLayoutConfiguration =
                UICollectionViewCompositionalLayoutConfiguration(),
            sections: [NSCollectionLayoutSection]
        ) {
            self.counts = counts
            layout = UICollectionViewCompositionalLayout(
                sectionProvider: { index, _ in sections[min(index, sections.count - 1)] },
                configuration: configuration)
            collectionView = UICollectionView(
                frame: CGRect(origin: .zero, size: viewSize), collectionViewLayout: layout)
            super.init()
            collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
            collectionView.dataSource = self
            collectionView.layoutIfNeeded()
        }

        func numberOfSections(in collectionView: UICollectionView) -> Int { counts.count }

        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
            counts[section]
        }

        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
            -> UICollectionViewCell
        {
            collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
        }

        func frame(_ item: Int, _ section: Int = 0) -> CGRect? {
            layout.layoutAttributesForItem(at: IndexPath(item: item, section: section))?.frame
        }

        func supplementary(_ kind: String, _ section: Int = 0) -> UICollectionViewLayoutAttributes? {
            layout.layoutAttributesForSupplementaryView(ofKind: kind, at: IndexPath(item: 0, section: section))
        }
    }

    static func size(_ width: NSCollectionLayoutDimension, _ height: NSCollectionLayoutDimension)
        -> NSCollectionLayoutSize
    {
        NSCollectionLayoutSize(widthDimension: width, heightDimension: height)
    }

    func testAGridRowRepeatsItsItemWithInsetsAndSpacing() {
        let item = NSCollectionLayoutItem(layoutSize: Self.size(.fractionalWidth(0.25), .fractionalHeight(1)))
        item.contentInsets = NSDirectionalEdgeInsets(top: 5, leading: 5, bottom: 5, trailing: 5)
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: Self.size(.fractionalWidth(1), .absolute(100)), subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.contentInsets = NSDirectionalEdgeInsets(top: 10, leading: 20, bottom: 30, trailing: 20)
        section.interGroupSpacing = 8
        let harness = Harness(counts: [10], sections: [section])
        // The group is 280 wide (320 less the insets), so each item takes 70 x 100 and its cell is that less 5 a side.
        XCTAssertEqual(harness.frame(0), CGRect(x: 25, y: 15, width: 60, height: 90))
        XCTAssertEqual(harness.frame(3), CGRect(x: 235, y: 15, width: 60, height: 90))
        XCTAssertEqual(harness.frame(4), CGRect(x: 25, y: 123, width: 60, height: 90), "a row is 100 + 8 down")
        XCTAssertEqual(harness.frame(9), CGRect(x: 95, y: 231, width: 60, height: 90), "the last row holds two")
        XCTAssertNil(harness.frame(10))
        XCTAssertEqual(harness.layout.collectionViewContentSize, CGSize(width: 320, height: 10 + 300 + 16 + 30))
        XCTAssertEqual(harness.collectionView.contentSize, CGSize(width: 320, height: 356))
    }

    func testACountGroupSizesItsItemsToFillWithFixedSpacing() {
        let item = NSCollectionLayoutItem(layoutSize: Self.size(.absolute(999), .fractionalHeight(0.5)))
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: Self.size(.fractionalWidth(1), .absolute(50)), subitem: item, count: 3)
        group.interItemSpacing = .fixed(10)
        let harness = Harness(counts: [4], sections: [NSCollectionLayoutSection(group: group)])
        XCTAssertEqual(harness.frame(0), CGRect(x: 0, y: 0, width: 100, height: 25))
        XCTAssertEqual(harness.frame(1), CGRect(x: 110, y: 0, width: 100, height: 25))
        XCTAssertEqual(harness.frame(2), CGRect(x: 220, y: 0, width: 100, height: 25))
        XCTAssertEqual(harness.frame(3), CGRect(x: 0, y: 50, width: 100, height: 25))
    }

    func testFlexibleSpacingSharesTheLeftoverSpace() throws {
        let item = NSCollectionLayoutItem(layoutSize: Self.size(.absolute(60), .absolute(60)))
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: Self.size(.fractionalWidth(1), .absolute(60)), subitems: [item])
        group.interItemSpacing = .flexible(10)
        let harness = Harness(counts: [5], sections: [NSCollectionLayoutSection(group: group)])
        // Four fit at 10 apart (270 of 320); the 50 left over is shared by the three gaps.
        let xs = try (0..<4).map { try XCTUnwrap(harness.frame($0)).minX }
        XCTAssertEqual(xs[0], 0)
        XCTAssertEqual(xs[1], 60 + 10 + 50.0 / 3, accuracy: 1e-9)
        XCTAssertEqual(xs[3], 260, accuracy: 1e-9)
        XCTAssertEqual(harness.frame(4), CGRect(x: 0, y: 60, width: 60, height: 60))
    }

    func testNestedGroupsPlaceABigItemBesideAColumnOfTwo() {
        let big = NSCollectionLayoutItem(layoutSize: Self.size(.fractionalWidth(2.0 / 3), .fractionalHeight(1)))
        let small = NSCollectionLayoutItem(layoutSize: Self.size(.fractionalWidth(1), .fractionalHeight(0.5)))
        let column = NSCollectionLayoutGroup.vertical(
            layoutSize: Self.size(.fractionalWidth(1.0 / 3), .fractionalHeight(1)), subitems: [small])
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: Self.size(.fractionalWidth(1), .absolute(200)), subitems: [big, column])
        let harness = Harness(
            counts: [4], viewSize: CGSize(width: 300, height: 500), sections: [NSCollectionLayoutSection(group: group)])
        XCTAssertEqual(harness.frame(0), CGRect(x: 0, y: 0, width: 200, height: 200))
        XCTAssertEqual(harness.frame(1), CGRect(x: 200, y: 0, width: 100, height: 100))
        XCTAssertEqual(harness.frame(2), CGRect(x: 200, y: 100, width: 100, height: 100))
        XCTAssertEqual(harness.frame(3), CGRect(x: 0, y: 200, width: 200, height: 200), "the next group")
    }

    func testACustomGroupPlacesItsItemsFromTheGroupsOrigin() {
        var containerSizes: [CGSize] = []
        let group = NSCollectionLayoutGroup.custom(layoutSize: Self.size(.fractionalWidth(1), .absolute(120))) {
            environment in
            containerSizes.append(environment.container.contentSize)
            return [
                NSCollectionLayoutGroupCustomItem(frame: CGRect(x: 10, y: 10, width: 100, height: 100)),
                NSCollectionLayoutGroupCustomItem(frame: CGRect(x: 60, y: 20, width: 100, height: 80), zIndex: 3),
            ]
        }
        let section = NSCollectionLayoutSection(group: group)
        section.contentInsets = NSDirectionalEdgeInsets(top: 5, leading: 0, bottom: 0, trailing: 0)
        let harness = Harness(counts: [3], sections: [section])
        XCTAssertEqual(harness.frame(0), CGRect(x: 10, y: 15, width: 100, height: 100))
        XCTAssertEqual(harness.frame(1), CGRect(x: 60, y: 25, width: 100, height: 80))
        XCTAssertEqual(
            harness.layout.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))?.zIndex, 3)
        XCTAssertEqual(harness.frame(2), CGRect(x: 10, y: 135, width: 100, height: 100))
        XCTAssertEqual(containerSizes.first, CGSize(width: 320, height: 120))
    }

    func testBoundaryItemsTakeTheirBandsAndFollowTheInsets() {
        let item = NSCollectionLayoutItem(layoutSize: Self.size(.fractionalWidth(1), .fractionalHeight(1)))
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: Self.size(.fractionalWidth(1), .absolute(100)), subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.contentInsets = NSDirectionalEdgeInsets(top: 10, leading: 15, bottom: 10, trailing: 15)
        let header = NSCollectionLayoutBoundarySupplementaryItem(
            layoutSize: Self.size(.fractionalWidth(1), .absolute(40)),
            elementKind: UICollectionView.elementKindSectionHeader, alignment: .top)
        let footer = NSCollectionLayoutBoundarySupplementaryItem(
            layoutSize: Self.size(.fractionalWidth(1), .estimated(30)),
            elementKind: UICollectionView.elementKindSectionFooter, alignment: .bottom)
        let badge = NSCollectionLayoutBoundarySupplementaryItem(
            layoutSize: Self.size(.absolute(50), .absolute(20)), elementKind: "badge", alignment: .topTrailing,
            absoluteOffset: CGPoint(x: 0, y: 4))
        badge.extendsBoundary = false
        section.boundarySupplementaryItems = [header, footer, badge]
        let harness = Harness(counts: [1, 1], sections: [section])
        // Header band 40, inset 10, the group 100, inset 10, footer band 30: the section is 190 tall.
        XCTAssertEqual(
            harness.supplementary(UICollectionView.elementKindSectionHeader)?.frame,
            CGRect(x: 15, y: 0, width: 290, height: 40))
        XCTAssertEqual(harness.frame(0), CGRect(x: 15, y: 50, width: 290, height: 100))
        XCTAssertEqual(
            harness.supplementary(UICollectionView.elementKindSectionFooter)?.frame,
            CGRect(x: 15, y: 160, width: 290, height: 30))
        XCTAssertEqual(
            harness.supplementary("badge")?.frame, CGRect(x: 255, y: 44, width: 50, height: 20), "over the content")
        XCTAssertEqual(harness.supplementary("badge")?.representedElementCategory, .supplementaryView)
        XCTAssertEqual(harness.frame(0, 1), CGRect(x: 15, y: 240, width: 290, height: 100))
        XCTAssertEqual(harness.layout.collectionViewContentSize.height, 380)

        section.supplementariesFollowContentInsets = false
        harness.layout.invalidateLayout()
        harness.collectionView.layoutIfNeeded()
        XCTAssertEqual(
            harness.supplementary(UICollectionView.elementKindSectionHeader)?.frame,
            CGRect(x: 0, y: 0, width: 320, height: 40))
        XCTAssertEqual(harness.supplementary("badge")?.frame, CGRect(x: 270, y: 44, width: 50, height: 20))
    }

    func testPinnedHeadersStayInViewUntilTheNextSectionPushesThemAndPinnedFootersToo() {
        let item = NSCollectionLayoutItem(layoutSize: Self.size(.fractionalWidth(1), .fractionalHeight(1)))
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: Self.size(.fractionalWidth(1), .absolute(100)), subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        let header = NSCollectionLayoutBoundarySupplementaryItem(
            layoutSize: Self.size(.fractionalWidth(1), .absolute(40)), elementKind: "header", alignment: .top)
        header.pinToVisibleBounds = true
        let footer = NSCollectionLayoutBoundarySupplementaryItem(
            layoutSize: Self.size(.fractionalWidth(1), .absolute(20)), elementKind: "footer", alignment: .bottom)
        footer.pinToVisibleBounds = true
        section.boundarySupplementaryItems = [header, footer]
        let configuration = UICollectionViewCompositionalLayoutConfiguration()
        configuration.interSectionSpacing = 10
        // Sections are 40 + 500 + 20 = 560 tall, the second starting at 570. The view is 480 tall.
        let harness = Harness(counts: [5, 5], configuration: configuration, sections: [section])
        func headerY(_ section: Int) -> CGFloat? { harness.supplementary("header", section)?.frame.minY }
        func footerY(_ section: Int) -> CGFloat? { harness.supplementary("footer", section)?.frame.minY }
        XCTAssertEqual(headerY(0), 0)
        XCTAssertEqual(footerY(0), 460, "the footer keeps to the bottom of the view")
        harness.collectionView.contentOffset = CGPoint(x: 0, y: 200)
        XCTAssertEqual(headerY(0), 200)
        XCTAssertEqual(footerY(0), 540, "back where it belongs once its place is in view")
        XCTAssertGreaterThanOrEqual(harness.supplementary("header")?.zIndex ?? 0, 1, "drawn above the cells")
        harness.collectionView.contentOffset = CGPoint(x: 0, y: 530)
        XCTAssertEqual(headerY(0), 520, "pushed up by the section's end")
        XCTAssertEqual(headerY(1), 570)
        XCTAssertEqual(footerY(1), 990, "at the bottom of the view, 530 + 480 - 20")
        harness.collectionView.contentOffset = CGPoint(x: 0, y: 700)
        XCTAssertEqual(headerY(1), 700)
        // What the collection view lays out on screen is the same.
        let shown = harness.collectionView.layoutAttributesForSupplementaryElement(
            ofKind: "header", at: IndexPath(item: 0, section: 1))
        XCTAssertEqual(shown?.frame.minY, 700)
    }

    func testASectionBackgroundCoversTheSectionInsetByItsInsets() throws {
        let item = NSCollectionLayoutItem(layoutSize: Self.size(.fractionalWidth(1), .fractionalHeight(1)))
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: Self.size(.fractionalWidth(1), .absolute(100)), subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.contentInsets = NSDirectionalEdgeInsets(top: 10, leading: 20, bottom: 10, trailing: 20)
        section.boundarySupplementaryItems = [
            NSCollectionLayoutBoundarySupplementaryItem(
                layoutSize: Self.size(.fractionalWidth(1), .absolute(40)), elementKind: "header", alignment: .top)
        ]
        let background = NSCollectionLayoutDecorationItem.background(elementKind: "background")
        background.contentInsets = NSDirectionalEdgeInsets(top: 5, leading: 5, bottom: 5, trailing: 5)
        section.decorationItems = [background]
        let harness = Harness(counts: [2, 1], sections: [section])
        let attributes = try XCTUnwrap(
            harness.layout.layoutAttributesForDecorationView(
                ofKind: "background", at: IndexPath(item: 0, section: 1)))
        // Section 1 starts at 40 + 10 + 200 + 10 = 260 and is 40 + 10 + 100 + 10 = 160 tall.
        XCTAssertEqual(attributes.frame, CGRect(x: 5, y: 265, width: 310, height: 150))
        XCTAssertEqual(attributes.representedElementCategory, .decorationView)
        XCTAssertEqual(attributes.zIndex, -1)
        let elements = harness.layout.layoutAttributesForElements(in: CGRect(x: 0, y: 0, width: 320, height: 480)) ?? []
        XCTAssertEqual(elements.filter { $0.representedElementCategory == .decorationView }.count, 2)
        XCTAssertEqual(elements.filter { $0.representedElementCategory == .cell }.count, 3)
    }

    func testAHorizontalLayoutStacksSectionsLeftToRight() {
        let item = NSCollectionLayoutItem(layoutSize: Self.size(.fractionalWidth(1), .fractionalHeight(0.5)))
        let group = NSCollectionLayoutGroup.vertical(
            layoutSize: Self.size(.absolute(100), .fractionalHeight(1)), subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 10, bottom: 0, trailing: 10)
        section.interGroupSpacing = 5
        let configuration = UICollectionViewCompositionalLayoutConfiguration()
        configuration.scrollDirection = .horizontal
        configuration.interSectionSpacing = 30
        let harness = Harness(
            counts: [3, 1], viewSize: CGSize(width: 320, height: 200), configuration: configuration,
            sections: [section])
        XCTAssertEqual(harness.frame(0), CGRect(x: 10, y: 0, width: 100, height: 100))
        XCTAssertEqual(harness.frame(1), CGRect(x: 10, y: 100, width: 100, height: 100))
        XCTAssertEqual(harness.frame(2), CGRect(x: 115, y: 0, width: 100, height: 100))
        // Section 0 is 10 + 100 + 5 + 100 + 10 = 225 wide; section 1 starts 30 later.
        XCTAssertEqual(harness.frame(0, 1), CGRect(x: 265, y: 0, width: 100, height: 100))
        XCTAssertEqual(harness.layout.collectionViewContentSize, CGSize(width: 375, height: 200))
    }
}
