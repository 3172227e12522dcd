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

    /// A controller that overrides the status bar preferences compiles and answers them; UIKit's defaults otherwise.
    func testStatusBarPreferencesAreUIKitsDefaultsUnlessOverridden() {
        final class Sliding: UIViewController {
            override var prefersStatusBarHidden: Bool { true }
            override var preferredStatusBarUpdateAnimation: UIStatusBarAnimation { UIStatusBarAnimation.slide }
        }
        let plain = UIViewController()
        XCTAssertEqual(plain.preferredStatusBarUpdateAnimation, .fade)
        XCTAssertEqual(plain.preferredStatusBarStyle, .default)
        XCTAssertFalse(plain.prefersStatusBarHidden)
        let sliding = Sliding()
        sliding.setNeedsStatusBarAppearanceUpdate()
        XCTAssertEqual(sliding.preferredStatusBarUpdateAnimation, .slide)
        XCTAssertTrue(sliding.prefersStatusBarHidden)
        XCTAssertEqual(UIStatusBarAnimation.slide.rawValue, 2)
        XCTAssertEqual(UIStatusBarStyle.darkContent.rawValue, 3)
    }

    /// `scrollIndicatorInsets` (deprecated in iOS 13) sets both indicators' insets and reads the vertical one's.
    @available(*, deprecated, message: "tests the deprecated scrollIndicatorInsets")
    func testScrollIndicatorInsetsSetBothIndicators() {
        let view = UIScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        XCTAssertEqual(view.scrollIndicatorInsets, .zero)
        view.scrollIndicatorInsets = UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
        XCTAssertEqual(view.verticalScrollIndicatorInsets, UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
        XCTAssertEqual(view.horizontalScrollIndicatorInsets, UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
        view.horizontalScrollIndicatorInsets = .zero
        XCTAssertEqual(view.scrollIndicatorInsets, UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
    }

    /// A controller's `prepare(for:sender:)` hears a segue made in code, and `perform()` presents its destination.
    func testASegueMadeInCodeReachesPrepareAndPresentsItsDestination() {
        final class Source: UIViewController {
            var prepared: String?
            override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
                prepared = segue.identifier
            }
        }
        let source = Source()
        let destination = UIViewController()
        let segue = UIStoryboardSegue(identifier: "ShowSettings", source: source, destination: destination)
        XCTAssertTrue(source.shouldPerformSegue(withIdentifier: "ShowSettings", sender: nil))
        source.prepare(for: segue, sender: nil)
        XCTAssertEqual(source.prepared, "ShowSettings")
        segue.perform()
        XCTAssertTrue(source.presentedViewController === destination)
    }

    /// A cell's background views sit under its content view at the cell's bounds, and the selected one shows only
    /// while the cell is selected, as UIKit orders and shows them.
    func testACellsBackgroundViewsSitUnderItsContentAtItsBounds() {
        let cell = UICollectionViewCell(frame: CGRect(x: 0, y: 0, width: 100, height: 60))
        let label = UILabel()
        cell.contentView.addSubview(label)
        let background = UIView()
        let selected = UIView()
        cell.backgroundView = background
        cell.selectedBackgroundView = selected
        XCTAssertEqual(
            cell.subviews.map { ObjectIdentifier($0) },
            [background, selected, cell.contentView].map { ObjectIdentifier($0) })
        XCTAssertEqual(background.frame, CGRect(x: 0, y: 0, width: 100, height: 60))
        XCTAssertTrue(selected.isHidden)
        cell.isSelected = true
        XCTAssertFalse(selected.isHidden)
        cell.bounds = CGRect(x: 0, y: 0, width: 200, height: 80)
        XCTAssertEqual(background.frame, CGRect(x: 0, y: 0, width: 200, height: 80))
        cell.backgroundView = nil
        XCTAssertNil(background.superview)
        // A cell whose background is set before its content view is first used still has its content on top.
        let fresh = UICollectionViewCell(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        fresh.backgroundView = UIView()
        let content = fresh.contentView
        XCTAssertTrue(fresh.subviews.last === content)
        XCTAssertEqual(fresh.subviews.count, 2)
    }
}
