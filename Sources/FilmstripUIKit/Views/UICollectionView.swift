/// A collection view as a model: a scroll view whose content is laid out by a `UICollectionViewLayout`, with the
/// counts, queries and cells a layout or its delegate asks for. Filmstrip scrolls it and draws what its layout
/// says; there is no drawing of its own here.
open class UICollectionView: UIScrollView {
    /// The axis a flow layout scrolls along.
    public enum ScrollDirection: Int, Sendable {
        /// Items fill rows, and the content scrolls up and down.
        case vertical
        /// Items fill columns, and the content scrolls left and right.
        case horizontal
    }

    /// Where `scrollToItem(at:at:animated:)` puts the item.
    public struct ScrollPosition: OptionSet, Sendable {
        /// The positions as bits: one horizontal and one vertical may be combined.
        public let rawValue: UInt
        /// A position from its bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// The item's top edge at the view's top edge.
        public static let top = ScrollPosition(rawValue: 1 << 0)
        /// The item's centre at the view's vertical centre.
        public static let centeredVertically = ScrollPosition(rawValue: 1 << 1)
        /// The item's bottom edge at the view's bottom edge.
        public static let bottom = ScrollPosition(rawValue: 1 << 2)
        /// The item's left edge at the view's left edge.
        public static let left = ScrollPosition(rawValue: 1 << 3)
        /// The item's centre at the view's horizontal centre.
        public static let centeredHorizontally = ScrollPosition(rawValue: 1 << 4)
        /// The item's right edge at the view's right edge.
        public static let right = ScrollPosition(rawValue: 1 << 5)
    }

    /// The kind of a section header, as flow layouts and supplementary attributes name it.
    public static let elementKindSectionHeader = "UICollectionElementKindSectionHeader"
    /// The kind of a section footer, as flow layouts and supplementary attributes name it.
    public static let elementKindSectionFooter = "UICollectionElementKindSectionFooter"

    /// Held strongly, as `delegate` is.
    open var dataSource: (any UICollectionViewDataSource)?
    /// Kept for source compatibility; nothing is selected in a rendering.
    open var allowsSelection = true
    /// Kept for source compatibility; Filmstrip prefetches nothing.
    open var isPrefetchingEnabled = true
    /// The items of Filmstrip's scene when no data source is set: one section, one item per photo.
    var sceneItemCount = 0
    /// The scene's photos as images, in item order, for self-sizing cells.
    var sceneImages: [UIImage] = []
    private var layout: UICollectionViewLayout
    private var cells: [IndexPath: UICollectionViewCell] = [:]

    /// A collection view of `frame` (its size is the view's) laid out by `layout`. Filmstrip makes the one your setup
    /// closure gets; tests may make their own.
    public init(frame: CGRect, collectionViewLayout layout: UICollectionViewLayout) {
        self.layout = layout
        super.init(frame: frame)
        layout.attachedCollectionView = self
    }

    /// A collection view with a base `UICollectionViewLayout`; there is no archive to read on Linux.
    public required init?(coder: NSCoder) {
        layout = UICollectionViewLayout()
        super.init(coder: coder)
        layout.attachedCollectionView = self
    }

    /// The layout; setting it gives the layout this collection view and invalidates it. The layout the setup closure
    /// returns is the one drawn.
    open var collectionViewLayout: UICollectionViewLayout {
        get { layout }
        set { setCollectionViewLayout(newValue, animated: false) }
    }

    /// Replaces the layout at once (nothing is animated) and invalidates it.
    open func setCollectionViewLayout(_ layout: UICollectionViewLayout, animated: Bool) {
        self.layout.attachedCollectionView = nil
        self.layout = layout
        layout.attachedCollectionView = self
        layout.invalidateLayout()
    }

    /// The data source's section count, else 1 (the scene's photos as one section).
    open var numberOfSections: Int { dataSource?.numberOfSections(in: self) ?? 1 }

    /// The data source's item count for `section`, else one item per photo of the scene in section 0. Filmstrip draws
    /// at most one item per photo.
    open func numberOfItems(inSection section: Int) -> Int {
        if let dataSource { return dataSource.collectionView(self, numberOfItemsInSection: section) }
        return section == 0 ? sceneItemCount : 0
    }

    /// The layout's `collectionViewContentSize`, after `prepare()` when the layout was invalidated; setting it does
    /// nothing, as on iOS.
    open override var contentSize: CGSize {
        get {
            prepareLayoutIfNeeded()
            return layout.collectionViewContentSize
        }
        set {}
    }

    /// Moving the bounds asks the layout whether to invalidate first, as UIKit does.
    open override var bounds: CGRect {
        get { super.bounds }
        set {
            if newValue != super.bounds, layout.shouldInvalidateLayout(forBoundsChange: newValue) {
                layout.invalidateLayout(with: layout.invalidationContext(forBoundsChange: newValue))
            }
            super.bounds = newValue
        }
    }

    /// Accepted for source compatibility: every dequeued cell is a plain `UICollectionViewCell`, since Filmstrip draws
    /// the photo itself.
    open func register(_ cellClass: AnyClass?, forCellWithReuseIdentifier identifier: String) {}

    /// Accepted for source compatibility: supplementary views are plain views, filled with the style's
    /// `supplementaryFill`.
    open func register(
        _ viewClass: AnyClass?, forSupplementaryViewOfKind elementKind: String, withReuseIdentifier identifier: String
    ) {}

    /// A cell for the data source to configure and return. Filmstrip draws the photo itself, so it is a plain cell.
    open func dequeueReusableCell(
        withReuseIdentifier identifier: String, for indexPath: IndexPath
    ) -> UICollectionViewCell {
        let cell = cells[indexPath] ?? UICollectionViewCell(frame: .zero)
        cell.reuseIdentifier = identifier
        return cell
    }

    /// A plain supplementary view for the data source to return; Filmstrip fills headers and footers itself.
    open func dequeueReusableSupplementaryView(
        ofKind elementKind: String, withReuseIdentifier identifier: String, for indexPath: IndexPath
    ) -> UICollectionReusableView {
        let view = UICollectionReusableView(frame: .zero)
        view.reuseIdentifier = identifier
        return view
    }

    /// Invalidates the layout, so the counts and `prepare()` are asked again.
    open func reloadData() { layout.invalidateLayout() }

    /// Runs the layout's `prepare()` if it was invalidated, so `contentSize` and queries are current.
    open override func layoutIfNeeded() { prepareLayoutIfNeeded() }

    /// The cells on screen after the last layout pass, in index-path order
    /// (`UIKitAssumptions.visibleCellsAreInIndexPathOrder`).
    open var visibleCells: [UICollectionViewCell] {
        cells.keys.sorted().map { cells[$0]! }
    }

    /// The index paths of `visibleCells`, in order.
    open var indexPathsForVisibleItems: [IndexPath] { cells.keys.sorted() }

    /// The cell on screen at `indexPath` after the last layout pass, or nil when it is not on screen.
    open func cellForItem(at indexPath: IndexPath) -> UICollectionViewCell? { cells[indexPath] }

    /// The index path of a cell on screen, or nil when `cell` is not one of `visibleCells`.
    open func indexPath(for cell: UICollectionViewCell) -> IndexPath? {
        cells.first { $0.value === cell }?.key
    }

    /// The layout's attributes for the item at `indexPath` (after `prepare()` when due), or nil.
    open func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        prepareLayoutIfNeeded()
        return layout.layoutAttributesForItem(at: indexPath)
    }

    /// The layout's attributes for the supplementary view of `kind` at `indexPath` (after `prepare()` when due), or
    /// nil.
    open func layoutAttributesForSupplementaryElement(
        ofKind kind: String, at indexPath: IndexPath
    ) -> UICollectionViewLayoutAttributes? {
        prepareLayoutIfNeeded()
        return layout.layoutAttributesForSupplementaryView(ofKind: kind, at: indexPath)
    }

    /// The topmost item whose frame holds `point` (content coordinates).
    open func indexPathForItem(at point: CGPoint) -> IndexPath? {
        prepareLayoutIfNeeded()
        let probe = CGRect(x: point.x - 0.5, y: point.y - 0.5, width: 1, height: 1)
        let hits = (layout.layoutAttributesForElements(in: probe) ?? []).filter {
            $0.representedElementCategory == .cell && !$0.isHidden && UIKitGeometry.meets($0.frame, probe)
                && $0.frame.contains(point)
        }
        return hits.max { ($0.zIndex, $1.indexPath) < ($1.zIndex, $0.indexPath) }?.indexPath
    }

    /// Scrolls so that the item sits at `scrollPosition`, clamped to the scrollable range as UIKit does.
    open func scrollToItem(at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool) {
        guard let frame = layoutAttributesForItem(at: indexPath)?.frame else { return }
        var offset = contentOffset
        if scrollPosition.contains(.left) { offset.x = frame.minX }
        if scrollPosition.contains(.centeredHorizontally) { offset.x = frame.midX - bounds.width / 2 }
        if scrollPosition.contains(.right) { offset.x = frame.maxX - bounds.width }
        if scrollPosition.contains(.top) { offset.y = frame.minY }
        if scrollPosition.contains(.centeredVertically) { offset.y = frame.midY - bounds.height / 2 }
        if scrollPosition.contains(.bottom) { offset.y = frame.maxY - bounds.height }
        let size = contentSize
        let inset = adjustedContentInset
        offset.x = min(max(offset.x, -inset.left), max(-inset.left, size.width + inset.right - bounds.width))
        offset.y = min(max(offset.y, -inset.top), max(-inset.top, size.height + inset.bottom - bounds.height))
        setContentOffset(offset, animated: animated)
    }

    /// Calls `prepare()` when the layout was invalidated since it last ran.
    func prepareLayoutIfNeeded() {
        guard layout.needsPrepare else { return }
        layout.needsPrepare = false
        layout.prepare()
    }

    /// Lays out the elements in the bounds, as `layoutSubviews` does: asks the layout for them (in a rect a view
    /// larger than the bounds on every side, as UIKit asks ahead), gives each visible
    /// cell its attributes (making cells that come on screen, dropping those that leave; a cell already on screen
    /// keeps its own values unless `reapplyingAttributes`) and returns the elements whose frames meet the bounds.
    func layoutElementsInBounds(reapplyingAttributes: Bool = true) -> [UICollectionViewLayoutAttributes] {
        prepareLayoutIfNeeded()
        let visible = bounds
        // `UIKitAssumptions.layoutIsQueriedForThreeViewsAroundTheBounds`.
        let asked = visible.insetBy(dx: -visible.width, dy: -visible.height)
        let elements = (layout.layoutAttributesForElements(in: asked) ?? []).filter {
            UIKitGeometry.meets($0.frame, visible)
        }
        var shown: [IndexPath: UICollectionViewCell] = [:]
        for attributes in elements where attributes.representedElementCategory == .cell {
            let indexPath = attributes.indexPath
            if let cell = cells[indexPath], !reapplyingAttributes {
                shown[indexPath] = cell
                continue
            }
            let cell = cells[indexPath] ?? makeCell(at: indexPath)
            cell.apply(attributes)
            shown[indexPath] = cell
        }
        let gone = cells.keys.filter { shown[$0] == nil }.sorted()
        let arrived = shown.keys.filter { cells[$0] == nil }.sorted()
        let delegate = self.delegate as? any UICollectionViewDelegate
        let previous = cells
        cells = shown
        for indexPath in arrived {
            delegate?.collectionView(self, willDisplay: shown[indexPath]!, forItemAt: indexPath)
        }
        for indexPath in gone {
            delegate?.collectionView(self, didEndDisplaying: previous[indexPath]!, forItemAt: indexPath)
        }
        return elements
    }

    private func makeCell(at indexPath: IndexPath) -> UICollectionViewCell {
        let cell = dataSource?.collectionView(self, cellForItemAt: indexPath) ?? UICollectionViewCell(frame: .zero)
        cell.superview = self
        return cell
    }
}
