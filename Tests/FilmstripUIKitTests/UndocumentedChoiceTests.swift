import FilmstripUIKit
import XCTest

@testable import FilmstripUIKit

/// Choices listed in the article "UIKit's undocumented choices" that no broader test pins: each test fails if the
/// choice changes, so that the article and the code change together.
final class UndocumentedChoiceTests: XCTestCase {
    /// UIKit choice `insertSubviewClampsItsIndex`: an index past the end appends, one below 0 inserts at the bottom
    /// (UIKit raises on both).
    func testInsertSubviewClampsAnIndexPastEitherEnd() {
        let root = UIView()
        let (a, b, c) = (UIView(), UIView(), UIView())
        root.addSubview(a)
        root.insertSubview(b, at: 99)
        root.insertSubview(c, at: -3)
        XCTAssert(root.subviews.elementsEqual([c, a, b], by: ===))
        root.insertSubview(c, at: 7)
        XCTAssert(root.subviews.elementsEqual([a, b, c], by: ===))
    }

    /// UIKit choice `collectionViewKeepsItsDelegate`: a delegate and data source nobody else holds stay alive (UIKit
    /// holds them weakly, and a view controller owns them).
    func testTheCollectionViewKeepsADelegateNobodyElseHolds() {
        final class Delegate: NSObject, UICollectionViewDelegate, UICollectionViewDataSource {
            func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 0 }
            func collectionView(
                _ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath
            ) -> UICollectionViewCell { UICollectionViewCell() }
        }
        let collectionView = UICollectionView(
            frame: CGRect(x: 0, y: 0, width: 100, height: 100), collectionViewLayout: UICollectionViewFlowLayout())
        collectionView.delegate = Delegate()
        collectionView.dataSource = Delegate()
        XCTAssertNotNil(collectionView.delegate)
        XCTAssertNotNil(collectionView.dataSource)
    }

    /// UIKit choice `pathBoxesIncludeControlPoints`: a curve's `boundingBoxOfPath` reaches its control point (10
    /// high), where Core Graphics' stops at the curve's top (5 high for this quadratic).
    func testBoundingBoxOfPathIncludesTheControlPoints() {
        let path = CGMutablePath()
        path.move(to: CGPoint(x: 0, y: 0))
        path.addQuadCurve(to: CGPoint(x: 10, y: 0), control: CGPoint(x: 5, y: 10))
        XCTAssertEqual(path.boundingBoxOfPath, CGRect(x: 0, y: 0, width: 10, height: 10))
        XCTAssertEqual(path.boundingBoxOfPath, path.boundingBox)
    }

    /// UIKit choice `leadingIsLeft`: directional insets take `leading` off the left edge and `trailing` off the
    /// right.
    func testLeadingInsetsTheLeftEdge() {
        let insets = NSDirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)
        XCTAssertEqual(
            insets.inset(CGRect(x: 0, y: 0, width: 100, height: 50)), CGRect(x: 2, y: 1, width: 94, height: 46))
    }

    /// UIKit choice `pinnedHeadersAreNotModelled`: with `sectionHeadersPinToVisibleBounds` a flow layout's header
    /// still scrolls with its section: scrolled 200 points down, it stays at the section's top.
    func testAFlowLayoutsPinnedHeaderScrollsWithItsSection() {
        let harness = FlowTestHarness(counts: [20])
        harness.layout.itemSize = CGSize(width: 100, height: 50)
        harness.layout.headerReferenceSize = CGSize(width: 0, height: 30)
        harness.layout.sectionHeadersPinToVisibleBounds = true
        harness.collectionView.layoutIfNeeded()
        harness.collectionView.contentOffset = CGPoint(x: 0, y: 200)
        harness.collectionView.layoutIfNeeded()
        let header = harness.layout.layoutAttributesForSupplementaryView(
            ofKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 0))
        XCTAssertEqual(header?.frame, CGRect(x: 0, y: 0, width: 320, height: 30))
    }

    /// A 40 x 20 view on white casting a black shadow 25 points below itself from `path`, drawn at 1x.
    private func shadow(of path: CGPath) throws -> [UInt8] {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 60, height: 60))
        root.backgroundColor = .white
        let card = UIView(frame: CGRect(x: 10, y: 5, width: 40, height: 20))
        card.layer.shadowOpacity = 1
        card.layer.shadowRadius = 1
        card.layer.shadowOffset = CGSize(width: 0, height: 25)
        card.layer.shadowPath = path
        root.addSubview(card)
        return try ViewTreeRenderer.image(of: root, scale: 1).pixels
    }

    /// UIKit choice `ovalShadowPathIsDrawnAsAStadium`: an oval `shadowPath` casts the shadow of the rounded
    /// rectangle of half its shorter side with circular corners (a stadium, for this 40 x 20 ellipse), not of the
    /// ellipse.
    func testAnOvalShadowPathCastsAStadium() throws {
        let bounds = CGRect(x: 0, y: 0, width: 40, height: 20)
        let oval = try shadow(of: CGPath(ellipseIn: bounds, transform: nil))
        let stadium = try shadow(of: CGPath(roundedRect: bounds, cornerWidth: 10, cornerHeight: 10, transform: nil))
        XCTAssert(oval == stadium, "the oval's shadow is the stadium's")
        XCTAssert(oval != (try shadow(of: CGPath(rect: bounds, transform: nil))), "and not the box's")
    }

    /// UIKit choice `otherShadowPathsCastTheirBox`: a triangle `shadowPath` casts the shadow of its bounding box.
    func testAFreeFormShadowPathCastsItsBox() throws {
        let triangle = UIBezierPath()
        triangle.move(to: CGPoint(x: 0, y: 20))
        triangle.addLine(to: CGPoint(x: 20, y: 0))
        triangle.addLine(to: CGPoint(x: 40, y: 20))
        triangle.close()
        let cast = try shadow(of: triangle.cgPath)
        XCTAssert(cast == (try shadow(of: CGPath(rect: CGRect(x: 0, y: 0, width: 40, height: 20), transform: nil))))
        XCTAssert(cast != (try shadow(of: CGPath(rect: CGRect(x: 0, y: 0, width: 20, height: 20), transform: nil))))
    }
}
