/// The base of every layout, with UIKit's names and defaults: a subclass overrides `prepare()`,
/// `collectionViewContentSize` and the attribute queries, and Filmstrip's collection view calls them as UIKit does:
/// `prepare()` once after each invalidation, `shouldInvalidateLayout(forBoundsChange:)` whenever it scrolls, and
/// the `targetContentOffset` methods when a fling is released.
open class UICollectionViewLayout: NSObject {
    /// The collection view using this layout; set when the layout is given to one.
    open internal(set) weak var collectionView: UICollectionView?
    /// Set by `invalidateLayout`; the collection view calls `prepare()` before the next query when it is.
    var needsPrepare = true

    public override init() { super.init() }

    public required init?(coder: NSCoder) { super.init() }

    open class var layoutAttributesClass: AnyClass { UICollectionViewLayoutAttributes.self }

    open class var invalidationContextClass: AnyClass { UICollectionViewLayoutInvalidationContext.self }

    open func prepare() {}

    open var collectionViewContentSize: CGSize { .zero }

    open func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? { nil }

    open func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }

    open func layoutAttributesForSupplementaryView(
        ofKind elementKind: String, at indexPath: IndexPath
    ) -> UICollectionViewLayoutAttributes? { nil }

    open func layoutAttributesForDecorationView(
        ofKind elementKind: String, at indexPath: IndexPath
    ) -> UICollectionViewLayoutAttributes? { nil }

    /// Where an animated change or a layout switch leaves the content; the proposed offset by default.
    open func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint) -> CGPoint {
        proposedContentOffset
    }

    /// Where a released scroll comes to rest: the proposed offset by default. `velocity` is in points per
    /// millisecond (`UIKitAssumptions` in FilmstripLayout).
    open func targetContentOffset(
        forProposedContentOffset proposedContentOffset: CGPoint, withScrollingVelocity velocity: CGPoint
    ) -> CGPoint {
        proposedContentOffset
    }

    open func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool { false }

    open func invalidationContext(forBoundsChange newBounds: CGRect) -> UICollectionViewLayoutInvalidationContext {
        let type =
            (Self.invalidationContextClass as? UICollectionViewLayoutInvalidationContext.Type)
            ?? UICollectionViewLayoutInvalidationContext.self
        return type.init()
    }

    open func invalidateLayout() {
        let type =
            (Self.invalidationContextClass as? UICollectionViewLayoutInvalidationContext.Type)
            ?? UICollectionViewLayoutInvalidationContext.self
        let context = type.init()
        context.invalidateEverything = true
        invalidateLayout(with: context)
    }

    open func invalidateLayout(with context: UICollectionViewLayoutInvalidationContext) {
        needsPrepare = true
    }

    open func register(_ viewClass: AnyClass?, forDecorationViewOfKind elementKind: String) {}

    open var flipsHorizontallyInOppositeLayoutDirection: Bool { false }

    open var developmentLayoutDirection: UIUserInterfaceLayoutDirection { .leftToRight }
}
