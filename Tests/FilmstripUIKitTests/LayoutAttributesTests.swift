import FilmstripUIKit
import XCTest

/// UICollectionViewLayoutAttributes keep `frame`, `center`, `size`, `bounds`, `transform` and `transform3D` in
/// step as UIKit does, copy subclasses' fields through `copy(with:)`, and compare by value.
final class LayoutAttributesTests: XCTestCase {
    final class FadingAttributes: UICollectionViewLayoutAttributes {
        var fade: CGFloat = 0

        override func copy(with zone: NSZone? = nil) -> Any {
            let copy = super.copy(with: zone) as! FadingAttributes
            copy.fade = fade
            return copy
        }

        override func isEqual(_ object: Any?) -> Bool {
            guard let other = object as? FadingAttributes, other.fade == fade else { return false }
            return super.isEqual(object)
        }
    }

    func testFrameIsTheBoxOfTheTransformedBounds() {
        let attributes = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: 2, section: 0))
        attributes.frame = CGRect(x: 10, y: 20, width: 100, height: 50)
        XCTAssertEqual(attributes.center, CGPoint(x: 60, y: 45))
        XCTAssertEqual(attributes.size, CGSize(width: 100, height: 50))
        XCTAssertEqual(attributes.bounds, CGRect(x: 0, y: 0, width: 100, height: 50))
        attributes.transform3D = CATransform3DMakeScale(1.5, 2, 1)
        XCTAssertEqual(attributes.frame, CGRect(x: -15, y: -5, width: 150, height: 100))
        XCTAssertEqual(attributes.transform, CGAffineTransform(scaleX: 1.5, y: 2))
        attributes.transform = CGAffineTransform(rotationAngle: .pi / 2)
        XCTAssertEqual(attributes.transform3D.m12, 1, accuracy: 1e-12)
        XCTAssertEqual(attributes.frame.width, 50, accuracy: 1e-9)
        XCTAssertEqual(attributes.frame.height, 100, accuracy: 1e-9)
        XCTAssertEqual(attributes.size, CGSize(width: 100, height: 50), "a transform never changes the size")
    }

    func testMovingTheFrameOfAScaledElementKeepsItsSize() {
        let attributes = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: 0, section: 0))
        attributes.frame = CGRect(x: 0, y: 0, width: 80, height: 40)
        attributes.transform3D = CATransform3DMakeScale(1.25, 1.25, 1)
        attributes.frame.origin.x -= 10
        XCTAssertEqual(attributes.size, CGSize(width: 80, height: 40))
        XCTAssertEqual(attributes.center, CGPoint(x: 30, y: 20))
    }

    func testCopiesKeepEveryFieldAndTheSubclass() throws {
        let original = FadingAttributes(forSupplementaryViewOfKind: "badge", with: IndexPath(item: 1, section: 3))
        original.frame = CGRect(x: 1, y: 2, width: 3, height: 4)
        original.alpha = 0.5
        original.zIndex = 7
        original.isHidden = true
        original.fade = 0.25
        original.transform = CGAffineTransform(rotationAngle: 0.3)
        let copy = try XCTUnwrap(original.copy() as? FadingAttributes)
        XCTAssertFalse(copy === original)
        XCTAssertEqual(copy, original)
        XCTAssertEqual(copy.representedElementCategory, .supplementaryView)
        XCTAssertEqual(copy.representedElementKind, "badge")
        XCTAssertEqual(copy.indexPath, IndexPath(item: 1, section: 3))
        copy.fade = 0.5
        XCTAssertNotEqual(copy, original)
        copy.fade = 0.25
        copy.zIndex = 0
        XCTAssertNotEqual(copy, original)
    }

    func testIndexPathsSpeakUIKit() {
        var indexPath = IndexPath(item: 4, section: 2)
        XCTAssertEqual([indexPath.section, indexPath.item, indexPath.row], [2, 4, 4])
        indexPath.item += 1
        XCTAssertEqual(indexPath, IndexPath(row: 5, section: 2))
        XCTAssertLessThan(IndexPath(item: 9, section: 0), IndexPath(item: 0, section: 1))
    }

    func testTransformsComposeAsCoreGraphicsAndCoreAnimationDo() {
        let turn = CGAffineTransform(rotationAngle: .pi / 2)
        let point = CGPoint(x: 1, y: 0).applying(turn)
        XCTAssertEqual(point.x, 0, accuracy: 1e-12)
        XCTAssertEqual(point.y, 1, accuracy: 1e-12, "positive angles turn clockwise on a y-down screen")
        let moved = CGAffineTransform(scaleX: 2, y: 3).translatedBy(x: 5, y: 1)
        XCTAssertEqual(CGPoint.zero.applying(moved), CGPoint(x: 10, y: 3))
        XCTAssertEqual(moved.concatenating(moved.inverted()).a, 1, accuracy: 1e-12)
        let scale = CATransform3DMakeScale(2, 2, 1)
        let shift = CATransform3DMakeTranslation(10, 0, 0)
        XCTAssertEqual(CATransform3DConcat(scale, shift).m41, 10, "scale first, then the shift")
        XCTAssertEqual(CATransform3DConcat(shift, scale).m41, 20)
        XCTAssertTrue(CATransform3DIsIdentity(CATransform3DConcat(scale, CATransform3DInvert(scale))))
        let rotation = CATransform3DMakeRotation(.pi / 2, 0, 0, 1)
        XCTAssertEqual(CATransform3DGetAffineTransform(rotation).b, 1, accuracy: 1e-12)
        XCTAssertTrue(CATransform3DIsAffine(rotation))
        var perspective = CATransform3DIdentity
        perspective.m34 = -1 / 500
        XCTAssertFalse(CATransform3DIsAffine(perspective))
    }

    func testViewsConvertPointsThroughTheirTransforms() {
        let collectionView = UICollectionView(
            frame: CGRect(x: 0, y: 0, width: 390, height: 120), collectionViewLayout: UICollectionViewFlowLayout())
        collectionView.contentOffset = CGPoint(x: 250, y: 0)
        XCTAssertEqual(collectionView.convert(CGPoint(x: 300, y: 60), to: nil), CGPoint(x: 50, y: 60))
        XCTAssertEqual(collectionView.convert(CGPoint(x: 50, y: 60), from: nil), CGPoint(x: 300, y: 60))
        let view = UIView(frame: CGRect(x: 100, y: 0, width: 40, height: 20))
        view.transform = CGAffineTransform(scaleX: 2, y: 2)
        XCTAssertEqual(view.frame, CGRect(x: 80, y: -10, width: 80, height: 40))
        XCTAssertEqual(view.convert(CGPoint(x: 0, y: 0), to: nil), CGPoint(x: 80, y: -10))
    }
}
