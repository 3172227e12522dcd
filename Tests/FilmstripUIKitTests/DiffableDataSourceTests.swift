import FilmstripUIKit
import XCTest

/// Diffable snapshots and the data source: identifiers in order, counts, lookups both ways, and the collection view
/// and its layout following what is applied.
final class DiffableDataSourceTests: XCTestCase {
    enum Section: Hashable { case featured, recent }

    func testASnapshotHoldsSectionsAndItemsInOrder() {
        var snapshot = NSDiffableDataSourceSnapshot<Section, String>()
        snapshot.appendSections([.featured, .recent])
        snapshot.appendItems(["a", "b"], toSection: .featured)
        snapshot.appendItems(["c", "d"])
        snapshot.insertItems(["x"], beforeItem: "b")
        snapshot.insertItems(["y"], afterItem: "d")
        XCTAssertEqual(snapshot.numberOfSections, 2)
        XCTAssertEqual(snapshot.numberOfItems, 6)
        XCTAssertEqual(snapshot.sectionIdentifiers, [.featured, .recent])
        XCTAssertEqual(snapshot.itemIdentifiers, ["a", "x", "b", "c", "d", "y"])
        XCTAssertEqual(snapshot.itemIdentifiers(inSection: .recent), ["c", "d", "y"])
        XCTAssertEqual(snapshot.numberOfItems(inSection: .featured), 3)
        XCTAssertEqual(snapshot.sectionIdentifier(containingItem: "d"), .recent)
        XCTAssertEqual(snapshot.indexOfItem("c"), 3)
        XCTAssertEqual(snapshot.indexOfSection(.recent), 1)
        XCTAssertNil(snapshot.indexOfItem("z"))

        snapshot.deleteItems(["x", "c"])
        XCTAssertEqual(snapshot.itemIdentifiers, ["a", "b", "d", "y"])
        XCTAssertNil(snapshot.sectionIdentifier(containingItem: "c"))
        snapshot.deleteSections([.featured])
        XCTAssertEqual(snapshot.itemIdentifiers, ["d", "y"])
        XCTAssertEqual(snapshot.indexOfItem("y"), 1)
        XCTAssertNil(snapshot.sectionIdentifier(containingItem: "a"))
        snapshot.deleteAllItems()
        XCTAssertEqual(snapshot.numberOfItems, 0)
        XCTAssertEqual(snapshot.numberOfSections, 1)
    }

    func testDuplicatesAreLeftOutOfTheSnapshot() {
        var snapshot = NSDiffableDataSourceSnapshot<Section, String>()
        snapshot.appendSections([.featured, .featured])
        snapshot.appendItems(["a", "a", "b"])
        XCTAssertEqual(snapshot.numberOfSections, 1)
        XCTAssertEqual(snapshot.itemIdentifiers, ["a", "b"])
    }

    func testTheDataSourceAnswersTheCollectionViewFromTheAppliedSnapshot() throws {
        let layout = UICollectionViewCompositionalLayout(
            section: NSCollectionLayoutSection(
                group: .horizontal(
                    layoutSize: NSCollectionLayoutSize(
                        widthDimension: .fractionalWidth(1), heightDimension: .absolute(100)),
                    subitems: [
                        NSCollectionLayoutItem(
                            layoutSize: NSCollectionLayoutSize(
                                widthDimension: .fractionalWidth(0.5), heightDimension: .fractionalHeight(1)))
                    ])))
        let collectionView = UICollectionView(
            frame: CGRect(x: 0, y: 0, width: 200, height: 300), collectionViewLayout: layout)
        collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        var provided: [(IndexPath, String)] = []
        let dataSource = UICollectionViewDiffableDataSource<Section, String>(collectionView: collectionView) {
            collectionView, indexPath, identifier in
            provided.append((indexPath, identifier))
            return collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
        }
        XCTAssertTrue(collectionView.dataSource === dataSource, "it makes itself the data source")
        var snapshot = NSDiffableDataSourceSnapshot<Section, String>()
        snapshot.appendSections([.featured, .recent])
        snapshot.appendItems(["a", "b", "c"], toSection: .featured)
        snapshot.appendItems(["d"], toSection: .recent)
        var completed = false
        dataSource.apply(snapshot, animatingDifferences: true) { completed = true }
        XCTAssertTrue(completed)
        XCTAssertEqual(collectionView.numberOfSections, 2)
        XCTAssertEqual(collectionView.numberOfItems(inSection: 0), 3)
        XCTAssertEqual(collectionView.numberOfItems(inSection: 1), 1)
        XCTAssertEqual(dataSource.itemIdentifier(for: IndexPath(item: 2, section: 0)), "c")
        XCTAssertNil(dataSource.itemIdentifier(for: IndexPath(item: 1, section: 1)))
        XCTAssertEqual(dataSource.indexPath(for: "d"), IndexPath(item: 0, section: 1))
        XCTAssertNil(dataSource.indexPath(for: "z"))
        XCTAssertEqual(dataSource.snapshot().itemIdentifiers, ["a", "b", "c", "d"])
        // Two rows of two halves, then section 1's row: the layout reads the counts the snapshot gives.
        collectionView.layoutIfNeeded()
        XCTAssertEqual(
            layout.layoutAttributesForItem(at: IndexPath(item: 0, section: 1))?.frame,
            CGRect(x: 0, y: 200, width: 100, height: 100))
        XCTAssertEqual(collectionView.contentSize, CGSize(width: 200, height: 300))

        // Applying a new snapshot invalidates the layout; the cell provider hears of each item with its identifier.
        snapshot.deleteItems(["b", "c"])
        dataSource.apply(snapshot)
        XCTAssertEqual(collectionView.contentSize, CGSize(width: 200, height: 200))
        XCTAssertNil(layout.layoutAttributesForItem(at: IndexPath(item: 1, section: 0)))
        _ = dataSource.collectionView(collectionView, cellForItemAt: IndexPath(item: 0, section: 1))
        XCTAssertEqual(provided.last?.0, IndexPath(item: 0, section: 1))
        XCTAssertEqual(provided.last?.1, "d")
    }
}
