import FilmstripUIKit
import XCTest

@testable import Filmstrip

/// The layout-transition and batch-update hooks compile when overridden as iOS layouts override them, `super`
/// answers as UIKit documents, and a rendering never calls them (it has no transitions or updates).
final class TransitionAndUpdateHookTests: XCTestCase {
    /// A list layout that keeps the offset it had when a transition began, as a list/grid switcher does, and notes
    /// every hook it is given.
    final class SwitchingListLayout: UICollectionViewFlowLayout {
        var previousContentOffset: NSValue?
        var hooksCalled: [String] = []

        override init() {
            super.init()
            itemSize = CGSize(width: 90, height: 40)
        }

        required init?(coder: NSCoder) { fatalError() }

        override func prepareForTransition(from oldLayout: UICollectionViewLayout) {
            hooksCalled.append("from")
            previousContentOffset = NSValue(cgPoint: collectionView?.contentOffset ?? .zero)
            super.prepareForTransition(from: oldLayout)
        }

        override func prepareForTransition(to newLayout: UICollectionViewLayout) {
            hooksCalled.append("to")
            super.prepareForTransition(to: newLayout)
        }

        override func finalizeLayoutTransition() {
            hooksCalled.append("finalize")
            previousContentOffset = nil
            super.finalizeLayoutTransition()
        }

        override func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint) -> CGPoint {
            previousContentOffset?.cgPointValue
                ?? super.targetContentOffset(forProposedContentOffset: proposedContentOffset)
        }

        override func prepare(forCollectionViewUpdates updateItems: [UICollectionViewUpdateItem]) {
            hooksCalled.append("updates")
            super.prepare(forCollectionViewUpdates: updateItems)
        }

        override func finalizeCollectionViewUpdates() {
            hooksCalled.append("finalize updates")
            super.finalizeCollectionViewUpdates()
        }

        override func prepare(forAnimatedBoundsChange oldBounds: CGRect) {
            hooksCalled.append("bounds")
            super.prepare(forAnimatedBoundsChange: oldBounds)
        }

        override func finalizeAnimatedBoundsChange() {
            hooksCalled.append("finalize bounds")
            super.finalizeAnimatedBoundsChange()
        }
    }

    /// An update item as a test of an animating layout makes one on iOS, where the class has no public initializer
    /// that sets its fields: a subclass that overrides them.
    final class StubUpdateItem: UICollectionViewUpdateItem {
        let action: UICollectionViewUpdateItem.Action
        let before: IndexPath?
        let after: IndexPath?

        init(_ action: UICollectionViewUpdateItem.Action, before: IndexPath?, after: IndexPath?) {
            self.action = action
            self.before = before
            self.after = after
        }

        override var updateAction: UICollectionViewUpdateItem.Action { action }
        override var indexPathBeforeUpdate: IndexPath? { before }
        override var indexPathAfterUpdate: IndexPath? { after }
    }

    /// An animating layout as Blueprints-style animators write it: the index paths that an update inserts or
    /// deletes are kept to animate, a move's two paths apart.
    final class AnimatingLayout: UICollectionViewFlowLayout {
        var toAnimate: Set<IndexPath> = []
        var toMove: Set<IndexPath> = []

        override func prepare(forCollectionViewUpdates updateItems: [UICollectionViewUpdateItem]) {
            super.prepare(forCollectionViewUpdates: updateItems)
            for item in updateItems {
                switch item.updateAction {
                case .insert: item.indexPathAfterUpdate.map { _ = toAnimate.insert($0) }
                case .delete: item.indexPathBeforeUpdate.map { _ = toAnimate.insert($0) }
                case .move:
                    toMove.insert(item.indexPathBeforeUpdate!)
                    toMove.insert(item.indexPathAfterUpdate!)
                default: break
                }
            }
        }
    }

    func scene(_ style: UIKitLayoutStyle) -> Scene {
        var scene = Scene(photos: Photo.flat(8, side: 40), style: style)
        scene.view.height = 100
        return scene
    }

    func testARenderingCallsNoTransitionOrUpdateHook() throws {
        let layout = SwitchingListLayout()
        let prepared = try PreparedScene(scene: scene(UIKitLayoutStyle(name: "switching", height: 100) { _ in layout }))
        let frame = try prepared.render(atOffset: 30)
        XCTAssertGreaterThan(frame.pixels.count, 0)
        XCTAssertNotNil(layout.collectionView, "the layout was given to the collection view")
        XCTAssertEqual(layout.hooksCalled, [])
    }

    func testTransitionHooksReachTheSubclassAndSuperDoesNothing() {
        let list = SwitchingListLayout()
        let view = UICollectionView(frame: CGRect(x: 0, y: 0, width: 200, height: 100), collectionViewLayout: list)
        view.contentOffset = CGPoint(x: 0, y: 24)
        let grid = UICollectionViewFlowLayout()
        list.prepareForTransition(from: grid)
        XCTAssertEqual(list.previousContentOffset?.cgPointValue, CGPoint(x: 0, y: 24))
        XCTAssertEqual(list.targetContentOffset(forProposedContentOffset: CGPoint(x: 0, y: 300)), CGPoint(x: 0, y: 24))
        list.prepareForTransition(to: grid)
        list.finalizeLayoutTransition()
        XCTAssertNil(list.previousContentOffset)
        XCTAssertEqual(list.targetContentOffset(forProposedContentOffset: CGPoint(x: 0, y: 300)), CGPoint(x: 0, y: 300))
        XCTAssertEqual(list.hooksCalled, ["from", "to", "finalize"])
        // The base class's hooks do nothing: the plain flow layout's geometry is untouched by them.
        view.layoutIfNeeded()
        let before = grid.collectionViewContentSize
        grid.prepareForTransition(from: list)
        grid.prepareForTransition(to: list)
        grid.finalizeLayoutTransition()
        XCTAssertEqual(grid.collectionViewContentSize, before)
    }

    func testAnUpdateItemMadeWithInitChangesNothing() {
        let item = UICollectionViewUpdateItem()
        XCTAssertNil(item.indexPathBeforeUpdate)
        XCTAssertNil(item.indexPathAfterUpdate)
        XCTAssertEqual(item.updateAction, .none)
        // Apple's raw values (UICollectionUpdateAction).
        XCTAssertEqual(
            [.insert, .delete, .reload, .move, .none].map { (action: UICollectionViewUpdateItem.Action) in
                action.rawValue
            }, [0, 1, 2, 3, 4])
    }

    func testAnAnimatingLayoutReadsTheUpdateItemsItIsGiven() {
        let layout = AnimatingLayout()
        layout.prepare(forCollectionViewUpdates: [
            StubUpdateItem(.insert, before: nil, after: IndexPath(item: 2, section: 0)),
            StubUpdateItem(.delete, before: IndexPath(item: 5, section: 0), after: nil),
            StubUpdateItem(.move, before: IndexPath(item: 1, section: 0), after: IndexPath(item: 4, section: 1)),
            StubUpdateItem(.reload, before: IndexPath(item: 7, section: 0), after: IndexPath(item: 7, section: 0)),
        ])
        XCTAssertEqual(layout.toAnimate, [IndexPath(item: 2, section: 0), IndexPath(item: 5, section: 0)])
        XCTAssertEqual(layout.toMove, [IndexPath(item: 1, section: 0), IndexPath(item: 4, section: 1)])
    }

    func testUpdateQueriesAnswerAsUIKitDoesWithoutAnUpdate() {
        let layout = UICollectionViewFlowLayout()
        let header = UICollectionView.elementKindSectionHeader
        XCTAssertEqual(layout.indexPathsToInsertForSupplementaryView(ofKind: header), [])
        XCTAssertEqual(layout.indexPathsToDeleteForSupplementaryView(ofKind: header), [])
        XCTAssertEqual(layout.indexPathsToInsertForDecorationView(ofKind: "badge"), [])
        XCTAssertEqual(layout.indexPathsToDeleteForDecorationView(ofKind: "badge"), [])
        XCTAssertNil(layout.initialLayoutAttributesForAppearingItem(at: IndexPath(item: 0, section: 0)))
    }

    func testGeometryBoxesInNSValueRoundTrip() {
        XCTAssertEqual(NSValue(cgPoint: CGPoint(x: 1.5, y: -2)).cgPointValue, CGPoint(x: 1.5, y: -2))
        XCTAssertEqual(NSValue(cgSize: CGSize(width: 3, height: 4)).cgSizeValue, CGSize(width: 3, height: 4))
        XCTAssertEqual(
            NSValue(cgRect: CGRect(x: 1, y: 2, width: 3, height: 4)).cgRectValue,
            CGRect(x: 1, y: 2, width: 3, height: 4))
    }

    func testTheElementCategoryHasIOSsName() {
        let attributes = UICollectionViewLayoutAttributes(
            forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader, with: IndexPath(item: 0, section: 0))
        let category: UICollectionView.ElementCategory = attributes.representedElementCategory
        XCTAssertEqual(category, .supplementaryView)
    }
}
