import FilmstripUIKit
import XCTest

@testable import Filmstrip

/// Compositional code that UIKit would stop on is a one-line error naming the class and the item, never a crash, a
/// hang or an empty picture.
final class CompositionalErrorTests: XCTestCase {
    static func size(_ width: NSCollectionLayoutDimension, _ height: NSCollectionLayoutDimension)
        -> NSCollectionLayoutSize
    {
        NSCollectionLayoutSize(widthDimension: width, heightDimension: height)
    }

    /// A scene of `photos` photos whose layout is `layout`, set up with `setUp` first.
    func scene(
        photos: Int = 4, scrolledSection: Int? = nil,
        setUp: @escaping (UICollectionView) -> Void = { _ in },
        _ layout: @escaping () -> UICollectionViewLayout
    ) -> Scene {
        let images = (0..<photos).map { Photo.pixels(RGBAImage(width: 40, height: 40, fill: .white), name: "\($0)") }
        var style = UIKitLayoutStyle(name: "bad", height: 200) { collectionView in
            setUp(collectionView)
            return layout()
        }
        style.scrolledSection = scrolledSection
        return Scene(photos: images, style: style)
    }

    func assertLayoutError(
        _ scene: Scene, _ expected: String, file: StaticString = #filePath, line: UInt = #line
    ) {
        XCTAssertThrowsError(try PreparedScene(scene: scene).render(atOffset: 0), file: file, line: line) { error in
            XCTAssertTrue(error is UIKitLayoutError, "\(error)", file: file, line: line)
            XCTAssertEqual("\(error)", expected, file: file, line: line)
        }
    }

    /// A layout of one section of `group`-sized horizontal groups of `item`-sized items.
    func layout(item: NSCollectionLayoutSize, group: NSCollectionLayoutSize) -> UICollectionViewCompositionalLayout {
        UICollectionViewCompositionalLayout(section: section(item: item, group: group))
    }

    func section(item: NSCollectionLayoutSize, group: NSCollectionLayoutSize) -> NSCollectionLayoutSection {
        NSCollectionLayoutSection(
            group: .horizontal(layoutSize: group, subitems: [NSCollectionLayoutItem(layoutSize: item)]))
    }

    func testAZeroDimensionNamesTheItem() {
        assertLayoutError(
            scene {
                self.layout(
                    item: Self.size(.absolute(0), .fractionalHeight(1)),
                    group: Self.size(.fractionalWidth(1), .absolute(100)))
            },
            "NSCollectionLayoutItem: item 0 of section 0 has width .absolute(0.0); sizes must be positive")
    }

    func testANegativeGroupDimensionNamesTheGroup() {
        assertLayoutError(
            scene {
                self.layout(
                    item: Self.size(.fractionalWidth(1), .fractionalHeight(1)),
                    group: Self.size(.fractionalWidth(1), .absolute(-5)))
            },
            "NSCollectionLayoutGroup: the group of section 0 has height .absolute(-5.0); sizes must be positive")
    }

    func testAGroupThatCanNeverHoldAnItemIsAnErrorNotAnEndlessLoop() {
        assertLayoutError(
            scene {
                self.layout(
                    item: Self.size(.absolute(400), .fractionalHeight(1)),
                    group: Self.size(.fractionalWidth(1), .absolute(100)))
            },
            "NSCollectionLayoutGroup: the horizontal group of section 0 is 390.0 pt long inside its insets, but its "
                + "first item is 400.0 pt: it can never fit an item")
    }

    func testACountGroupTooSmallForItsSpacing() {
        assertLayoutError(
            scene {
                let group = NSCollectionLayoutGroup.horizontal(
                    layoutSize: Self.size(.fractionalWidth(1), .absolute(100)),
                    subitem: NSCollectionLayoutItem(layoutSize: Self.size(.fractionalWidth(1), .fractionalHeight(1))),
                    count: 3)
                group.interItemSpacing = .fixed(200)
                return UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
            },
            "NSCollectionLayoutGroup: the horizontal group of section 0 is 390.0 pt long and cannot fit 3 items with "
                + "200.0 pt between them")
    }

    func testAnOrthogonalSectionWithoutItems() {
        assertLayoutError(
            scene(photos: 0) {
                let section = self.section(
                    item: Self.size(.fractionalWidth(1), .fractionalHeight(1)),
                    group: Self.size(.fractionalWidth(1), .absolute(100)))
                section.orthogonalScrollingBehavior = .continuous
                return UICollectionViewCompositionalLayout(section: section)
            },
            "NSCollectionLayoutSection: section 0 scrolls orthogonally (.continuous) but has no items")
    }

    func testANilSectionFromTheProvider() {
        assertLayoutError(
            scene { UICollectionViewCompositionalLayout { _, _ in nil } },
            "UICollectionViewCompositionalLayout: the section provider returned nil for section 0")
    }

    func testScrollingASectionThatDoesNotScrollOnItsOwn() {
        assertLayoutError(
            scene(scrolledSection: 0) {
                self.layout(
                    item: Self.size(.fractionalWidth(1), .fractionalHeight(1)),
                    group: Self.size(.fractionalWidth(1), .absolute(100)))
            },
            "UICollectionViewCompositionalLayout: the style scrolls section 0, whose orthogonalScrollingBehavior is "
                + ".none: it does not scroll on its own")
        assertLayoutError(
            scene(scrolledSection: 0) { UICollectionViewFlowLayout() },
            "UICollectionViewFlowLayout: the style scrolls section 0 on its own, but only a "
                + "UICollectionViewCompositionalLayout's sections scroll so")
    }

    func testATinyItemInAHugeGroupCostsOnlyTheItemsThereAre() throws {
        // A millionth of a point wide: the group could hold 390 million; four photos place four.
        let prepared = try PreparedScene(
            scene: scene {
                self.layout(
                    item: Self.size(.absolute(0.000001), .fractionalHeight(1)),
                    group: Self.size(.fractionalWidth(1), .absolute(100)))
            })
        XCTAssertEqual(prepared.layout.itemCount, 4)
    }

    func testDuplicateItemIdentifiersAreUIKitsErrorNamingTheItem() {
        assertLayoutError(
            scene(setUp: { collectionView in
                collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
                let dataSource = UICollectionViewDiffableDataSource<Int, String>(collectionView: collectionView) {
                    collectionView, indexPath, _ in
                    collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
                }
                var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
                snapshot.appendSections([0])
                snapshot.appendItems(["a", "b", "a"])
                dataSource.apply(snapshot)
            }) {
                self.layout(
                    item: Self.size(.fractionalWidth(1), .fractionalHeight(1)),
                    group: Self.size(.fractionalWidth(1), .absolute(100)))
            },
            "NSDiffableDataSourceSnapshot: appendItems(_:toSection:) was given item identifier a (entry 2 of the call), "
                + "which is already in the snapshot: item identifiers must be unique")
    }

    func testACellProviderReturningNilNamesTheItem() {
        assertLayoutError(
            scene(setUp: { collectionView in
                collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
                let dataSource = UICollectionViewDiffableDataSource<Int, Int>(collectionView: collectionView) {
                    collectionView, indexPath, item in
                    item == 1 ? nil : collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
                }
                var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
                snapshot.appendSections([0])
                snapshot.appendItems([0, 1, 2])
                dataSource.apply(snapshot)
            }) {
                self.layout(
                    item: Self.size(.fractionalWidth(1), .fractionalHeight(1)),
                    group: Self.size(.absolute(100), .absolute(100)))
            },
            "UICollectionViewDiffableDataSource: the cell provider returned nil for item 1 of section 0")
    }
}
