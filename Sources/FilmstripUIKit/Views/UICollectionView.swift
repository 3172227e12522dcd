import Foundation

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
        public static let top = ScrollPosition(bit: 0)
        /// The item's centre at the view's vertical centre.
        public static let centeredVertically = ScrollPosition(bit: 1)
        /// The item's bottom edge at the view's bottom edge.
        public static let bottom = ScrollPosition(bit: 2)
        /// The item's left edge at the view's left edge.
        public static let left = ScrollPosition(bit: 3)
        /// The item's centre at the view's horizontal centre.
        public static let centeredHorizontally = ScrollPosition(bit: 4)
        /// The item's right edge at the view's right edge.
        public static let right = ScrollPosition(bit: 5)
    }

    /// The kind of a section header, as flow layouts and supplementary attributes name it.
    public static let elementKindSectionHeader = "UICollectionElementKindSectionHeader"
    /// The kind of a section footer, as flow layouts and supplementary attributes name it.
    public static let elementKindSectionFooter = "UICollectionElementKindSectionFooter"

    /// Held strongly, as `delegate` is.
    open var dataSource: (any UICollectionViewDataSource)?
    /// Whether items can be selected with `selectItem(at:animated:scrollPosition:)`.
    open var allowsSelection = true
    /// Whether more than one item can be selected.
    open var allowsMultipleSelection = false
    /// The selected items, in the order selected.
    private var selectedItems: [IndexPath] = []
    /// Kept for source compatibility; Filmstrip prefetches nothing.
    open var isPrefetchingEnabled = true
    /// The items of Filmstrip's scene when no data source is set: one section, one item per photo.
    var sceneItemCount = 0
    /// The scene's photos as images, in item order, for self-sizing cells.
    var sceneImages: [UIImage] = []
    private var layout: UICollectionViewLayout
    private var cells: [IndexPath: UICollectionViewCell] = [:]
    /// The supplementary views on screen after the last layout pass.
    private var supplementaryViews: [ElementKey: UICollectionReusableView] = [:]
    /// The decoration views on screen after the last layout pass, of the classes the layout registered.
    private var decorationViews: [ElementKey: UICollectionReusableView] = [:]
    /// Nibs registered whose class nobody named, by the key they were registered for.
    private var unloadableNibs: [ReuseKey: String] = [:]
    /// The registered cell and supplementary view classes and their reuse queues.
    private let reusePool = ReusableViewPool()
    /// The attributes of the layout pass under way, by element, for the views dequeued during it to take.
    private var passAttributes: [ElementKey: UICollectionViewLayoutAttributes] = [:]
    /// The first thing UIKit would have raised on: a reuse identifier that was never registered.
    private(set) var dequeueProblem: UIKitLayoutError?

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

    /// Moving the bounds asks the layout whether to invalidate while `bounds` is still the old rectangle, as UIKit
    /// does, and invalidates once the new bounds are in place
    /// (UIKit choice `boundsChangeInvalidatesAfterTheBoundsMove`): a layout that moves `contentOffset` from
    /// `invalidateLayout(with:)` then finds the view where it left it instead of starting over without end.
    open override var bounds: CGRect {
        get { super.bounds }
        set {
            guard newValue != super.bounds, layout.shouldInvalidateLayout(forBoundsChange: newValue) else {
                super.bounds = newValue
                return
            }
            let context = layout.invalidationContext(forBoundsChange: newValue)
            super.bounds = newValue
            layout.invalidateLayout(with: context)
        }
    }

    /// Registers `cellClass` (a `UICollectionViewCell` subclass) for `identifier`: dequeueing the identifier makes
    /// one with `init(frame:)` when none is waiting for reuse. nil removes the registration.
    open func register(_ cellClass: AnyClass?, forCellWithReuseIdentifier identifier: String) {
        reusePool.register(cellClass, for: .cell(identifier))
    }

    /// Registers `viewClass` (a `UICollectionReusableView` subclass) for supplementary views of `elementKind` with
    /// `identifier`. nil removes the registration.
    open func register(
        _ viewClass: AnyClass?, forSupplementaryViewOfKind elementKind: String, withReuseIdentifier identifier: String
    ) {
        reusePool.register(viewClass, for: ReuseKey(kind: elementKind, identifier: identifier))
    }

    /// Registers the cell class that `nib` holds (named by `UINib.register(_:forNibNamed:)`) for `identifier`; nil
    /// removes the registration.
    open func register(_ nib: UINib?, forCellWithReuseIdentifier identifier: String) {
        registerClass(of: nib, for: .cell(identifier))
    }

    /// Registers the view class that `nib` holds for supplementary views of `kind` with `identifier`; nil removes
    /// the registration.
    open func register(_ nib: UINib?, forSupplementaryViewOfKind kind: String, withReuseIdentifier identifier: String) {
        registerClass(of: nib, for: ReuseKey(kind: kind, identifier: identifier))
    }

    /// A nib whose class nobody named leaves the key unregistered and remembers the nib, for the message.
    private func registerClass(of nib: UINib?, for key: ReuseKey) {
        unloadableNibs[key] = nil
        guard let nib else { return reusePool.register(nil, for: key) }
        let viewClass = UINib.viewClass(forNibNamed: nib.nibName)
        reusePool.register(viewClass, for: key)
        if viewClass == nil { unloadableNibs[key] = nib.nibName }
    }

    /// A cell of the class registered for `identifier`, for the data source to configure and return: one that left
    /// the screen (after its `prepareForReuse()`), else a new one made with `init(frame:)`. It has taken the layout's
    /// attributes for `indexPath` already, as on iOS. An identifier that was never registered is what UIKit raises
    /// `NSInternalInconsistencyException` on: the rendering fails with UIKit's message (it is also printed at once,
    /// in case the caller's `as!` stops the process first), and a plain cell is returned meanwhile.
    open func dequeueReusableCell(
        withReuseIdentifier identifier: String, for indexPath: IndexPath
    ) -> UICollectionViewCell {
        let attributes = pendingAttributes(ElementKey.cell(indexPath)) {
            layout.shownAttributesForItem(at: indexPath)
        }
        let key = ReuseKey.cell(identifier)
        guard
            let cell = reusePool.dequeue(key, frame: Self.frame(of: attributes), base: UICollectionViewCell.self)
                as? UICollectionViewCell
        else {
            reportUndequeued(key, method: "dequeueReusableCell(withReuseIdentifier:for:)", at: indexPath)
            return UICollectionViewCell(frame: Self.frame(of: attributes))
        }
        if let attributes { cell.take(attributes) }
        return cell
    }

    /// A supplementary view of the class registered for `elementKind` and `identifier`, reused or made as
    /// `dequeueReusableCell(withReuseIdentifier:for:)` makes cells, having taken the layout's attributes for it. An
    /// unregistered kind or identifier fails the rendering with UIKit's message, as a cell's does.
    open func dequeueReusableSupplementaryView(
        ofKind elementKind: String, withReuseIdentifier identifier: String, for indexPath: IndexPath
    ) -> UICollectionReusableView {
        let category = ElementKey(category: .supplementaryView, kind: elementKind, indexPath: indexPath)
        let attributes = pendingAttributes(category) {
            layout.shownAttributesForSupplementaryView(ofKind: elementKind, at: indexPath)
        }
        let key = ReuseKey(kind: elementKind, identifier: identifier)
        guard
            let view = reusePool.dequeue(key, frame: Self.frame(of: attributes), base: UICollectionReusableView.self)
        else {
            reportUndequeued(
                key, method: "dequeueReusableSupplementaryView(ofKind:withReuseIdentifier:for:)", at: indexPath)
            return UICollectionReusableView(frame: Self.frame(of: attributes))
        }
        if let attributes { view.take(attributes) }
        return view
    }

    /// Invalidates the layout, so the counts and `prepare()` are asked again, and sends every view on screen to its
    /// reuse queue, so the data source is asked for each again at the next layout pass, as on iOS.
    open func reloadData() {
        let delegate = self.delegate as? any UICollectionViewDelegate
        for indexPath in cells.keys.sorted() {
            // A delegate that reloads the data when told may have emptied `cells` meanwhile.
            guard let cell = cells.removeValue(forKey: indexPath) else { continue }
            delegate?.collectionView(self, didEndDisplaying: cell, forItemAt: indexPath)
            reusePool.enqueue(cell)
        }
        for key in supplementaryViews.keys.sorted() { reusePool.enqueue(supplementaryViews.removeValue(forKey: key)!) }
        layout.invalidateLayout()
        isAwaitingReloadedElements = true
        setNeedsLayout()
    }

    /// True from `reloadData()` to the next layout pass, which asks the data source again even while a Filmstrip
    /// style scrolls the view: UIKit shows the reloaded cells in the layout pass before the next commit, so a
    /// screen that reloads from `viewDidLayoutSubviews` (LNICoverFlowLayout's demo) has its cells in every frame.
    private var isAwaitingReloadedElements = false

    /// Runs the layout's `prepare()` if it was invalidated, so `contentSize` and queries are current.
    open override func layoutIfNeeded() { prepareLayoutIfNeeded() }

    /// True while a Filmstrip style scrolls this collection view frame by frame: the style then places the cells for
    /// each frame, and a layout pass of the view tree leaves them to it.
    var isScrolledByFilmstrip = false

    /// Lays out the subviews, then, as UIKit's collection view does in its layout pass, shows the elements that meet
    /// the bounds (the data source is asked for the new ones) and lays each out; unless a Filmstrip style scrolls
    /// the view, which places them itself for each frame, and the data was not reloaded since.
    open override func layoutSubviews() {
        super.layoutSubviews()
        guard !isScrolledByFilmstrip || isAwaitingReloadedElements else { return }
        _ = layoutElementsInBounds()
        for view in drawnSubviews where view.superview === self && !subviews.contains(where: { $0 === view }) {
            view.setNeedsLayout()
            view.layoutIfNeeded()
        }
    }

    /// The cells on screen after the last layout pass, in index-path order
    /// (UIKit choice `visibleCellsAreInIndexPathOrder`).
    open var visibleCells: [UICollectionViewCell] {
        cells.keys.sorted().map { cells[$0]! }
    }

    /// The index paths of `visibleCells`, in order.
    open var indexPathsForVisibleItems: [IndexPath] { cells.keys.sorted() }

    /// The cell on screen at `indexPath` after the last layout pass, or nil when it is not on screen.
    open func cellForItem(at indexPath: IndexPath) -> UICollectionViewCell? { cells[indexPath] }

    /// The supplementary view of `elementKind` on screen at `indexPath` after the last layout pass, or nil.
    open func supplementaryView(
        forElementKind elementKind: String, at indexPath: IndexPath
    ) -> UICollectionReusableView? {
        supplementaryViews[ElementKey(category: .supplementaryView, kind: elementKind, indexPath: indexPath)]
    }

    /// The supplementary views of `elementKind` on screen after the last layout pass, in index-path order.
    open func visibleSupplementaryViews(ofKind elementKind: String) -> [UICollectionReusableView] {
        supplementaryViews.keys.filter { $0.kind == elementKind }.sorted().map { supplementaryViews[$0]! }
    }

    /// The index path of a cell on screen, or nil when `cell` is not one of `visibleCells`.
    open func indexPath(for cell: UICollectionViewCell) -> IndexPath? {
        cells.first { $0.value === cell }?.key
    }

    /// The layout's attributes for the item at `indexPath` (after `prepare()` when due), or nil.
    open func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        prepareLayoutIfNeeded()
        return layout.shownAttributesForItem(at: indexPath)
    }

    /// The layout's attributes for the supplementary view of `kind` at `indexPath` (after `prepare()` when due), or
    /// nil.
    open func layoutAttributesForSupplementaryElement(
        ofKind kind: String, at indexPath: IndexPath
    ) -> UICollectionViewLayoutAttributes? {
        prepareLayoutIfNeeded()
        return layout.shownAttributesForSupplementaryView(ofKind: kind, at: indexPath)
    }

    /// The topmost item whose frame holds `point` (content coordinates).
    open func indexPathForItem(at point: CGPoint) -> IndexPath? {
        prepareLayoutIfNeeded()
        let probe = CGRect(x: point.x - 0.5, y: point.y - 0.5, width: 1, height: 1)
        let hits = (layout.shownAttributesForElements(in: probe) ?? []).filter {
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

    /// The selected items, in the order selected; nil when none is, as UIKit answers.
    open var indexPathsForSelectedItems: [IndexPath]? { selectedItems.isEmpty ? nil : selectedItems }

    /// Selects the item at `indexPath` (nil deselects every item) and scrolls it to `scrollPosition`, without telling
    /// the delegate, as UIKit's method does; its cell's `isSelected` becomes true.
    open func selectItem(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
        guard allowsSelection else { return }
        if !allowsMultipleSelection || indexPath == nil {
            for item in selectedItems { cells[item]?.isSelected = false }
            selectedItems = []
        }
        guard let indexPath else { return }
        if !selectedItems.contains(indexPath) { selectedItems.append(indexPath) }
        cells[indexPath]?.isSelected = true
        if !scrollPosition.isEmpty { scrollToItem(at: indexPath, at: scrollPosition, animated: animated) }
    }

    /// Deselects the item at `indexPath`.
    open func deselectItem(at indexPath: IndexPath, animated: Bool) {
        selectedItems.removeAll { $0 == indexPath }
        cells[indexPath]?.isSelected = false
    }

    /// Runs `updates` (the model's changes and the item calls) and reloads at once, with no animation
    /// (UIKit choice `transitionAndUpdateHooksAreNeverCalled`); the cells on screen are asked for again at the
    /// next layout pass, and `completion` runs with true before the call returns.
    open func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        updates?()
        reloadData()
        completion?(true)
    }

    /// Inserts items: the view reloads, with no animation.
    open func insertItems(at indexPaths: [IndexPath]) { reloadData() }
    /// Deletes items: the view reloads, and the deleted items are no longer selected.
    open func deleteItems(at indexPaths: [IndexPath]) {
        selectedItems.removeAll { indexPaths.contains($0) }
        reloadData()
    }
    /// Reloads items: the view reloads.
    open func reloadItems(at indexPaths: [IndexPath]) { reloadData() }
    /// Moves an item: the view reloads.
    open func moveItem(at indexPath: IndexPath, to newIndexPath: IndexPath) { reloadData() }
    /// Inserts sections: the view reloads.
    open func insertSections(_ sections: IndexSet) { reloadData() }
    /// Deletes sections: the view reloads.
    open func deleteSections(_ sections: IndexSet) { reloadData() }
    /// Reloads sections: the view reloads.
    open func reloadSections(_ sections: IndexSet) { reloadData() }

    /// Calls `prepare()` when the layout was invalidated since it last ran.
    func prepareLayoutIfNeeded() {
        guard layout.needsPrepare else { return }
        layout.needsPrepare = false
        layout.prepare()
    }

    /// Lays out the elements in the bounds, as `layoutSubviews` does: asks the layout for them (in a rect a view
    /// larger than the bounds on every side, as UIKit asks ahead) and returns those whose frames meet the bounds,
    /// with a view for each on screen. Views that left the bounds go to their reuse queues first, in index-path
    /// order; then the data source is asked for the cells and supplementary views that came on screen (and
    /// decoration views are made from the layout's registrations), in index-path order; then every view on screen
    /// takes its attributes if they changed (UIKit choice `viewsTakeTheirAttributesWhenTheyChange`), and the
    /// delegate hears which cells left and came.
    func layoutElementsInBounds() -> [UICollectionViewLayoutAttributes] {
        isAwaitingReloadedElements = false
        prepareLayoutIfNeeded()
        let visible = bounds
        // UIKit choice `layoutIsQueriedForThreeViewsAroundTheBounds`.
        let asked = visible.insetBy(dx: -visible.width, dy: -visible.height)
        let elements = (layout.shownAttributesForElements(in: asked) ?? []).filter {
            UIKitGeometry.meets($0.frame, visible)
        }
        // The first attributes of an element win, should a layout list one twice.
        var current: [ElementKey: UICollectionViewLayoutAttributes] = [:]
        for attributes in elements where current[ElementKey(attributes)] == nil {
            current[ElementKey(attributes)] = attributes
        }
        passAttributes = current
        defer { passAttributes = [:] }
        let delegate = self.delegate as? any UICollectionViewDelegate

        // UIKit choice `cellsLeaveWhenTheyLeaveTheBounds`: what no longer meets the bounds goes to its queue.
        let gone = cells.keys.filter { current[.cell($0)] == nil }.sorted()
        for indexPath in gone {
            // A delegate that reloads the data when told may have emptied `cells` meanwhile.
            guard let cell = cells.removeValue(forKey: indexPath) else { continue }
            delegate?.collectionView(self, didEndDisplaying: cell, forItemAt: indexPath)
            reusePool.enqueue(cell)
        }
        for key in supplementaryViews.keys.sorted() where current[key] == nil {
            reusePool.enqueue(supplementaryViews.removeValue(forKey: key)!)
        }
        for key in decorationViews.keys.sorted() where current[key] == nil {
            layout.decorationViewPool.enqueue(decorationViews.removeValue(forKey: key)!)
        }

        var arrived: [IndexPath] = []
        for key in current.keys.sorted() {
            let attributes = current[key]!
            switch key.category {
            case .cell:
                if cells[key.indexPath] == nil {
                    cells[key.indexPath] = makeCell(at: key.indexPath, attributes: attributes)
                    arrived.append(key.indexPath)
                }
                cells[key.indexPath]?.take(attributes)
            case .supplementaryView:
                if supplementaryViews[key] == nil, let dataSource {
                    let view = dataSource.collectionView(
                        self, viewForSupplementaryElementOfKind: key.kind ?? "", at: key.indexPath)
                    view.superview = self
                    supplementaryViews[key] = view
                }
                supplementaryViews[key]?.take(attributes)
            case .decorationView:
                if decorationViews[key] == nil {
                    decorationViews[key] = makeDecorationView(key, attributes: attributes)
                }
                decorationViews[key]?.take(attributes)
            }
        }
        for indexPath in arrived {
            // A delegate may have reloaded the data meanwhile: only cells still on screen are announced.
            guard let cell = cells[indexPath] else { continue }
            cell.isSelected = selectedItems.contains(indexPath)
            delegate?.collectionView(self, willDisplay: cell, forItemAt: indexPath)
        }
        return elements
    }

    /// The data source's cell for `indexPath`, or, without a data source, one of Filmstrip's own plain cells,
    /// reused as the data source's are.
    private func makeCell(at indexPath: IndexPath, attributes: UICollectionViewLayoutAttributes) -> UICollectionViewCell
    {
        let cell: UICollectionViewCell
        if let dataSource {
            cell = dataSource.collectionView(self, cellForItemAt: indexPath)
        } else {
            let sceneCell = ReuseKey.cell(nil)
            if !reusePool.isRegistered(sceneCell) { reusePool.register(UICollectionViewCell.self, for: sceneCell) }
            cell =
                reusePool.dequeue(sceneCell, frame: Self.frame(of: attributes), base: UICollectionViewCell.self)
                as? UICollectionViewCell ?? UICollectionViewCell(frame: Self.frame(of: attributes))
        }
        cell.superview = self
        return cell
    }

    /// A view of the class the layout registered for the decoration kind; an unregistered kind is what UIKit
    /// raises on, and fails the rendering with its message.
    private func makeDecorationView(
        _ element: ElementKey, attributes: UICollectionViewLayoutAttributes
    ) -> UICollectionReusableView? {
        let kind = element.kind ?? ""
        let key = ReuseKey(kind: kind, identifier: kind)
        guard
            let view = layout.decorationViewPool.dequeue(
                key, frame: Self.frame(of: attributes), base: UICollectionReusableView.self)
        else {
            let problem: String
            if let registered: AnyClass = layout.decorationViewPool.registeredClass(for: key) {
                problem =
                    "the class \(registered) registered for decoration views of kind \(kind) is not a "
                    + "UICollectionReusableView subclass"
            } else {
                problem =
                    "could not dequeue a decoration view of kind: \(kind) - must register as a class or nib or connect "
                    + "a prototype in a storyboard (NSInternalInconsistencyException, for "
                    + "\(Self.describe(element.indexPath)); register the class with the layout's "
                    + "register(_:forDecorationViewOfKind:))"
            }
            report(UIKitLayoutError(layout: String(describing: type(of: layout)), problem: problem))
            return nil
        }
        view.superview = self
        return view
    }

    /// The attributes of the pass under way for an element being dequeued, else the layout's answer for it.
    private func pendingAttributes(
        _ key: ElementKey, orAsk ask: () -> UICollectionViewLayoutAttributes?
    ) -> UICollectionViewLayoutAttributes? {
        if let attributes = passAttributes[key] { return attributes }
        prepareLayoutIfNeeded()
        return ask()
    }

    /// Remembers what UIKit raises for a dequeue under `key` that nothing is registered for (or whose class is not
    /// a view of the right kind), naming the data source's class, and says it on standard error at once.
    private func reportUndequeued(_ key: ReuseKey, method: String, at indexPath: IndexPath) {
        guard dequeueProblem == nil else { return }
        let identifier = key.identifier ?? ""
        let asker = dataSource.map { String(describing: type(of: $0)) } ?? String(describing: type(of: self))
        let problem: String
        if let registered: AnyClass = reusePool.registeredClass(for: key) {
            let expected = key.kind == ReuseKey.cellKind ? "UICollectionViewCell" : "UICollectionReusableView"
            problem =
                "the class \(registered) registered for identifier \(identifier) is not a \(expected) subclass ("
                + "\(method) for \(Self.describe(indexPath)))"
        } else if let nibName = unloadableNibs[key] {
            problem =
                "the nib \"\(nibName)\" registered for identifier \(identifier) cannot be loaded: Interface Builder "
                + "files are not read on Linux; name the class it holds with "
                + "UINib.register(YourCell.self, forNibNamed: \"\(nibName)\") before the nib is registered (\(method) "
                + "for \(Self.describe(indexPath)))"
        } else {
            let registration =
                key.kind == ReuseKey.cellKind
                ? "register(_:forCellWithReuseIdentifier:)"
                : "register(_:forSupplementaryViewOfKind:withReuseIdentifier:)"
            problem =
                "could not dequeue a view of kind: \(key.kind) with identifier \(identifier) - must register a nib "
                + "or a class for the identifier or connect a prototype cell in a storyboard "
                + "(NSInternalInconsistencyException from \(method) for \(Self.describe(indexPath)); register the "
                + "class with \(registration))"
        }
        report(UIKitLayoutError(layout: asker, problem: problem))
    }

    /// Keeps the first problem and prints it on standard error, as UIKit logs the exception it raises.
    private func report(_ problem: UIKitLayoutError) {
        guard dequeueProblem == nil else { return }
        dequeueProblem = problem
        FileHandle.standardError.write(Data("FilmstripUIKit: \(problem.description)\n".utf8))
    }

    /// The untransformed frame of `attributes` (their centre and size), which a new view is made with, as UIKit
    /// makes a cell with its item's frame; zero without attributes.
    private static func frame(of attributes: UICollectionViewLayoutAttributes?) -> CGRect {
        guard let attributes else { return .zero }
        return CGRect(
            x: attributes.center.x - attributes.size.width / 2, y: attributes.center.y - attributes.size.height / 2,
            width: attributes.size.width, height: attributes.size.height)
    }

    /// The elements on screen by z-index (ties: supplementary views, cells, decoration views, each in index-path
    /// order), then the ordinary subviews (UIKit choice `collectionViewElementsAreDrawnUnderItsOtherSubviews`).
    override var drawnSubviews: [UIView] {
        var elements: [(key: ElementKey, view: UICollectionReusableView)] = []
        elements += supplementaryViews.map { ($0.key, $0.value) }
        elements += cells.map { (.cell($0.key), $0.value) }
        elements += decorationViews.map { ($0.key, $0.value) }
        let ordered = elements.sorted {
            let z0 = $0.view.appliedAttributes?.zIndex ?? 0
            let z1 = $1.view.appliedAttributes?.zIndex ?? 0
            if z0 != z1 { return z0 < z1 }
            let rank0 = UICollectionView.drawingRank($0.key.category)
            let rank1 = UICollectionView.drawingRank($1.key.category)
            return rank0 != rank1 ? rank0 < rank1 : $0.key < $1.key
        }
        return ordered.map(\.view) + subviews
    }

    /// Supplementary views under cells under decoration views, as the bridge lists them
    /// (UIKit choice `equalZIndexDrawsInIndexPathOrder`).
    private static func drawingRank(_ category: UICollectionViewLayoutAttributes.ElementCategory) -> Int {
        switch category {
        case .supplementaryView: return 0
        case .cell: return 1
        case .decorationView: return 2
        }
    }

    /// "item 3 of section 0".
    private static func describe(_ indexPath: IndexPath) -> String {
        indexPath.count == 2 ? "item \(indexPath.item) of section \(indexPath.section)" : "index path \(indexPath)"
    }
}
