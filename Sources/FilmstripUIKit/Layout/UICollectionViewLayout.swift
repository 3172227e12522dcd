/// The base of every layout, with UIKit's names and defaults: a subclass overrides `prepare()`,
/// `collectionViewContentSize` and the attribute queries, and Filmstrip's collection view calls them as UIKit does:
/// `prepare()` once after each invalidation, `shouldInvalidateLayout(forBoundsChange:)` whenever it scrolls, and
/// the `targetContentOffset` methods when a fling is released.
open class UICollectionViewLayout: NSObject {
    /// The collection view using this layout; set when the layout is given to one. Read-only, as on iOS, so a
    /// subclass may override it as non-optional: `override var collectionView: UICollectionView {
    /// super.collectionView! }`.
    open var collectionView: UICollectionView? { attachedCollectionView }
    /// What `collectionView` returns; Filmstrip's own code reads this, so a subclass's non-optional override is
    /// never asked while the layout is not attached.
    weak var attachedCollectionView: UICollectionView?
    /// Set by `invalidateLayout`; the collection view calls `prepare()` before the next query when it is.
    var needsPrepare = true
    /// The decoration view classes registered by kind, and the decoration views waiting for reuse.
    let decorationViewPool = ReusableViewPool()

    /// A layout not yet given to a collection view.
    public override init() { super.init() }

    /// As `init()`; there is no archive to read on Linux.
    public required init?(coder: NSCoder) { super.init() }

    /// The class the layout makes attributes of; override it to return a subclass with fields of your own.
    open class var layoutAttributesClass: AnyClass { UICollectionViewLayoutAttributes.self }

    /// The class `invalidationContext(forBoundsChange:)` and `invalidateLayout()` make.
    open class var invalidationContextClass: AnyClass { UICollectionViewLayoutInvalidationContext.self }

    /// Override to compute and cache what the queries need. Called once before the first query after each invalidation,
    /// with `collectionView` set.
    open func prepare() {}

    /// The size of the whole content in points; it sets the scrollable offset range, with the content insets. Zero by
    /// default.
    open var collectionViewContentSize: CGSize { .zero }

    /// Override to return the attributes of every element whose frame meets `rect`. Filmstrip asks for the visible
    /// rect grown by a view on every side (UIKit choice `layoutIsQueriedForThreeViewsAroundTheBounds`), so a
    /// header that pins itself to the top when asked is asked while its section shows, and draws the elements whose
    /// final frames meet the visible rect; nil draws nothing.
    open func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? { nil }

    /// Override to return the attributes of one item; Filmstrip asks for them to centre an item and to size thumbnails.
    /// nil by default.
    open func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }

    /// Override to return the attributes of a header, footer or other supplementary view; nil (none) by default.
    open func layoutAttributesForSupplementaryView(
        ofKind elementKind: String, at indexPath: IndexPath
    ) -> UICollectionViewLayoutAttributes? { nil }

    /// Override for decoration views; nil by default. The collection view makes decoration views from what
    /// `layoutAttributesForElements(in:)` returns; Filmstrip does not draw them.
    open func layoutAttributesForDecorationView(
        ofKind elementKind: String, at indexPath: IndexPath
    ) -> UICollectionViewLayoutAttributes? { nil }

    /// Where an animated change or a layout switch leaves the content; the proposed offset by default.
    open func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint) -> CGPoint {
        proposedContentOffset
    }

    /// Where a released scroll comes to rest: the proposed offset by default. `velocity` is in points per
    /// millisecond (UIKit choice `velocitiesAreInPointsPerMillisecond`).
    open func targetContentOffset(
        forProposedContentOffset proposedContentOffset: CGPoint, withScrollingVelocity velocity: CGPoint
    ) -> CGPoint {
        proposedContentOffset
    }

    /// Override to return true when a scroll to `newBounds` changes the attributes (a layout that transforms by
    /// position). Asked each time the bounds move; false by default.
    open func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool { false }

    /// The context an invalidation for a bounds change uses, of `invalidationContextClass`.
    open func invalidationContext(forBoundsChange newBounds: CGRect) -> UICollectionViewLayoutInvalidationContext {
        newInvalidationContext()
    }

    /// Marks the whole layout invalid: `prepare()` runs again before the next query.
    open func invalidateLayout() {
        let context = newInvalidationContext()
        context.invalidateEverything = true
        invalidateLayout(with: context)
    }

    /// A new context of `invalidationContextClass` (the base class when that is not a context class).
    private func newInvalidationContext() -> UICollectionViewLayoutInvalidationContext {
        let type =
            (Self.invalidationContextClass as? UICollectionViewLayoutInvalidationContext.Type)
            ?? UICollectionViewLayoutInvalidationContext.self
        return type.init()
    }

    /// Marks the layout invalid for `context`: `prepare()` runs again before the next query. Subclasses read the
    /// context and call `super`.
    open func invalidateLayout(with context: UICollectionViewLayoutInvalidationContext) {
        needsPrepare = true
    }

    /// Registers `viewClass` (a `UICollectionReusableView` subclass) for decoration views of `elementKind`: the
    /// collection view makes one with `init(frame:)` for each decoration element `layoutAttributesForElements(in:)`
    /// returns on screen, reusing those that left, and applies its attributes. nil removes the registration.
    /// Filmstrip does not draw decoration views.
    open func register(_ viewClass: AnyClass?, forDecorationViewOfKind elementKind: String) {
        decorationViewPool.register(viewClass, for: ReuseKey(kind: elementKind, identifier: elementKind))
    }

    // MARK: Updates (inserts, deletes, moves): a rendering has none, so Filmstrip never calls these.

    /// Where an item inserted by an update starts its animation; nil (its final attributes) by default. Filmstrip
    /// renders no updates and never asks, so overrides compile and `super` answers as on iOS.
    open func initialLayoutAttributesForAppearingItem(at itemIndexPath: IndexPath)
        -> UICollectionViewLayoutAttributes?
    { nil }

    /// Where an item deleted by an update ends its animation; nil by default, and never asked by Filmstrip.
    open func finalLayoutAttributesForDisappearingItem(at itemIndexPath: IndexPath)
        -> UICollectionViewLayoutAttributes?
    { nil }

    /// Where an inserted supplementary view starts its animation; nil by default, and never asked by Filmstrip.
    open func initialLayoutAttributesForAppearingSupplementaryElement(
        ofKind elementKind: String, at elementIndexPath: IndexPath
    ) -> UICollectionViewLayoutAttributes? { nil }

    /// Where a deleted supplementary view ends its animation; nil by default, and never asked by Filmstrip.
    open func finalLayoutAttributesForDisappearingSupplementaryElement(
        ofKind elementKind: String, at elementIndexPath: IndexPath
    ) -> UICollectionViewLayoutAttributes? { nil }

    /// Where an inserted decoration view starts its animation; nil by default, and never asked by Filmstrip.
    open func initialLayoutAttributesForAppearingDecorationElement(
        ofKind elementKind: String, at decorationIndexPath: IndexPath
    ) -> UICollectionViewLayoutAttributes? { nil }

    /// Where a deleted decoration view ends its animation; nil by default, and never asked by Filmstrip.
    open func finalLayoutAttributesForDisappearingDecorationElement(
        ofKind elementKind: String, at decorationIndexPath: IndexPath
    ) -> UICollectionViewLayoutAttributes? { nil }

    /// Called before the updates of a batch (inserts, deletes, moves, reloads) are animated, with one item per
    /// change; does nothing by default. Filmstrip renders no updates and never calls it.
    open func prepare(forCollectionViewUpdates updateItems: [UICollectionViewUpdateItem]) {}

    /// The supplementary views of `elementKind` an update inserts; none by default, and never asked by Filmstrip.
    open func indexPathsToInsertForSupplementaryView(ofKind elementKind: String) -> [IndexPath] { [] }

    /// The supplementary views of `elementKind` an update deletes; none by default, and never asked by Filmstrip.
    open func indexPathsToDeleteForSupplementaryView(ofKind elementKind: String) -> [IndexPath] { [] }

    /// The decoration views of `elementKind` an update inserts; none by default, and never asked by Filmstrip.
    open func indexPathsToInsertForDecorationView(ofKind elementKind: String) -> [IndexPath] { [] }

    /// The decoration views of `elementKind` an update deletes; none by default, and never asked by Filmstrip.
    open func indexPathsToDeleteForDecorationView(ofKind elementKind: String) -> [IndexPath] { [] }

    /// Called before an animated bounds change; does nothing, and Filmstrip never calls it (the view's size is fixed).
    open func prepare(forAnimatedBoundsChange oldBounds: CGRect) {}

    /// Called after an animated bounds change; does nothing, and Filmstrip never calls it.
    open func finalizeAnimatedBoundsChange() {}

    /// Called after the updates of a batch were animated; does nothing, and Filmstrip never calls it.
    open func finalizeCollectionViewUpdates() {}

    // MARK: Layout transitions (one layout replacing another, animated): Filmstrip renders none and never calls these.

    /// Called on the incoming layout before a transition from `oldLayout` starts; does nothing by default. Filmstrip
    /// renders no layout transitions (a style has one layout) and never calls it.
    open func prepareForTransition(from oldLayout: UICollectionViewLayout) {}

    /// Called on the outgoing layout before a transition to `newLayout` starts; does nothing by default, and never
    /// called by Filmstrip.
    open func prepareForTransition(to newLayout: UICollectionViewLayout) {}

    /// Called on both layouts once a transition has ended, for them to drop what they kept for it; does nothing by
    /// default, and never called by Filmstrip.
    open func finalizeLayoutTransition() {}

    /// Whether the collection view mirrors the layout across the content's width when it lays out the other way
    /// than `developmentLayoutDirection` (a scene's `rightToLeft`); false by default, true for a flow layout.
    open var flipsHorizontallyInOppositeLayoutDirection: Bool { false }

    /// The direction the layout is written for: left to right by default.
    open var developmentLayoutDirection: UIUserInterfaceLayoutDirection { .leftToRight }
}
