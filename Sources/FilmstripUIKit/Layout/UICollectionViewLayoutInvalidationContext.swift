/// What an invalidation asks a layout to recompute.
open class UICollectionViewLayoutInvalidationContext: NSObject {
    /// True when the whole layout is invalid (`invalidateLayout()`).
    open internal(set) var invalidateEverything = false
    /// True when the item counts may have changed (`reloadData()`).
    open internal(set) var invalidateDataSourceCounts = false
    /// How much the content offset should move with the invalidation, in points; Filmstrip's scroll physics owns the
    /// offset, so it is not applied.
    open var contentOffsetAdjustment: CGPoint = .zero
    /// How much the content size changes with the invalidation, in points; informational.
    open var contentSizeAdjustment: CGSize = .zero
    /// The items `invalidateItems(at:)` named, or nil when none were named.
    open private(set) var invalidatedItemIndexPaths: [IndexPath]?

    /// A context that invalidates nothing yet.
    public required override init() { super.init() }

    /// Adds `indexPaths` to `invalidatedItemIndexPaths`.
    open func invalidateItems(at indexPaths: [IndexPath]) {
        invalidatedItemIndexPaths = (invalidatedItemIndexPaths ?? []) + indexPaths
    }
}

/// The flow layout's invalidation: whether its delegate's sizes and its own computed attributes must be redone.
open class UICollectionViewFlowLayoutInvalidationContext: UICollectionViewLayoutInvalidationContext {
    /// Whether the delegate's sizes, insets and spacings must be asked again; false after a scroll that keeps the
    /// view's size.
    open var invalidateFlowLayoutDelegateMetrics = true
    /// Whether the computed lines and attributes must be redone; false after a scroll that keeps the view's size.
    open var invalidateFlowLayoutAttributes = true
}
