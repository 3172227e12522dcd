import FilmstripUIKit
import XCTest

/// Small parts of UIKit that published screens use (Scripts/real-screens.tsv) and that answer as iOS does.
final class PublishedScreenAPITests: XCTestCase {
    func testNSIndexPathHasUIKitsRowItemAndSection() {
        let indexPath = IndexPath(item: 4, section: 2) as NSIndexPath
        XCTAssertEqual(indexPath.row, 4)
        XCTAssertEqual(indexPath.item, 4)
        XCTAssertEqual(indexPath.section, 2)
    }

    func testAnEmptyImageHasNoSize() {
        XCTAssertEqual(UIImage().size, .zero)
    }

    func testTheDeviceIsAnUprightIPhone() {
        XCTAssertEqual(UIDevice.current.orientation, .portrait)
        XCTAssertTrue(UIDevice.current.orientation.isPortrait)
        XCTAssertFalse(UIDevice.current.orientation.isFlat)
        XCTAssertEqual(UIDeviceOrientation.landscapeLeft.rawValue, 3)
        XCTAssertEqual(UIEvent.EventSubtype.motionShake.rawValue, 1)
    }

    /// Batch updates end as a reload: the data source is asked again at the next layout pass.
    func testBatchUpdatesAskTheDataSourceAgain() {
        final class Counting: NSObject, UICollectionViewDataSource {
            var count = 3
            func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
                count
            }
            func collectionView(
                _ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath
            ) -> UICollectionViewCell {
                collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
            }
        }
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 10, height: 10)
        let view = UICollectionView(frame: CGRect(x: 0, y: 0, width: 100, height: 100), collectionViewLayout: layout)
        view.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        // The collection view shows its cells in a layout pass of the tree it is in, as on iOS.
        let root = UIView(frame: view.frame)
        root.addSubview(view)
        let source = Counting()
        view.dataSource = source
        view.setNeedsLayout()
        root.layoutIfNeeded()
        XCTAssertEqual(view.visibleCells.count, 3)
        var completed: Bool?
        view.performBatchUpdates(
            {
                source.count = 5
                view.insertItems(at: [IndexPath(item: 3, section: 0), IndexPath(item: 4, section: 0)])
            }, completion: { completed = $0 })
        view.setNeedsLayout()
        root.layoutIfNeeded()
        XCTAssertEqual(view.visibleCells.count, 5)
        XCTAssertEqual(completed, true)
    }
}
