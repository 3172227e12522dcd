import FilmstripUIKit
import XCTest

@testable import Filmstrip

/// A layout that answers what cannot be drawn or scrolled to gets an error naming its class and the item, never a
/// crash, a hang or a wrong picture.
final class MisbehavingLayoutTests: XCTestCase {
    /// A horizontal flow whose answers each test spoils in one way.
    final class SpoiledLayout: UICollectionViewFlowLayout {
        var spoil: (UICollectionViewLayoutAttributes) -> Void = { _ in }
        var target: CGPoint?
        var extraIndexPath: IndexPath?

        override func prepare() {
            super.prepare()
            scrollDirection = .horizontal
            itemSize = CGSize(width: 80, height: 80)
        }

        override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
            var attributes = super.layoutAttributesForElements(in: rect) ?? []
            for element in attributes where element.indexPath.item == 2 { spoil(element) }
            if let extraIndexPath {
                let extra = UICollectionViewLayoutAttributes(forCellWith: extraIndexPath)
                extra.frame = CGRect(x: collectionView!.contentOffset.x, y: 0, width: 10, height: 10)
                attributes.append(extra)
            }
            return attributes
        }

        override func targetContentOffset(
            forProposedContentOffset proposedContentOffset: CGPoint, withScrollingVelocity velocity: CGPoint
        ) -> CGPoint {
            target ?? proposedContentOffset
        }
    }

    func scene(_ layout: SpoiledLayout) -> Scene {
        let photos = (0..<6).map { Photo.pixels(RGBAImage(width: 40, height: 40, fill: .white), name: "\($0)") }
        var scene = Scene(photos: photos, style: UIKitLayoutStyle(name: "spoiled", height: 100) { _ in layout })
        scene.view.height = 100
        return scene
    }

    func assertLayoutError(
        _ body: () throws -> Void, _ expected: String, file: StaticString = #filePath, line: UInt = #line
    ) {
        XCTAssertThrowsError(try body(), file: file, line: line) { error in
            XCTAssertTrue(error is any LayoutCodeError, "\(error)", file: file, line: line)
            XCTAssertEqual("\(error)", expected, file: file, line: line)
        }
    }

    func testANaNFrameNamesTheLayoutAndTheItem() {
        let layout = SpoiledLayout()
        layout.spoil = { $0.center.x = .nan }
        assertLayoutError(
            { _ = try PreparedScene(scene: scene(layout)).render(atOffset: 0) },
            "SpoiledLayout: item 2 has a non-finite frame or transform (centre (nan, 50.0), size (80.0, 80.0), "
                + "transform (1.0, 0.0, 0.0, 1.0, 0.0, 0.0))")
    }

    func testANegativeSizeNamesTheItem() {
        let layout = SpoiledLayout()
        layout.spoil = { $0.size.width = -3 }
        assertLayoutError(
            { _ = try PreparedScene(scene: scene(layout)) }, "SpoiledLayout: item 2 has a negative size (-3.0, 80.0)")
    }

    func testAttributesForAnItemThatDoesNotExistAreRefused() {
        let layout = SpoiledLayout()
        layout.extraIndexPath = IndexPath(item: 9, section: 0)
        assertLayoutError(
            { _ = try PreparedScene(scene: scene(layout)) },
            "SpoiledLayout: returned attributes for item 9 of section 0, which does not exist")
    }

    func testAnElementReachingBehindTheViewerIsRefused() {
        let layout = SpoiledLayout()
        // An eye 30 pt away and a card 80 pt wide turned 80 degrees: its far edge is behind the eye.
        let angle: CGFloat = 80 * .pi / 180
        layout.spoil = { element in
            var perspective = CATransform3DIdentity
            perspective.m34 = -1 / 30
            element.transform3D = CATransform3DRotate(perspective, angle, 0, 1, 0)
        }
        let m14 = Double(sin(angle) * (1 / 30))
        let m34 = Double(cos(angle) * (-1 / 30))
        assertLayoutError(
            { _ = try PreparedScene(scene: scene(layout)) },
            "SpoiledLayout: item 2 has a transform3D that puts part of it behind the viewer (w \u{2264} 0 at a "
                + "corner: m14 \(m14), m24 0.0, m34 \(m34), m44 1.0)")
    }

    func testADepthOnlyPerspectiveDrawsFlat() throws {
        let layout = SpoiledLayout()
        layout.spoil = { element in
            var perspective = CATransform3DIdentity
            perspective.m34 = -1 / 500
            element.transform3D = perspective
        }
        XCTAssertNil(try PreparedScene(scene: scene(layout)).layout.visibleAttributes(atOffset: 0)[2].transform)
    }

    func testANonFiniteTargetOffsetNamesTheMethod() throws {
        let layout = SpoiledLayout()
        let prepared = try PreparedScene(scene: scene(layout))
        layout.target = CGPoint(x: CGFloat.infinity, y: 0)
        assertLayoutError(
            {
                _ = try FrameSequence(
                    prepared: prepared, startOffset: 0, gesture: .fling(velocity: 800), framesPerSecond: 60)
            },
            "SpoiledLayout: targetContentOffset(forProposedContentOffset:withScrollingVelocity:) returned "
                + "(inf, 0.0), not a finite offset")
    }

    func testANegativeSizeFromTheDelegateIsNamedToo() {
        final class Sizes: NSObject, UICollectionViewDelegateFlowLayout {
            func collectionView(
                _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                sizeForItemAt indexPath: IndexPath
            ) -> CGSize {
                CGSize(width: indexPath.item == 4 ? -20 : 50, height: 50)
            }
        }
        let photos = (0..<6).map { Photo.pixels(RGBAImage(width: 40, height: 40, fill: .white), name: "\($0)") }
        let style = UIKitLayoutStyle(name: "sized", height: 100) { collectionView in
            let layout = UICollectionViewFlowLayout()
            layout.scrollDirection = .horizontal
            collectionView.delegate = Sizes()
            return layout
        }
        assertLayoutError(
            { _ = try PreparedScene(scene: Scene(photos: photos, style: style)) },
            "UICollectionViewFlowLayout: item 4 has a negative size (-20.0, 50.0)")
    }
}
