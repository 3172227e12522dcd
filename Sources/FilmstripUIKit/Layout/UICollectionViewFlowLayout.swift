import FilmstripLayout

/// UIKit's flow layout: items break into lines across the scroll direction (rows when scrolling vertically,
/// columns when horizontally), sections stack along it with their headers, insets and footers, and every metric
/// comes from the flow delegate when it answers, from the properties otherwise.
///
/// Geometry is computed when first asked for after a change, not in `prepare()`, so a subclass that changes a
/// property in its own `prepare()` (before or after calling `super`) gets it, as on iOS. Queries return copies of
/// the computed attributes, so a subclass may edit what `super` returns without changing the next answer
/// (`UIKitAssumptions.flowLayoutReturnsCopies`).
open class UICollectionViewFlowLayout: UICollectionViewLayout {
    /// `estimatedItemSize` for self-sizing cells.
    public static let automaticSize = CGSize(
        width: CGFloat.greatestFiniteMagnitude, height: CGFloat.greatestFiniteMagnitude)

    public enum SectionInsetReference: Int, Sendable {
        case fromContentInset, fromSafeArea, fromLayoutMargins
    }

    open var scrollDirection: UICollectionView.ScrollDirection = .vertical {
        didSet { changed(oldValue != scrollDirection) }
    }
    open var minimumLineSpacing: CGFloat = 10 { didSet { changed(oldValue != minimumLineSpacing) } }
    open var minimumInteritemSpacing: CGFloat = 10 { didSet { changed(oldValue != minimumInteritemSpacing) } }
    open var itemSize = CGSize(width: 50, height: 50) { didSet { changed(oldValue != itemSize) } }
    open var estimatedItemSize: CGSize = .zero { didSet { changed(oldValue != estimatedItemSize) } }
    open var headerReferenceSize: CGSize = .zero { didSet { changed(oldValue != headerReferenceSize) } }
    open var footerReferenceSize: CGSize = .zero { didSet { changed(oldValue != footerReferenceSize) } }
    open var sectionInset: UIEdgeInsets = .zero { didSet { changed(oldValue != sectionInset) } }
    open var sectionInsetReference: SectionInsetReference = .fromContentInset
    /// Pinned headers and footers are not modelled (`UIKitAssumptions.pinnedHeadersAreNotModelled`).
    open var sectionHeadersPinToVisibleBounds = false
    open var sectionFootersPinToVisibleBounds = false

    private var geometry: FlowGeometry?

    public override init() { super.init() }

    public required init?(coder: NSCoder) { super.init(coder: coder) }

    open override class var invalidationContextClass: AnyClass { UICollectionViewFlowLayoutInvalidationContext.self }

    open override var collectionViewContentSize: CGSize { computedGeometry().contentSize }

    open override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        computedGeometry().elements(in: rect).map { $0.copy() as! UICollectionViewLayoutAttributes }
    }

    open override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        computedGeometry().item(at: indexPath)?.copy() as? UICollectionViewLayoutAttributes
    }

    open override func layoutAttributesForSupplementaryView(
        ofKind elementKind: String, at indexPath: IndexPath
    ) -> UICollectionViewLayoutAttributes? {
        computedGeometry().supplementary(ofKind: elementKind, section: indexPath.section)?.copy()
            as? UICollectionViewLayoutAttributes
    }

    /// A bounds change that keeps the size leaves the flow's attributes and metrics valid.
    open override func invalidationContext(
        forBoundsChange newBounds: CGRect
    ) -> UICollectionViewLayoutInvalidationContext {
        let context = super.invalidationContext(forBoundsChange: newBounds)
        if let flow = context as? UICollectionViewFlowLayoutInvalidationContext {
            let resized = collectionView.map { $0.bounds.size != newBounds.size } ?? true
            flow.invalidateFlowLayoutAttributes = resized
            flow.invalidateFlowLayoutDelegateMetrics = resized
        }
        return context
    }

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
        guard let collectionView else { return FlowGeometry() }
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
    /// (`UIKitAssumptions.selfSizingCellsFitTheirPhoto`).
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
