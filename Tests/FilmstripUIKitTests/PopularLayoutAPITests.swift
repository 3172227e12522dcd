import FilmstripUIKit
import XCTest

@testable import Filmstrip

/// The UIKit API that popular open-source layouts use compiles as written for iOS and behaves as documented.
final class PopularLayoutAPITests: XCTestCase {
    /// A springy flow layout as the well-known blog posts write it: every cell attached to where the flow put it,
    /// nudged by each scroll, its queries answered by the dynamic animator.
    final class SpringyFlowLayout: UICollectionViewFlowLayout {
        lazy var dynamicAnimator = UIDynamicAnimator(collectionViewLayout: self)
        var nudges = 0

        override func prepare() {
            super.prepare()
            scrollDirection = .horizontal
            itemSize = CGSize(width: 90, height: 90)
            guard dynamicAnimator.behaviors.isEmpty else { return }
            let all = CGRect(origin: .zero, size: collectionViewContentSize)
            for item in super.layoutAttributesForElements(in: all) ?? [] {
                let spring = UIAttachmentBehavior(item: item, attachedToAnchor: item.center)
                spring.length = 0
                spring.damping = 0.8
                spring.frequency = 1
                dynamicAnimator.addBehavior(spring)
            }
        }

        override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
            dynamicAnimator.items(in: rect) as? [UICollectionViewLayoutAttributes]
        }

        override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
            dynamicAnimator.layoutAttributesForCell(at: indexPath)
        }

        override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
            guard let scrollView = collectionView else { return false }
            let delta = newBounds.origin.x - scrollView.bounds.origin.x
            let touch = scrollView.panGestureRecognizer.location(in: scrollView)
            for spring in dynamicAnimator.behaviors as! [UIAttachmentBehavior] {
                let resistance = abs(touch.x - spring.anchorPoint.x) / 1500
                let item = spring.items.first!
                var center = item.center
                center.x += delta < 0 ? max(delta, delta * resistance) : min(delta, delta * resistance)
                item.center = center
                dynamicAnimator.updateItem(usingCurrentState: item)
                nudges += 1
            }
            return false
        }
    }

    /// A layout that declares its collection view non-optional, as many do, and uses the update and trait API.
    final class NonOptionalLayout: UICollectionViewFlowLayout {
        override var collectionView: UICollectionView { super.collectionView! }
        var scaleSeen: CGFloat = 0
        var marginsSeen = UIEdgeInsets.zero
        var safeAreaSeen = UIEdgeInsets(top: 1, left: 1, bottom: 1, right: 1)

        override func prepare() {
            super.prepare()
            scrollDirection = .horizontal
            itemSize = CGSize(width: 90, height: 90)
            scaleSeen = collectionView.traitCollection.displayScale
            marginsSeen = collectionView.layoutMargins
            safeAreaSeen = collectionView.safeAreaInsets
        }

        override func initialLayoutAttributesForAppearingItem(at itemIndexPath: IndexPath)
            -> UICollectionViewLayoutAttributes?
        {
            let attributes = super.initialLayoutAttributesForAppearingItem(at: itemIndexPath)
            attributes?.alpha = 0
            return attributes
        }

        override func finalLayoutAttributesForDisappearingItem(at itemIndexPath: IndexPath)
            -> UICollectionViewLayoutAttributes?
        {
            super.finalLayoutAttributesForDisappearingItem(at: itemIndexPath)
        }

        override func initialLayoutAttributesForAppearingSupplementaryElement(
            ofKind elementKind: String, at elementIndexPath: IndexPath
        ) -> UICollectionViewLayoutAttributes? {
            super.initialLayoutAttributesForAppearingSupplementaryElement(ofKind: elementKind, at: elementIndexPath)
        }

        override func finalLayoutAttributesForDisappearingSupplementaryElement(
            ofKind elementKind: String, at elementIndexPath: IndexPath
        ) -> UICollectionViewLayoutAttributes? {
            super.finalLayoutAttributesForDisappearingSupplementaryElement(ofKind: elementKind, at: elementIndexPath)
        }

        override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
            !newBounds.size.equalTo(collectionView.bounds.size)
        }
    }

    /// A pager that centres its first card by setting the content inset and offset from `invalidateLayout(with:)`
    /// whenever the view's size changes, as the expanding-collection pager does; it notes the bounds it sees.
    final class SelfCentringPager: UICollectionViewFlowLayout {
        var lastSize = CGSize.zero
        var boundsAsked: [CGRect] = []
        var boundsInvalidated: [CGRect] = []

        override init() {
            super.init()
            scrollDirection = .horizontal
            itemSize = CGSize(width: 120, height: 90)
            minimumLineSpacing = 20
        }

        required init?(coder: NSCoder) { fatalError() }

        override func invalidateLayout(with context: UICollectionViewLayoutInvalidationContext) {
            super.invalidateLayout(with: context)
            guard let collectionView else { return }
            boundsInvalidated.append(collectionView.bounds)
            if collectionView.bounds.size != lastSize {
                let inset = collectionView.bounds.width / 2 - itemSize.width / 2
                collectionView.contentInset = UIEdgeInsets(top: 0, left: inset, bottom: 0, right: inset)
                collectionView.contentOffset = CGPoint(x: -inset, y: 0)
                lastSize = collectionView.bounds.size
            }
        }

        override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
            boundsAsked.append(collectionView?.bounds ?? .zero)
            return true
        }
    }

    func scene(_ style: UIKitLayoutStyle) -> Scene {
        var scene = Scene(photos: Photo.flat(12, side: 60), style: style)
        scene.view.height = 100
        scene.view.scale = 3
        return scene
    }

    func testASpringyLayoutDrawsAtRestAsItsFlowLayout() throws {
        let springy = SpringyFlowLayout()
        let springyScene = try PreparedScene(
            scene: scene(UIKitLayoutStyle(name: "springy", height: 100) { _ in springy }))
        let plain = try PreparedScene(
            scene: scene(
                UIKitLayoutStyle(name: "plain", height: 100) { _ in
                    let layout = UICollectionViewFlowLayout()
                    layout.scrollDirection = .horizontal
                    layout.itemSize = CGSize(width: 90, height: 90)
                    return layout
                }))
        let sequence = try FrameSequence(
            prepared: springyScene, startOffset: 0, gesture: .fling(velocity: 1500), framesPerSecond: 30)
        XCTAssertGreaterThan(springy.nudges, 0, "the scroll nudged the springs")
        for sample in [sequence.samples[3], sequence.samples.last!] {
            let a = try springyScene.render(atOffset: sample.offset)
            let b = try plain.render(atOffset: sample.offset)
            XCTAssertEqual(a.pixels, b.pixels, "at \(sample.offset)")
        }
    }

    func testANonOptionalCollectionViewAndTheUpdateAndTraitAPICompileAndAnswerAsDocumented() throws {
        let layout = NonOptionalLayout()
        let prepared = try PreparedScene(
            scene: scene(UIKitLayoutStyle(name: "non-optional", height: 100) { _ in layout }))
        _ = try prepared.render(atOffset: 40)
        XCTAssertEqual(layout.scaleSeen, 3)
        XCTAssertEqual(layout.marginsSeen, UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8))
        XCTAssertEqual(layout.safeAreaSeen, .zero)
        XCTAssertEqual(layout.collectionView.traitCollection.horizontalSizeClass, .compact)
        XCTAssertNil(layout.initialLayoutAttributesForAppearingItem(at: IndexPath(item: 0, section: 0)))
        XCTAssertNil(layout.finalLayoutAttributesForDisappearingItem(at: IndexPath(item: 0, section: 0)))
    }

    func testEqualToAndSupplementaryInvalidation() {
        XCTAssertTrue(CGPoint(x: 1, y: 2).equalTo(CGPoint(x: 1, y: 2)))
        XCTAssertFalse(CGSize(width: 1, height: 2).equalTo(CGSize(width: 2, height: 1)))
        XCTAssertTrue(CGRect(x: 10, y: 10, width: -10, height: -10).equalTo(CGRect(x: 0, y: 0, width: 10, height: 10)))
        let context = UICollectionViewLayoutInvalidationContext()
        let header = UICollectionView.elementKindSectionHeader
        context.invalidateSupplementaryElements(ofKind: header, at: [IndexPath(item: 0, section: 1)])
        context.invalidateSupplementaryElements(ofKind: header, at: [IndexPath(item: 0, section: 2)])
        XCTAssertEqual(
            context.invalidatedSupplementaryIndexPaths,
            [header: [IndexPath(item: 0, section: 1), IndexPath(item: 0, section: 2)]])
        let layout = UICollectionViewFlowLayout()
        let view = UICollectionView(frame: CGRect(x: 0, y: 0, width: 100, height: 100), collectionViewLayout: layout)
        view.layoutIfNeeded()
        layout.invalidateLayout(with: context)
        XCTAssertEqual(view.contentSize, layout.collectionViewContentSize)
    }

    func testALayoutThatMovesTheOffsetWhileInvalidatingSettles() throws {
        let pager = SelfCentringPager()
        let view = UICollectionView(frame: CGRect(x: 0, y: 0, width: 300, height: 100), collectionViewLayout: pager)
        // The first scroll shows the pager the view's size: it centres the first card, and the second invalidation
        // that its own move causes finds the size seen and the offset where it put it.
        view.contentOffset = CGPoint(x: 10, y: 0)
        XCTAssertEqual(view.contentOffset, CGPoint(x: -90, y: 0))
        XCTAssertEqual(view.contentInset, UIEdgeInsets(top: 0, left: 90, bottom: 0, right: 90))
        XCTAssertEqual(
            pager.boundsAsked,
            [CGRect(x: 0, y: 0, width: 300, height: 100), CGRect(x: 10, y: 0, width: 300, height: 100)],
            "asked while the bounds are the old ones")
        XCTAssertEqual(
            pager.boundsInvalidated,
            [CGRect(x: 10, y: 0, width: 300, height: 100), CGRect(x: -90, y: 0, width: 300, height: 100)],
            "invalidated once the bounds moved")

        let prepared = try PreparedScene(
            scene: scene(UIKitLayoutStyle(name: "self-centring", height: 100) { _ in SelfCentringPager() }))
        let frame = try prepared.render(atOffset: 0)
        XCTAssertEqual(frame.width, prepared.canvasSize.width)
    }
}
