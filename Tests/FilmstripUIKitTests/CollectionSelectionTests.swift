import FilmstripUIKit
import XCTest

/// Selection and batch updates of a collection view as a photo picker uses them: a selected item's cell hears
/// `isSelected` (now and when it comes on screen again), `indexPathsForSelectedItems` follows, and
/// `performBatchUpdates` runs the model's change, reloads and completes.
final class CollectionSelectionTests: XCTestCase {
    final class CheckCell: UICollectionViewCell {
        var marks: [Bool] = []
        override var isSelected: Bool {
            didSet { marks.append(isSelected) }
        }
    }

    final class Photos: NSObject, UICollectionViewDataSource {
        var count = 6
        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { count }
        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
            -> UICollectionViewCell
        {
            collectionView.dequeueReusableCell(withReuseIdentifier: "Check", for: indexPath)
        }
    }

    func makePicker() -> (UICollectionView, Photos) {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 100)
        layout.minimumLineSpacing = 0
        layout.minimumInteritemSpacing = 0
        let picker = UICollectionView(frame: CGRect(x: 0, y: 0, width: 300, height: 200), collectionViewLayout: layout)
        let photos = Photos()
        picker.register(CheckCell.self, forCellWithReuseIdentifier: "Check")
        picker.dataSource = photos
        picker.layoutIfNeeded()
        picker.layoutSubviews()
        return (picker, photos)
    }

    func testSelectingAnItemMarksItsCellAndListsIt() throws {
        let (picker, _) = makePicker()
        XCTAssertNil(picker.indexPathsForSelectedItems)
        picker.selectItem(at: IndexPath(item: 4, section: 0), animated: false, scrollPosition: [])
        let cell = try XCTUnwrap(picker.cellForItem(at: IndexPath(item: 4, section: 0)) as? CheckCell)
        XCTAssertEqual(cell.marks.last, true)
        XCTAssertEqual(picker.indexPathsForSelectedItems, [IndexPath(item: 4, section: 0)])
        picker.selectItem(at: IndexPath(item: 1, section: 0), animated: false, scrollPosition: [])
        XCTAssertEqual(cell.marks.last, false, "single selection moves")
        XCTAssertEqual(picker.indexPathsForSelectedItems, [IndexPath(item: 1, section: 0)])
        picker.allowsMultipleSelection = true
        picker.selectItem(at: IndexPath(item: 2, section: 0), animated: false, scrollPosition: [])
        XCTAssertEqual(
            picker.indexPathsForSelectedItems, [IndexPath(item: 1, section: 0), IndexPath(item: 2, section: 0)])
        picker.deselectItem(at: IndexPath(item: 1, section: 0), animated: false)
        XCTAssertEqual(picker.indexPathsForSelectedItems, [IndexPath(item: 2, section: 0)])
        // After a reload the selected item's new cell is selected when it comes on screen.
        picker.reloadData()
        picker.layoutIfNeeded()
        picker.layoutSubviews()
        XCTAssertEqual(picker.cellForItem(at: IndexPath(item: 2, section: 0))?.isSelected, true)
        XCTAssertEqual(picker.cellForItem(at: IndexPath(item: 3, section: 0))?.isSelected, false)
    }

    func testBatchUpdatesRunTheChangeReloadAndComplete() {
        let (picker, photos) = makePicker()
        var completed: Bool?
        picker.performBatchUpdates(
            {
                photos.count = 9
                picker.insertItems(at: (6..<9).map { IndexPath(item: $0, section: 0) })
            },
            completion: { completed = $0 })
        XCTAssertEqual(completed, true)
        XCTAssertEqual(picker.numberOfItems(inSection: 0), 9)
        XCTAssertEqual(picker.contentSize, CGSize(width: 300, height: 300))
    }
}
