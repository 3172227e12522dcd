/// What an invalidation asks a layout to recompute.
open class UICollectionViewLayoutInvalidationContext: NSObject {
    open internal(set) var invalidateEverything = false
    open internal(set) var invalidateDataSourceCounts = false
    open var contentOffsetAdjustment: CGPoint = .zero
    open var contentSizeAdjustment: CGSize = .zero
    open private(set) var invalidatedItemIndexPaths: [IndexPath]?

    public required override init() { super.init() }

    open func invalidateItems(at indexPaths: [IndexPath]) {
        invalidatedItemIndexPaths = (invalidatedItemIndexPaths ?? []) + indexPaths
    }
}

/// The flow layout's invalidation: whether its delegate's sizes and its own computed attributes must be redone.
open class UICollectionViewFlowLayoutInvalidationContext: UICollectionViewLayoutInvalidationContext {
    open var invalidateFlowLayoutDelegateMetrics = true
    open var invalidateFlowLayoutAttributes = true
}
