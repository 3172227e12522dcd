import Filmstrip
import FilmstripUIKit
import XCTest

@testable import ThumbnailSliderViews

/// The thumbnail slider's view as the post wrote it (compiled unedited): a collection view pinned by
/// `NSLayoutConstraint.activate` (a fixed height of 120, centred vertically, left and right to the view), and content
/// insets that centre the first and last thumbnails, computed in `init(frame:)` from the images' sizes.
final class ThumbnailSliderViewTests: XCTestCase {
    static func image(width: Int, height: Int) -> RGBAImage {
        RGBAImage(width: width, height: height, pixels: [UInt8](repeating: 200, count: width * height * 4))
    }

    func testTheSliderLaysItsCollectionViewOutByItsConstraintsAndCentresTheEndThumbnails() throws {
        let catalog = UIImageCatalog(photos: [
            (fileName: "Image 1.jpg", pixels: Self.image(width: 300, height: 200)),
            (fileName: "Image 2.jpg", pixels: Self.image(width: 200, height: 300)),
        ])
        let slider = UIImageCatalog.$current.withValue(catalog) {
            ThumbnailSliderView(frame: CGRect(x: 0, y: 0, width: 390, height: 200))
        }
        slider.layoutIfNeeded()
        let collectionView = try XCTUnwrap(slider.subviews.first as? UICollectionView)
        XCTAssertFalse(slider.hasAmbiguousLayout)
        XCTAssertEqual(collectionView.frame, CGRect(x: 0, y: 40, width: 390, height: 120))
        // Cells are 0.8 x 120 = 96 high: the first image (3:2) is 144 wide, the last (2:3) 64 wide, each centred.
        XCTAssertEqual(collectionView.contentInset, UIEdgeInsets(top: 0, left: 123, bottom: 0, right: 163))
        XCTAssertTrue(collectionView.collectionViewLayout is ThumbnailCollectionViewFlowLayout)
    }
}
