import FilmstripLayout
import FilmstripUIKit
import XCTest

@testable import Filmstrip

/// Every `UIScrollViewDelegate` callback of a whole scroll, in UIKit's order: drags, flings, paging, animated
/// scrolls and the collection view's own `setContentOffset(_:animated:)` and `scrollToItem(at:at:animated:)`; and
/// what the scroll view's insets and clamping do to what is drawn.
final class WholeScrollTests: XCTestCase {
    /// Snaps a release to multiples of 100, as a simple snapping carousel does.
    final class SnappingLayout: UICollectionViewFlowLayout {
        override func prepare() {
            super.prepare()
            scrollDirection = .horizontal
            itemSize = CGSize(width: 90, height: 90)
        }

        override func targetContentOffset(
            forProposedContentOffset proposedContentOffset: CGPoint, withScrollingVelocity velocity: CGPoint
        ) -> CGPoint {
            CGPoint(x: (proposedContentOffset.x / 100).rounded() * 100, y: proposedContentOffset.y)
        }
    }

    func prepared(_ style: UIKitLayoutStyle, items: Int = 30, width: Double = 390) throws -> PreparedScene {
        let photos = (0..<items).map { index in
            Photo.pixels(
                RGBAImage(width: 100, height: 100, fill: RGBA(r: UInt8(index * 8), g: 120, b: 200)), name: "\(index)")
        }
        var scene = Scene(photos: photos, style: style)
        scene.view.width = width
        scene.view.height = 100
        scene.view.scale = 1
        return try PreparedScene(scene: scene)
    }

    func snapping(_ delegate: RecordingScrollDelegate) -> UIKitLayoutStyle {
        UIKitLayoutStyle(name: "snapping", height: 100) { collectionView in
            collectionView.delegate = delegate
            return SnappingLayout()
        }
    }

    func testADragReportsItsFramesBeforeTheReleaseAndTheDecelerationAfter() throws {
        let delegate = RecordingScrollDelegate()
        let prepared = try prepared(snapping(delegate))
        delegate.calls.removeAll()
        // 150 pt in a quarter of a second: 0.6 pt/ms when the finger lifts at 350.
        let sequence = try FrameSequence(
            prepared: prepared, startOffset: 200, gesture: .drag(distance: 150, duration: 0.25), framesPerSecond: 60)
        // Frames 1 to 14 are the drag's (t < 0.25 s), the finger moving 600 pt/s; frame 15 is the release.
        let dragFrames = (1..<15).map { 200 + 600 * Double($0) / 60 }
        for (index, offset) in dragFrames.enumerated() {
            XCTAssertEqual(sequence.samples[index + 1].offset, offset, accuracy: 1e-9)
        }
        let velocity = CGFloat(150.0 / 0.25 / 1000)
        let expected =
            ["didScroll 200.0", "willBeginDragging at 200.0"]
            + RecordingScrollDelegate.didScrolls(through: sequence.samples[1..<15].map(\.offset), from: 200)
            + [
                "didScroll 350.0", "willEndDragging at 350.0 velocity \(velocity)",
                "didEndDragging willDecelerate true", "willBeginDecelerating at 350.0",
            ]
            + RecordingScrollDelegate.didScrolls(through: sequence.samples[15...].map(\.offset), from: 350)
            + ["didEndDecelerating at \(CGFloat(sequence.target))"]
        XCTAssertEqual(delegate.calls, expected)
        // The free deceleration from 350 at 600 pt/s proposes 350 - 600 / (1000 ln 0.998), about 650: snapped, 600.
        let proposed = 350 - 600 / (1000 * log(0.998))
        XCTAssertEqual(proposed, 649.7, accuracy: 0.1)
        XCTAssertEqual(sequence.target, 600)
    }

    func testAReleaseThatStaysDoesNotDecelerateAndOneThatSnapsDoes() throws {
        let delegate = RecordingScrollDelegate()
        let prepared = try prepared(snapping(delegate))
        delegate.calls.removeAll()
        _ = try FrameSequence(
            prepared: prepared, startOffset: 200, gesture: .drag(distance: 0, duration: 0.1), framesPerSecond: 60)
        XCTAssertEqual(
            delegate.calls,
            [
                "didScroll 200.0", "willBeginDragging at 200.0", "willEndDragging at 200.0 velocity 0.0",
                "didEndDragging willDecelerate false",
            ])
        // Let go at rest between two snap points: the content still moves on to 300, so it decelerates there.
        delegate.calls.removeAll()
        let snap = try FrameSequence(
            prepared: prepared, startOffset: 260, gesture: .drag(distance: 0, duration: 0.1), framesPerSecond: 60)
        XCTAssertEqual(snap.target, 300)
        XCTAssertEqual(
            delegate.calls,
            [
                "didScroll 260.0", "willBeginDragging at 260.0", "willEndDragging at 260.0 velocity 0.0",
                "didEndDragging willDecelerate true", "willBeginDecelerating at 260.0",
            ] + RecordingScrollDelegate.didScrolls(through: snap.samples.map(\.offset), from: 260)
                + ["didEndDecelerating at 300.0"])
    }

    func testPagingReportsAFlingThatComesToRestOnThePage() throws {
        let delegate = RecordingScrollDelegate()
        let style = UIKitLayoutStyle(name: "paged", height: 100) { collectionView in
            collectionView.delegate = delegate
            collectionView.isPagingEnabled = true
            let layout = UICollectionViewFlowLayout()
            layout.scrollDirection = .horizontal
            layout.itemSize = CGSize(width: 390, height: 100)
            layout.minimumLineSpacing = 0
            return layout
        }
        let prepared = try prepared(style, items: 5)
        delegate.calls.removeAll()
        let sequence = try FrameSequence(
            prepared: prepared, startOffset: 390, gesture: .fling(velocity: 3000), framesPerSecond: 60)
        XCTAssertEqual(sequence.target, 780)
        // The scene started at 0: the finger goes down at 390, so the content moved there first.
        XCTAssertEqual(
            Array(delegate.calls.prefix(5)),
            [
                "didScroll 390.0", "willBeginDragging at 390.0", "willEndDragging at 390.0 velocity 3.0",
                "didEndDragging willDecelerate true", "willBeginDecelerating at 390.0",
            ])
        XCTAssertEqual(delegate.calls.last, "didEndDecelerating at 780.0")
        XCTAssertEqual(delegate.calls.dropLast().last, "didScroll 780.0")
        XCTAssertEqual(Set(delegate.names.dropFirst(5).dropLast()), ["didScroll"])
        XCTAssertGreaterThan(delegate.calls.count, 10)
    }

    func testAnAnimatedScrollEndsWithDidEndScrollingAnimation() throws {
        let delegate = RecordingScrollDelegate()
        let prepared = try prepared(snapping(delegate))
        delegate.calls.removeAll()
        let sequence = try FrameSequence(
            prepared: prepared, startOffset: 0, gesture: .scroll(to: .offset(500)), framesPerSecond: 60)
        XCTAssertEqual(
            delegate.calls,
            RecordingScrollDelegate.didScrolls(through: sequence.samples.map(\.offset), from: 0)
                + ["didEndScrollingAnimation at 500.0"])
        XCTAssertGreaterThan(delegate.calls.count, 10)
    }

    func testSetContentOffsetAndScrollToItemReportAsUIKitDoes() {
        let harness = FlowTestHarness(counts: [10], viewSize: CGSize(width: 320, height: 100))
        harness.layout.scrollDirection = .horizontal
        harness.layout.itemSize = CGSize(width: 100, height: 100)
        harness.layout.minimumLineSpacing = 10
        harness.collectionView.contentInset = UIEdgeInsets(top: 0, left: 20, bottom: 0, right: 30)
        let delegate = RecordingScrollDelegate()
        harness.collectionView.delegate = delegate
        let view = harness.collectionView
        view.setContentOffset(CGPoint(x: 120, y: 0), animated: true)
        view.setContentOffset(CGPoint(x: 50, y: 0), animated: false)
        view.setContentOffset(CGPoint(x: 50, y: 0), animated: true)
        // The last item cannot be centred: the offset stops at the content's end, 10 x 100 + 9 x 10 + 30 - 320.
        view.scrollToItem(at: IndexPath(item: 9, section: 0), at: .centeredHorizontally, animated: true)
        // The first cannot either: the offset stops at -left.
        view.scrollToItem(at: IndexPath(item: 0, section: 0), at: .centeredHorizontally, animated: false)
        XCTAssertEqual(
            delegate.calls,
            [
                "didScroll 120.0", "didEndScrollingAnimation at 120.0", "didScroll 50.0", "didScroll 800.0",
                "didEndScrollingAnimation at 800.0", "didScroll -20.0",
            ])
    }

    func testTheFirstFrameHasTheCellsTheDelegateChangedWhenItFirstScrolled() throws {
        /// Fades every visible cell, as a delegate that styles cells by position does.
        final class FadingDelegate: NSObject, UICollectionViewDelegate {
            func scrollViewDidScroll(_ scrollView: UIScrollView) {
                for cell in (scrollView as! UICollectionView).visibleCells { cell.alpha = 0 }
            }
        }
        let style = UIKitLayoutStyle(name: "faded", height: 100) { collectionView in
            collectionView.delegate = FadingDelegate()
            let layout = UICollectionViewFlowLayout()
            layout.scrollDirection = .horizontal
            layout.itemSize = CGSize(width: 100, height: 100)
            return layout
        }
        // The scene starts at offset 0, where the collection view already is: only the first layout pass tells the
        // delegate, and it hides the cells, so the frame is the white background.
        let frame = try prepared(style, items: 5).render(atOffset: 0)
        XCTAssertEqual(frame[50, 50], RGBA.white)
        XCTAssertEqual(frame[150, 50], RGBA.white)
    }

    func testAnIndexIsClampedToTheContentAsScrollToItemClampsIt() throws {
        let style = UIKitLayoutStyle(name: "plain", height: 100) { _ in
            let layout = UICollectionViewFlowLayout()
            layout.scrollDirection = .horizontal
            layout.itemSize = CGSize(width: 100, height: 100)
            layout.minimumLineSpacing = 0
            return layout
        }
        let layout = try prepared(style, items: 10).layout
        XCTAssertEqual(layout.offset(centeringItem: 0), 0, "not -145: no blank band before the first item")
        XCTAssertEqual(layout.offset(centeringItem: 5), 550 - 195)
        XCTAssertEqual(layout.offset(centeringItem: 9), 1000 - 390, "not 755: no blank band after the last")
    }

    func testAVerticalListKeepsItsLeftAndRightInsets() throws {
        let style = UIKitLayoutStyle(name: "list", height: 100) { collectionView in
            collectionView.contentInset = UIEdgeInsets(top: 0, left: 20, bottom: 0, right: 30)
            let layout = UICollectionViewFlowLayout()
            layout.itemSize = CGSize(width: 340, height: 40)
            layout.minimumLineSpacing = 10
            return layout
        }
        let prepared = try prepared(style, items: 10)
        XCTAssertEqual(prepared.layout.scrollAxis, .vertical)
        let frame = try prepared.render(atOffset: 0)
        // The row spans x 20 to 360 of the 390 pt view: the left inset shows white, the row its photo.
        XCTAssertEqual(frame[10, 20], RGBA.white)
        XCTAssertEqual(frame[25, 20].g, 120)
        XCTAssertEqual(frame[355, 20].g, 120)
        XCTAssertEqual(frame[370, 20], RGBA.white)
    }

    func testAHeaderThatPinsItselfWhenAskedIsDrawnPinned() throws {
        /// Pins each section header returned by `super` to the top of the visible bounds, as sticky-header layouts
        /// written before `sectionHeadersPinToVisibleBounds` do.
        final class StickyHeaderLayout: UICollectionViewFlowLayout {
            override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
                guard let attributes = super.layoutAttributesForElements(in: rect), let collectionView = collectionView
                else { return nil }
                for header in attributes
                where header.representedElementKind == UICollectionView.elementKindSectionHeader {
                    let section = header.indexPath.section
                    let count = collectionView.numberOfItems(inSection: section)
                    guard count > 0,
                        let last = layoutAttributesForItem(at: IndexPath(item: count - 1, section: section))
                    else { continue }
                    let top = collectionView.contentOffset.y + collectionView.adjustedContentInset.top
                    header.frame.origin.y = min(max(top, header.frame.origin.y), last.frame.maxY - header.frame.height)
                    header.zIndex = 1024
                }
                return attributes
            }

            override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool { true }
        }
        let grey = RGBA(r: 0x63, g: 0x63, b: 0x66)
        let style = UIKitLayoutStyle(name: "sticky", height: 300, supplementaryFill: .color(grey)) { _ in
            let layout = StickyHeaderLayout()
            layout.itemSize = CGSize(width: 100, height: 100)
            layout.headerReferenceSize = CGSize(width: 390, height: 40)
            return layout
        }
        let photos = (0..<30).map { Photo.pixels(RGBAImage(width: 10, height: 10, fill: .white), name: "\($0)") }
        var scene = Scene(photos: photos, style: style)
        scene.view.height = 300
        scene.view.scale = 1
        scene.look.background = RGBA(r: 0, g: 0, b: 0)
        let prepared = try PreparedScene(scene: scene)
        // At 200 the header's own frame (y 0 to 40) is 160 pt above the visible rect, yet it pins to its top.
        let frame = try prepared.render(atOffset: 200)
        XCTAssertEqual(frame[5, 5], grey)
        XCTAssertEqual(frame[195, 35], grey)
        XCTAssertNotEqual(frame[195, 45], grey)
    }
}
