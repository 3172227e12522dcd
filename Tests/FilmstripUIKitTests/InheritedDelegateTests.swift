import FilmstripUIKit
import XCTest

/// A delegate method written in a subclass of the class that adopted the protocol is not what Swift calls; Filmstrip
/// cannot call it either, but says so, naming the class and the method, instead of using the default silently.
final class InheritedDelegateTests: XCTestCase {
    /// A base view controller adopting the flow delegate for its subclasses, as apps often have.
    class BaseGridController: NSObject, UICollectionViewDataSource, UICollectionViewDelegateFlowLayout {
        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 4 }

        func collectionView(
            _ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath
        ) -> UICollectionViewCell {
            collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
        }
    }

    /// Sizes its items itself; on iOS this method is called.
    final class SmallTilesController: BaseGridController {
        func collectionView(
            _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
            sizeForItemAt indexPath: IndexPath
        ) -> CGSize {
            CGSize(width: 10, height: 10)
        }
    }

    /// Adopts the protocol itself and implements the method: called, and nothing to warn about.
    final class OwnSizesController: NSObject, UICollectionViewDataSource, UICollectionViewDelegateFlowLayout {
        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 4 }

        func collectionView(
            _ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath
        ) -> UICollectionViewCell {
            collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
        }

        func collectionView(
            _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
            sizeForItemAt indexPath: IndexPath
        ) -> CGSize {
            CGSize(width: 10, height: 10)
        }
    }

    func firstItemSize(with controller: NSObject & UICollectionViewDataSource & UICollectionViewDelegateFlowLayout)
        -> CGSize?
    {
        let layout = UICollectionViewFlowLayout()
        let view = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: layout)
        view.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        view.dataSource = controller
        view.delegate = controller
        view.layoutIfNeeded()
        return layout.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.size
    }

    func testAnInheritedAdoptionIsNamedInAWarningInsteadOfSilentlyUsingTheDefault() {
        // Swift binds the default to BaseGridController's adoption: the flow layout's 50 x 50 itemSize.
        XCTAssertEqual(firstItemSize(with: SmallTilesController()), CGSize(width: 50, height: 50))
        let warnings = UIKitDelegateWarnings.messages.filter { $0.contains("SmallTilesController") }
        XCTAssertEqual(
            warnings.first,
            "warning: SmallTilesController inherits UICollectionViewDelegateFlowLayout from BaseGridController, "
                + "which does not implement collectionView(_:layout:sizeForItemAt:), so Swift answers it with the "
                + "protocol's default and a collectionView(_:layout:sizeForItemAt:) written in SmallTilesController "
                + "is never called; implement it in BaseGridController and override it in SmallTilesController")
        // Each class and method once, however many items asked.
        _ = firstItemSize(with: SmallTilesController())
        XCTAssertEqual(
            UIKitDelegateWarnings.messages.filter {
                $0.contains("SmallTilesController") && $0.contains("sizeForItemAt")
            }
            .count, 1)
    }

    func testAnOwnAdoptionIsCalledWithoutWarnings() {
        XCTAssertEqual(firstItemSize(with: OwnSizesController()), CGSize(width: 10, height: 10))
        XCTAssertEqual(UIKitDelegateWarnings.messages.filter { $0.contains("OwnSizesController") }, [])
    }
}
