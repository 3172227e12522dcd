import Filmstrip
import FilmstripUIKit
import XCTest

/// The members real open-source layouts read that Linux Foundation and the core layer lacked: CoreGraphics'
/// `equalTo(_:)`, a view's safe area and margins, and the display scale of its traits, which is the scene's.
final class CompatibilityTests: XCTestCase {
    /// Records the display scale its collection view reports while it is prepared, as a layout that rounds frames
    /// to pixels reads it.
    final class PixelRoundingLayout: UICollectionViewFlowLayout {
        nonisolated(unsafe) static var seenScale: CGFloat = 0

        override func prepare() {
            super.prepare()
            PixelRoundingLayout.seenScale = collectionView?.traitCollection.displayScale ?? -1
        }
    }

    func testEqualToComparesByValue() {
        XCTAssertTrue(CGSize(width: 2, height: 3).equalTo(CGSize(width: 2, height: 3)))
        XCTAssertFalse(CGSize(width: 2, height: 3).equalTo(CGSize(width: 3, height: 2)))
        XCTAssertTrue(CGPoint(x: 1, y: -1).equalTo(CGPoint(x: 1, y: -1)))
        XCTAssertFalse(CGRect(x: 0, y: 0, width: 4, height: 4).equalTo(CGRect(x: 0, y: 1, width: 4, height: 4)))
    }

    func testAViewHasNoSafeAreaInsetsAndUIKitsDefaultMargins() {
        let view = UICollectionView(
            frame: CGRect(x: 0, y: 0, width: 320, height: 120), collectionViewLayout: UICollectionViewFlowLayout())
        XCTAssertEqual(view.safeAreaInsets, .zero)
        XCTAssertEqual(view.layoutMargins, UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8))
    }

    func testTheDisplayScaleIsTheScenes() throws {
        let style = UIKitLayoutStyle(name: "pixel-rounding") { _ in
            let layout = PixelRoundingLayout()
            layout.itemSize = CGSize(width: 50, height: 50)
            return layout
        }
        for scale in [1, 3] {
            let layout = try style.makeLayout(
                itemSizes: [Size(width: 50, height: 50)], viewSize: Size(width: 200, height: 60), scale: scale)
            _ = layout.contentSize
            XCTAssertEqual(PixelRoundingLayout.seenScale, CGFloat(scale))
        }
    }
}
