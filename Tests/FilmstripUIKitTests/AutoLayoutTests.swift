import FilmstripUIKit
import XCTest

@testable import FilmstripUIKit

/// Views laid out with constraints as iOS developers write them; every frame is the one the constraints' formulas
/// give (UIKit's, since they leave one solution).
final class AutoLayoutTests: XCTestCase {
    /// A view with an intrinsic size, as a label with its text.
    final class SizedView: UIView {
        var size = CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
        override var intrinsicContentSize: CGSize { size }
    }

    /// A root that records its subview's frame right after `super.layoutSubviews()`, as the thumbnail slider does.
    final class RecordingRoot: UIView {
        var seen: [CGRect] = []
        override func layoutSubviews() {
            super.layoutSubviews()
            seen.append(subviews.first?.frame ?? .null)
        }
    }

    /// A view that adds its constraints in `updateConstraints`, once.
    final class UpdatingView: UIView {
        var updates = 0
        let child = UIView()
        override func updateConstraints() {
            updates += 1
            if updates == 1 {
                NSLayoutConstraint.activate([
                    child.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 5),
                    child.topAnchor.constraint(equalTo: topAnchor, constant: 6),
                    child.widthAnchor.constraint(equalToConstant: 7),
                    child.heightAnchor.constraint(equalToConstant: 8),
                ])
            }
            super.updateConstraints()
        }
    }

    private func constrained(in root: UIView) -> UIView {
        let view = UIView()
        view.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(view)
        return view
    }

    func testTheThumbnailSlidersCollectionViewIsPinnedLeftAndRightCentredAndFixedInHeight() {
        let root = RecordingRoot(frame: CGRect(x: 0, y: 0, width: 390, height: 200))
        let collectionView = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
        root.addSubview(collectionView)
        collectionView.translatesAutoresizingMaskIntoConstraints = false
        NSLayoutConstraint.activate([
            collectionView.heightAnchor.constraint(equalToConstant: 120),
            collectionView.centerYAnchor.constraint(equalTo: root.centerYAnchor),
            collectionView.leftAnchor.constraint(equalTo: root.leftAnchor),
            collectionView.rightAnchor.constraint(equalTo: root.rightAnchor),
        ])
        XCTAssertEqual(collectionView.frame, .zero, "constraints act at the layout pass, not on activation")
        XCTAssertEqual(root.constraints.count, 3, "the common ancestor holds those of two views")
        XCTAssertEqual(collectionView.constraints.count, 1, "the view itself holds its constant height")
        root.layoutIfNeeded()
        let expected = CGRect(x: 0, y: (200 - 120) / 2, width: 390, height: 120)
        XCTAssertEqual(collectionView.frame, expected)
        XCTAssertEqual(collectionView.bounds.size, expected.size)
        XCTAssertEqual(root.seen, [expected], "super.layoutSubviews() sets the frame before the override goes on")
        XCTAssertFalse(collectionView.hasAmbiguousLayout)
        // A new root size moves the centred view.
        root.frame = CGRect(x: 0, y: 0, width: 320, height: 300)
        root.layoutIfNeeded()
        XCTAssertEqual(collectionView.frame, CGRect(x: 0, y: 90, width: 320, height: 120))
    }

    func testEdgesPinnedWithConstantsAndAConstantChangedLaterReuseTheEngine() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 200))
        let child = constrained(in: root)
        let top = child.topAnchor.constraint(equalTo: root.topAnchor, constant: 20)
        NSLayoutConstraint.activate([
            child.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 16),
            child.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -16),
            top,
            root.bottomAnchor.constraint(equalTo: child.bottomAnchor, constant: 30),
        ])
        root.layoutIfNeeded()
        XCTAssertEqual(child.frame, CGRect(x: 16, y: 20, width: 390 - 32, height: 200 - 20 - 30))
        let engine = root.autoLayout.engine
        XCTAssertNotNil(engine)
        top.constant = 40
        root.layoutIfNeeded()
        XCTAssertEqual(child.frame, CGRect(x: 16, y: 40, width: 358, height: 200 - 40 - 30))
        XCTAssertTrue(root.autoLayout.engine === engine, "one engine kept across passes")
        XCTAssertEqual(engine?.solver.constraints.count, 8, "the root's 4 and the 4 constraints; the old top left")
    }

    func testACentredViewOfFixedSize() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 200))
        let child = constrained(in: root)
        NSLayoutConstraint.activate([
            child.centerXAnchor.constraint(equalTo: root.centerXAnchor),
            child.centerYAnchor.constraint(equalTo: root.centerYAnchor, constant: 10),
            child.widthAnchor.constraint(equalToConstant: 100),
            child.heightAnchor.constraint(equalToConstant: 50),
        ])
        root.layoutIfNeeded()
        XCTAssertEqual(child.frame, CGRect(x: (390 - 100) / 2, y: (200 - 50) / 2 + 10, width: 100, height: 50))
    }

    func testWidthsRelatedByAMultiplierShareARow() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 100))
        let a = constrained(in: root)
        let b = constrained(in: root)
        NSLayoutConstraint.activate([
            a.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            b.leadingAnchor.constraint(equalTo: a.trailingAnchor, constant: 10),
            b.trailingAnchor.constraint(equalTo: root.trailingAnchor),
            b.widthAnchor.constraint(equalTo: a.widthAnchor, multiplier: 0.5),
            a.topAnchor.constraint(equalTo: root.topAnchor),
            a.bottomAnchor.constraint(equalTo: root.bottomAnchor),
            b.topAnchor.constraint(equalTo: a.topAnchor),
            b.heightAnchor.constraint(equalTo: a.heightAnchor, multiplier: 0.5, constant: 4),
        ])
        root.layoutIfNeeded()
        // a + 10 + a / 2 = 400, so a = 260.
        XCTAssertEqual(a.frame, CGRect(x: 0, y: 0, width: 260, height: 100))
        XCTAssertEqual(b.frame, CGRect(x: 270, y: 0, width: 130, height: 54))
    }

    func testInequalitiesAndPrioritiesDecideAsUIKitOrdersThem() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 200))
        let capped = constrained(in: root)
        let floored = constrained(in: root)
        let contested = constrained(in: root)
        var constraints: [NSLayoutConstraint] = []
        for (index, view) in [capped, floored, contested].enumerated() {
            constraints += [
                view.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                view.topAnchor.constraint(equalTo: root.topAnchor, constant: CGFloat(index) * 50),
                view.heightAnchor.constraint(equalToConstant: 40),
            ]
        }
        let fullWidth = capped.widthAnchor.constraint(equalTo: root.widthAnchor)
        fullWidth.priority = .defaultHigh
        let narrow = floored.widthAnchor.constraint(equalToConstant: 100)
        narrow.priority = UILayoutPriority(500)
        let higher = contested.widthAnchor.constraint(equalToConstant: 120)
        higher.priority = .defaultHigh + 1
        let lower = contested.widthAnchor.constraint(equalToConstant: 180)
        lower.priority = .defaultHigh
        constraints += [
            capped.widthAnchor.constraint(lessThanOrEqualToConstant: 200), fullWidth,
            floored.widthAnchor.constraint(greaterThanOrEqualToConstant: 300), narrow, higher, lower,
        ]
        NSLayoutConstraint.activate(constraints)
        root.layoutIfNeeded()
        XCTAssertEqual(capped.frame.width, 200, "the required <= caps the width the 750 asks for")
        XCTAssertEqual(floored.frame.width, 300, "the required >= beats the 500 == 100")
        XCTAssertEqual(contested.frame.width, 120, "751 beats 750, however far apart")
        XCTAssertEqual(contested.frame.minY, 100)
    }

    func testHuggingDecidesWhoGrowsAndCompressionResistanceWhoShrinks() {
        func row(width: CGFloat, sizes: (CGFloat, CGFloat), configure: (SizedView, SizedView) -> Void)
            -> (CGRect, CGRect)
        {
            let root = UIView(frame: CGRect(x: 0, y: 0, width: width, height: 44))
            let a = SizedView()
            let b = SizedView()
            for view in [a, b] {
                view.translatesAutoresizingMaskIntoConstraints = false
                root.addSubview(view)
            }
            a.size = CGSize(width: sizes.0, height: 20)
            b.size = CGSize(width: sizes.1, height: 30)
            configure(a, b)
            NSLayoutConstraint.activate([
                a.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                b.leadingAnchor.constraint(equalTo: a.trailingAnchor),
                b.trailingAnchor.constraint(equalTo: root.trailingAnchor),
                a.topAnchor.constraint(equalTo: root.topAnchor),
                b.topAnchor.constraint(equalTo: root.topAnchor),
            ])
            root.layoutIfNeeded()
            return (a.frame, b.frame)
        }
        // Room to spare: the view hugging less (b, 250 against 251) grows; heights are the intrinsic ones.
        let grown = row(width: 300, sizes: (100, 80)) { a, _ in
            a.setContentHuggingPriority(UILayoutPriority(251), for: .horizontal)
        }
        XCTAssertEqual(grown.0, CGRect(x: 0, y: 0, width: 100, height: 20))
        XCTAssertEqual(grown.1, CGRect(x: 100, y: 0, width: 200, height: 30))
        // Too little room: the view resisting compression less (b, 749 against 750) shrinks.
        let shrunk = row(width: 300, sizes: (200, 180)) { _, b in
            b.setContentCompressionResistancePriority(UILayoutPriority(749), for: .horizontal)
        }
        XCTAssertEqual(shrunk.0, CGRect(x: 0, y: 0, width: 200, height: 20))
        XCTAssertEqual(shrunk.1, CGRect(x: 200, y: 0, width: 100, height: 30))
        let plain = UIView()
        XCTAssertEqual(plain.contentHuggingPriority(for: .vertical), .defaultLow)
        XCTAssertEqual(plain.contentCompressionResistancePriority(for: .horizontal), .defaultHigh)
    }

    func testASelfSizingCellFitsItsContentAndItsGivenWidth() {
        let cell = UIView()
        let label = SizedView()
        label.size = CGSize(width: 120, height: 40)
        label.translatesAutoresizingMaskIntoConstraints = false
        cell.addSubview(label)
        NSLayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: cell.leadingAnchor, constant: 8),
            label.trailingAnchor.constraint(equalTo: cell.trailingAnchor, constant: -8),
            label.topAnchor.constraint(equalTo: cell.topAnchor, constant: 12),
            label.bottomAnchor.constraint(equalTo: cell.bottomAnchor, constant: -12),
        ])
        XCTAssertEqual(cell.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize), CGSize(width: 136, height: 64))
        XCTAssertEqual(
            cell.systemLayoutSizeFitting(
                CGSize(width: 300, height: 0), withHorizontalFittingPriority: .required,
                verticalFittingPriority: .fittingSizeLevel),
            CGSize(width: 300, height: 64))
        label.size = CGSize(width: 120, height: 60)
        label.invalidateIntrinsicContentSize()
        XCTAssertEqual(cell.systemLayoutSizeFitting(UIView.layoutFittingExpandedSize).height, 84)
    }

    func testAViewTranslatingItsFrameAnchorsAConstrainedOne() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 200))
        let fixed = UIView(frame: CGRect(x: 10, y: 12, width: 100, height: 50))
        root.addSubview(fixed)
        let follower = constrained(in: root)
        NSLayoutConstraint.activate([
            follower.leadingAnchor.constraint(equalTo: fixed.trailingAnchor, constant: 8),
            follower.topAnchor.constraint(equalTo: fixed.topAnchor),
            follower.widthAnchor.constraint(equalTo: fixed.widthAnchor),
            follower.heightAnchor.constraint(equalToConstant: 20),
        ])
        root.layoutIfNeeded()
        XCTAssertEqual(fixed.frame, CGRect(x: 10, y: 12, width: 100, height: 50), "its own frame is kept")
        XCTAssertEqual(follower.frame, CGRect(x: 118, y: 12, width: 100, height: 20))
        fixed.frame = CGRect(x: 20, y: 12, width: 60, height: 50)
        root.setNeedsLayout()
        root.layoutIfNeeded()
        XCTAssertEqual(follower.frame, CGRect(x: 88, y: 12, width: 60, height: 20))
    }

    func testANestedViewIsPlacedInItsSuperviewsCoordinates() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 200))
        let card = UIView(frame: CGRect(x: 30, y: 40, width: 200, height: 100))
        root.addSubview(card)
        let badge = constrained(in: card)
        let other = constrained(in: root)
        NSLayoutConstraint.activate([
            badge.trailingAnchor.constraint(equalTo: card.trailingAnchor, constant: -4),
            badge.topAnchor.constraint(equalTo: card.topAnchor, constant: 4),
            badge.widthAnchor.constraint(equalToConstant: 24),
            badge.heightAnchor.constraint(equalTo: badge.widthAnchor),
            // A cousin constraint: other's leading follows the badge across the tree.
            other.leadingAnchor.constraint(equalTo: badge.leadingAnchor),
            other.topAnchor.constraint(equalTo: badge.bottomAnchor),
            other.widthAnchor.constraint(equalToConstant: 10),
            other.heightAnchor.constraint(equalToConstant: 10),
        ])
        // Each constraint goes to its views' nearest common ancestor, as UIKit's activate does.
        XCTAssertEqual([root, card, badge, other].map(\.constraints.count), [2, 2, 2, 2])
        root.layoutIfNeeded()
        XCTAssertEqual(badge.frame, CGRect(x: 200 - 4 - 24, y: 4, width: 24, height: 24))
        XCTAssertEqual(other.frame, CGRect(x: 30 + 172, y: 40 + 28, width: 10, height: 10))
    }

    func testMarginsSafeAreaAndCustomGuidesPlaceViews() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 200))
        root.layoutMargins = UIEdgeInsets(top: 10, left: 20, bottom: 30, right: 40)
        let inMargins = constrained(in: root)
        let left = constrained(in: root)
        let right = constrained(in: root)
        let gap = UILayoutGuide()
        root.addLayoutGuide(gap)
        let margins = root.layoutMarginsGuide
        XCTAssertTrue(margins === root.layoutMarginsGuide && margins.owningView === root)
        NSLayoutConstraint.activate([
            inMargins.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
            inMargins.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
            inMargins.topAnchor.constraint(equalTo: margins.topAnchor),
            inMargins.bottomAnchor.constraint(equalTo: margins.bottomAnchor),
            // Two 50-point views with a guide between them that takes the rest of the safe area's width.
            left.leadingAnchor.constraint(equalTo: root.safeAreaLayoutGuide.leadingAnchor),
            gap.leadingAnchor.constraint(equalTo: left.trailingAnchor),
            right.leadingAnchor.constraint(equalTo: gap.trailingAnchor),
            right.trailingAnchor.constraint(equalTo: root.safeAreaLayoutGuide.trailingAnchor),
            left.widthAnchor.constraint(equalToConstant: 50),
            right.widthAnchor.constraint(equalTo: left.widthAnchor),
            gap.topAnchor.constraint(equalTo: root.topAnchor),
            gap.heightAnchor.constraint(equalToConstant: 1),
            left.topAnchor.constraint(equalTo: root.topAnchor),
            right.topAnchor.constraint(equalTo: root.topAnchor),
            left.heightAnchor.constraint(equalToConstant: 20),
            right.heightAnchor.constraint(equalToConstant: 20),
        ])
        root.layoutIfNeeded()
        XCTAssertEqual(inMargins.frame, CGRect(x: 20, y: 10, width: 390 - 60, height: 200 - 40))
        XCTAssertEqual(margins.layoutFrame, inMargins.frame)
        XCTAssertEqual(left.frame, CGRect(x: 0, y: 0, width: 50, height: 20))
        XCTAssertEqual(right.frame, CGRect(x: 340, y: 0, width: 50, height: 20))
        XCTAssertEqual(gap.layoutFrame, CGRect(x: 50, y: 0, width: 290, height: 1))
        // New margins move what is pinned to them at the next pass.
        root.layoutMargins = UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8)
        root.layoutIfNeeded()
        XCTAssertEqual(inMargins.frame, CGRect(x: 8, y: 8, width: 374, height: 184))
    }

    func testAViewLeavingItsSuperviewTakesItsConstraintsOutOfLayout() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 200))
        let card = constrained(in: root)
        let badge = constrained(in: card)
        let pinCard = card.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 12)
        let pinBadge = badge.leadingAnchor.constraint(equalTo: card.leadingAnchor, constant: 4)
        let crossing = badge.topAnchor.constraint(equalTo: root.topAnchor)
        let size = card.widthAnchor.constraint(equalToConstant: 40)
        NSLayoutConstraint.activate([pinCard, pinBadge, crossing, size])
        card.removeFromSuperview()
        XCTAssertFalse(pinCard.isActive, "held by the old superview, it referenced the leaving view")
        XCTAssertFalse(crossing.isActive, "it referenced a subview of the leaving view")
        XCTAssertTrue(pinBadge.isActive && size.isActive, "held inside the leaving subtree")
        XCTAssertTrue(root.constraints.isEmpty)
    }

    func testAmbiguityIsReportedUntilEveryEdgeIsDetermined() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 200))
        let child = constrained(in: root)
        NSLayoutConstraint.activate([
            child.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            child.widthAnchor.constraint(equalToConstant: 50),
        ])
        XCTAssertTrue(child.hasAmbiguousLayout, "nothing places it vertically")
        XCTAssertFalse(root.hasAmbiguousLayout)
        let top = child.topAnchor.constraint(greaterThanOrEqualTo: root.topAnchor)
        NSLayoutConstraint.activate([top, child.heightAnchor.constraint(equalToConstant: 50)])
        XCTAssertTrue(child.hasAmbiguousLayout, "a lone >= leaves the top free")
        top.isActive = false
        child.topAnchor.constraint(equalTo: root.topAnchor).isActive = true
        XCTAssertFalse(child.hasAmbiguousLayout)
        XCTAssertFalse(UIView().hasAmbiguousLayout, "a view no constraint reaches")
    }

    func testUpdateConstraintsRunsOnceAndWhenAskedAgain() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let view = UpdatingView(frame: CGRect(x: 10, y: 10, width: 50, height: 50))
        root.addSubview(view)
        view.addSubview(view.child)
        view.child.translatesAutoresizingMaskIntoConstraints = false
        root.layoutIfNeeded()
        XCTAssertEqual(view.updates, 1)
        XCTAssertEqual(view.child.frame, CGRect(x: 5, y: 6, width: 7, height: 8))
        root.layoutIfNeeded()
        XCTAssertEqual(view.updates, 1)
        view.setNeedsUpdateConstraints()
        XCTAssertTrue(view.needsUpdateConstraints())
        root.layoutIfNeeded()
        XCTAssertEqual(view.updates, 2)
    }

    func testAddingOrRemovingAGuideOrAConstraintLaysTheViewOutAgain() {
        final class CountingView: UIView {
            var layouts = 0
            override func layoutSubviews() {
                super.layoutSubviews()
                layouts += 1
            }
        }
        let view = CountingView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        view.layoutIfNeeded()
        XCTAssertEqual(view.layouts, 1)

        let guide = UILayoutGuide()
        view.addLayoutGuide(guide)
        view.layoutIfNeeded()
        XCTAssertEqual(view.layouts, 2, "adding a guide lays out again, as adding a constraint does")
        let width = guide.widthAnchor.constraint(equalToConstant: 50)
        view.addConstraint(width)
        view.layoutIfNeeded()
        XCTAssertEqual(view.layouts, 3)
        view.removeConstraint(width)
        view.removeLayoutGuide(guide)
        view.layoutIfNeeded()
        XCTAssertEqual(view.layouts, 4)
        XCTAssertNil(guide.owningView)
        XCTAssertTrue(view.layoutGuides.isEmpty && view.constraints.isEmpty)

        let other = UIView()
        view.addLayoutGuide(guide)
        other.addLayoutGuide(guide)
        XCTAssertTrue(guide.owningView === other && view.layoutGuides.isEmpty, "a guide has one owner")
    }
}
