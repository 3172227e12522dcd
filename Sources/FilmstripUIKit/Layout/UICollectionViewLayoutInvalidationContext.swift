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
    /// The supplementary views `invalidateSupplementaryElements(ofKind:at:)` named, by kind, or nil when none were.
    open private(set) var invalidatedSupplementaryIndexPaths: [String: [IndexPath]]?
    /// The decoration views `invalidateDecorationElements(ofKind:at:)` named, by kind, or nil when none were.
    open private(set) var invalidatedDecorationIndexPaths: [String: [IndexPath]]?

    /// A context that invalidates nothing yet.
    public required override init() { super.init() }

    /// Adds `indexPaths` to `invalidatedItemIndexPaths`.
    open func invalidateItems(at indexPaths: [IndexPath]) {
        invalidatedItemIndexPaths = (invalidatedItemIndexPaths ?? []) + indexPaths
    }

    /// Adds `indexPaths` of `elementKind` to `invalidatedSupplementaryIndexPaths`. The layout still prepares again
    /// as a whole: Filmstrip keeps no per-element cache.
    open func invalidateSupplementaryElements(ofKind elementKind: String, at indexPaths: [IndexPath]) {
        var named = invalidatedSupplementaryIndexPaths ?? [:]
        named[elementKind, default: []] += indexPaths
        invalidatedSupplementaryIndexPaths = named
    }

    /// Adds `indexPaths` of `elementKind` to `invalidatedDecorationIndexPaths`; decoration views are not drawn.
    open func invalidateDecorationElements(ofKind elementKind: String, at indexPaths: [IndexPath]) {
        var named = invalidatedDecorationIndexPaths ?? [:]
        named[elementKind, default: []] += indexPaths
        invalidatedDecorationIndexPaths = named
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
