import FilmstripLayout

/// UIKit's flow layout: items break into lines across the scroll direction (rows when scrolling vertically,
/// columns when horizontally), sections stack along it with their headers, insets and footers, and every metric
/// comes from the flow delegate when it answers, from the properties otherwise.
///
/// Geometry is computed when first asked for after a change, not in `prepare()`, so a subclass that changes a
/// property in its own `prepare()` (before or after calling `super`) gets it, as on iOS. Queries return copies of
/// the computed attributes, so a subclass may edit what `super` returns without changing the next answer
/// (UIKit choice `flowLayoutReturnsCopies`).
open class UICollectionViewFlowLayout: UICollectionViewLayout {
    /// `estimatedItemSize` for self-sizing cells.
    public static let automaticSize = CGSize(
        width: CGFloat.greatestFiniteMagnitude, height: CGFloat.greatestFiniteMagnitude)

    /// What `sectionInset` is measured from. Filmstrip's collection view has no safe area or layout margins, so all
    /// three measure from the content inset (UIKit choice `adjustedContentInsetIsContentInset`).
    public enum SectionInsetReference: Int, Sendable {
        /// Measured from the content inset; the other two are the same here, having no safe area or margins to add.
        case fromContentInset, fromSafeArea, fromLayoutMargins
    }

    /// The scroll axis: lines are rows when `.vertical`, columns when `.horizontal`. A horizontal flow's content is the
    /// view's height (UIKit choice `horizontalContentHeightIsTheViewHeight`).
    open var scrollDirection: UICollectionView.ScrollDirection = .vertical {
        didSet { changed(oldValue != scrollDirection) }
    }
    /// The spacing between lines (rows or columns) in points, unless the delegate's `minimumLineSpacingForSectionAt`
    /// answers.
    open var minimumLineSpacing: CGFloat = 10 { didSet { changed(oldValue != minimumLineSpacing) } }
    /// The least spacing between items in a line in points, unless the delegate's `minimumInteritemSpacingForSectionAt`
    /// answers; leftover space is spread between them (justified).
    open var minimumInteritemSpacing: CGFloat = 10 { didSet { changed(oldValue != minimumInteritemSpacing) } }
    /// Every item's size in points, unless the delegate's `sizeForItemAt` answers.
    open var itemSize = CGSize(width: 50, height: 50) { didSet { changed(oldValue != itemSize) } }
    /// Non-zero for self-sizing cells: each cell then fits its photo at this height
    /// (UIKit choice `selfSizingCellsFitTheirPhoto`); `automaticSize` takes `itemSize` as the estimate.
    open var estimatedItemSize: CGSize = .zero { didSet { changed(oldValue != estimatedItemSize) } }
    /// The size of each section's header in points (only its height counts scrolling vertically, its width
    /// horizontally); zero for none, unless the delegate's `referenceSizeForHeaderInSection` answers.
    open var headerReferenceSize: CGSize = .zero { didSet { changed(oldValue != headerReferenceSize) } }
    /// The size of each section's footer in points, as `headerReferenceSize`; zero for none.
    open var footerReferenceSize: CGSize = .zero { didSet { changed(oldValue != footerReferenceSize) } }
    /// The insets around each section's items in points, unless the delegate's `insetForSectionAt` answers.
    open var sectionInset: UIEdgeInsets = .zero { didSet { changed(oldValue != sectionInset) } }
    /// What `sectionInset` is measured from; all the same in Filmstrip, which has no safe area.
    open var sectionInsetReference: SectionInsetReference = .fromContentInset
    /// Pinned headers and footers are not modelled (UIKit choice `pinnedHeadersAreNotModelled`).
    open var sectionHeadersPinToVisibleBounds = false
    /// Kept for source compatibility; footers scroll with their section
    /// (UIKit choice `pinnedHeadersAreNotModelled`).
    open var sectionFootersPinToVisibleBounds = false

    private var geometry: FlowGeometry?

    /// A vertical flow layout with UIKit's defaults: 50 x 50 pt items, 10 pt spacing, no insets.
    public override init() { super.init() }

    /// As `init()`; there is no archive to read on Linux.
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    /// `UICollectionViewFlowLayoutInvalidationContext`, so a scroll that keeps the view's size keeps the computed
    /// lines.
    open override class var invalidationContextClass: AnyClass { UICollectionViewFlowLayoutInvalidationContext.self }

    /// The size of every section laid out, in points: the view's size across the scroll axis less the content insets.
    open override var collectionViewContentSize: CGSize { computedGeometry().contentSize }

    /// True, as UIKit's: right to left, the collection view mirrors the flow, so rows fill from the right and a
    /// horizontal flow runs leftwards.
    open override var flipsHorizontallyInOppositeLayoutDirection: Bool { true }

    /// Copies of the computed attributes of every item, header and footer whose frame meets `rect`
    /// (UIKit choice `flowLayoutReturnsCopies`).
    open override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        computedGeometry().elements(in: rect).map { $0.copy() as! UICollectionViewLayoutAttributes }
    }

    /// A copy of the computed attributes of the item at `indexPath`, or nil when there is no such item.
    open override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        computedGeometry().item(at: indexPath)?.copy() as? UICollectionViewLayoutAttributes
    }

    /// A copy of the computed header (`elementKindSectionHeader`) or footer of `indexPath.section`, or nil when it has
    /// none or its reference size is zero.
    open override func layoutAttributesForSupplementaryView(
        ofKind elementKind: String, at indexPath: IndexPath
    ) -> UICollectionViewLayoutAttributes? {
        computedGeometry().supplementary(ofKind: elementKind, section: indexPath.section)?.copy()
            as? UICollectionViewLayoutAttributes
    }

    /// True when the view's size changes, as UIKit's flow layout answers: its lines depend on the size, and a
    /// subclass that works out content insets in `invalidateLayout(with:)` hears of the size the view was given
    /// (UIKit choice `flowLayoutInvalidatesWhenTheViewIsResized`). A scroll, which keeps the size, asks for nothing.
    open override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        guard let collectionView = attachedCollectionView else { return false }
        return collectionView.bounds.size != newBounds.size
    }

    /// A bounds change that keeps the size leaves the flow's attributes and metrics valid.
    open override func invalidationContext(
        forBoundsChange newBounds: CGRect
    ) -> UICollectionViewLayoutInvalidationContext {
        let context = super.invalidationContext(forBoundsChange: newBounds)
        if let flow = context as? UICollectionViewFlowLayoutInvalidationContext {
            let resized = attachedCollectionView.map { $0.bounds.size != newBounds.size } ?? true
            flow.invalidateFlowLayoutAttributes = resized
            flow.invalidateFlowLayoutDelegateMetrics = resized
        }
        return context
    }

    /// Drops the computed lines when the context asks for more than an offset change.
    open override func invalidateLayout(with context: UICollectionViewLayoutInvalidationContext) {
        super.invalidateLayout(with: context)
        let flow = context as? UICollectionViewFlowLayoutInvalidationContext
        if context.invalidateEverything || context.invalidateDataSourceCounts || flow == nil
            || flow!.invalidateFlowLayoutAttributes || flow!.invalidateFlowLayoutDelegateMetrics
        {
            geometry = nil
        }
    }

    private func changed(_ isChange: Bool) {
        if isChange { invalidateLayout() }
    }

    private func computedGeometry() -> FlowGeometry {
        if let geometry { return geometry }
        let made = makeGeometry()
        geometry = made
        return made
    }

    /// Reads every metric (from the delegate where it answers) and lays the sections out.
    private func makeGeometry() -> FlowGeometry {
        guard let collectionView = attachedCollectionView else { return FlowGeometry() }
        let delegate = collectionView.delegate as? any UICollectionViewDelegateFlowLayout
        let attributesClass =
            (Self.layoutAttributesClass as? UICollectionViewLayoutAttributes.Type)
            ?? UICollectionViewLayoutAttributes.self
        let sections = (0..<max(0, collectionView.numberOfSections)).map { section in
            let count = max(0, collectionView.numberOfItems(inSection: section))
            return FlowSectionMetrics(
                itemSizes: (0..<count).map { item in
                    itemSize(at: IndexPath(item: item, section: section), in: collectionView, delegate: delegate)
                },
                inset: delegate?.collectionView(collectionView, layout: self, insetForSectionAt: section)
                    ?? sectionInset,
                lineSpacing: delegate?.collectionView(
                    collectionView, layout: self, minimumLineSpacingForSectionAt: section) ?? minimumLineSpacing,
                interitemSpacing: delegate?.collectionView(
                    collectionView, layout: self, minimumInteritemSpacingForSectionAt: section)
                    ?? minimumInteritemSpacing,
                headerSize: delegate?.collectionView(
                    collectionView, layout: self, referenceSizeForHeaderInSection: section) ?? headerReferenceSize,
                footerSize: delegate?.collectionView(
                    collectionView, layout: self, referenceSizeForFooterInSection: section) ?? footerReferenceSize)
        }
        return FlowGeometry(
            sections: sections, scrollDirection: scrollDirection, viewSize: collectionView.bounds.size,
            contentInset: collectionView.adjustedContentInset, makeAttributes: { attributesClass.init() })
    }

    /// The delegate's size, or with self-sizing cells the estimate fitted to the item's photo
    /// (UIKit choice `selfSizingCellsFitTheirPhoto`).
    private func itemSize(
        at indexPath: IndexPath, in collectionView: UICollectionView,
        delegate: (any UICollectionViewDelegateFlowLayout)?
    ) -> CGSize {
        guard estimatedItemSize != .zero else {
            return delegate?.collectionView(collectionView, layout: self, sizeForItemAt: indexPath) ?? itemSize
        }
        let estimate = estimatedItemSize == Self.automaticSize ? itemSize : estimatedItemSize
        guard indexPath.section == 0, indexPath.item < collectionView.sceneImages.count else { return estimate }
        let image = collectionView.sceneImages[indexPath.item].size
        guard image.width > 0, image.height > 0 else { return estimate }
        return CGSize(width: estimate.height * image.width / image.height, height: estimate.height)
    }
}
