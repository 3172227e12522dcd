import FilmstripLayout
import FilmstripUIKit
import XCTest

@testable import Filmstrip

/// A UIKit layout scrolled by Filmstrip's physics: the gesture calls the layout's and the delegate's hooks in UIKit's
/// order, with UIKit's arguments, and the deceleration rate and paging they set shape the motion.
final class ScrollingTests: XCTestCase {
    /// Snaps to multiples of 100 and says what it was asked.
    final class SnappingLayout: UICollectionViewFlowLayout {
        var asked: [(proposed: CGFloat, velocity: CGFloat, offset: CGFloat)] = []
        var rate = UIScrollView.DecelerationRate(rawValue: 0.995)

        override func prepare() {
            super.prepare()
            scrollDirection = .horizontal
            itemSize = CGSize(width: 90, height: 90)
            collectionView?.decelerationRate = rate
        }

        override func targetContentOffset(
            forProposedContentOffset proposedContentOffset: CGPoint, withScrollingVelocity velocity: CGPoint
        ) -> CGPoint {
            asked.append((proposedContentOffset.x, velocity.x, collectionView!.contentOffset.x))
            return CGPoint(x: (proposedContentOffset.x / 100).rounded() * 100, y: proposedContentOffset.y)
        }
    }

    func prepared(_ style: UIKitLayoutStyle, items: Int = 30) throws -> PreparedScene {
        // Flat squares in memory: the geometry is what is tested here.
        let photos = (0..<items).map { index in
            Photo.pixels(
                RGBAImage(width: 100, height: 100, fill: RGBA(r: UInt8(index * 8), g: 120, b: 200)), name: "\(index)")
        }
        var scene = Scene(photos: photos, style: style)
        scene.view.height = 100
        return try PreparedScene(scene: scene)
    }

    func testAFlingCallsTheHooksInUIKitsOrderWithUIKitsArguments() throws {
        let delegate = RecordingScrollDelegate()
        let layout = SnappingLayout()
        let style = UIKitLayoutStyle(name: "snapping", height: 100) { collectionView in
            collectionView.delegate = delegate
            return layout
        }
        let prepared = try prepared(style)
        delegate.calls.removeAll()
        let sequence = try FrameSequence(
            prepared: prepared, startOffset: 200, gesture: .fling(velocity: 1000), framesPerSecond: 60)
        // The proposed rest x0 - v0 / k with k = 1000 ln 0.995; velocity in points per millisecond.
        let proposed = 200 - 1000 / (1000 * log(0.995))
        XCTAssertEqual(layout.asked.count, 1)
        XCTAssertEqual(Double(layout.asked[0].proposed), proposed, accuracy: 1e-9)
        XCTAssertEqual(layout.asked[0].velocity, 1)
        XCTAssertEqual(layout.asked[0].offset, 200, "contentOffset is the release point")
        XCTAssertEqual(sequence.target, (proposed / 100).rounded() * 100)
        // The whole scroll is reported as the motion is planned, in UIKit's order: the finger goes down and lifts
        // at once, the content decelerates through every frame and comes to rest.
        let target = sequence.target
        XCTAssertEqual(
            delegate.calls,
            [
                "didScroll 200.0", "willBeginDragging at 200.0", "willEndDragging at 200.0 velocity 1.0",
                "didEndDragging willDecelerate true", "willBeginDecelerating at 200.0",
            ] + RecordingScrollDelegate.didScrolls(through: sequence.samples.map(\.offset), from: 200)
                + ["didEndDecelerating at \(CGFloat(target))"])
        XCTAssertGreaterThan(sequence.samples.count, 10)
        // Drawing the frames, on any number of threads, asks the layout nothing again.
        delegate.calls.removeAll()
        try SequenceRenderer(prepared: prepared, sequence: sequence, threads: 2).forEachFrame { _ in }
        XCTAssertEqual(delegate.calls, [])
    }

    func testTheDelegateMayMoveTheTargetAndTheRateSetInPrepareApplies() throws {
        let delegate = RecordingScrollDelegate()
        delegate.targetShift = 50
        let layout = SnappingLayout()
        layout.rate = .fast
        let style = UIKitLayoutStyle(name: "shifted", height: 100) { collectionView in
            collectionView.delegate = delegate
            return layout
        }
        let prepared = try prepared(style)
        XCTAssertEqual(prepared.layout.decelerationRatePerMillisecond, 0.99)
        let sequence = try FrameSequence(
            prepared: prepared, startOffset: 0, gesture: .fling(velocity: 2000), framesPerSecond: 60)
        let proposed = 0 - 2000 / (1000 * log(0.99))
        XCTAssertEqual(sequence.target, (proposed / 100).rounded() * 100 + 50)
    }

    func testARateOfZeroIsAcceptedAndStopsWhereTheFingerLifts() throws {
        // Apps that snap by hand set the rate to 0 and move the content themselves; UIKit accepts it.
        let layout = SnappingLayout()
        layout.rate = UIScrollView.DecelerationRate(rawValue: 0)
        let prepared = try prepared(UIKitLayoutStyle(name: "stopping", height: 100) { _ in layout })
        XCTAssertEqual(prepared.layout.decelerationRatePerMillisecond, 0)
        let sequence = try FrameSequence(
            prepared: prepared, startOffset: 230, gesture: .fling(velocity: 3000), framesPerSecond: 60)
        XCTAssertEqual(Double(layout.asked[0].proposed), 230, accuracy: 0.01, "no coast past the release")
        XCTAssertEqual(sequence.target, 200, "the layout's snap of the release point")
    }

    func testPagingMovesOneViewWidthPerFlick() throws {
        let style = UIKitLayoutStyle(name: "paged", height: 100) { collectionView in
            collectionView.isPagingEnabled = true
            let layout = UICollectionViewFlowLayout()
            layout.scrollDirection = .horizontal
            layout.itemSize = CGSize(width: 390, height: 100)
            layout.minimumLineSpacing = 0
            return layout
        }
        let prepared = try prepared(style, items: 5)
        for (start, velocity, target) in [(390.0, 3000.0, 780.0), (390.0, -3000.0, 0.0), (400.0, 100.0, 390.0)] {
            let sequence = try FrameSequence(
                prepared: prepared, startOffset: start, gesture: .fling(velocity: velocity), framesPerSecond: 60)
            XCTAssertEqual(sequence.target, target, "from \(start) at \(velocity)")
        }
    }
}
