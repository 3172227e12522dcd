import Filmstrip
import FilmstripLayout
import FilmstripRaster

/// A `UICollectionViewLayout` seen as Filmstrip's `CollectionLayout`: it drives the collection view as UIKit does
/// (moves its bounds, lets the layout invalidate and prepare, lays out the cells, calls the delegate) and turns
/// what the layout and the cells say into attributes to draw.
///
/// UIKit layouts are stateful classes, so every call runs under `UIKitRuntime`'s lock, and each offset is
/// evaluated once and remembered: a planned motion lays out all its frames in order before any is drawn
/// (`motionWillPlay`), so the delegate hears the whole scroll in UIKit's order (drag, release, deceleration, end)
/// and outputs are the same whatever the thread count. The finger going down forgets what was remembered, since
/// the delegate may change the layout there.
final class UIKitCollectionLayout: FrameDrawingLayout, @unchecked Sendable {
    let collectionView: UICollectionView
    let layout: UICollectionViewLayout
    let viewSize: Size
    let itemCount: Int
    let scrollAxis: ScrollAxis
    /// The team's root view when the style draws its whole view tree (a `UIKitViewStyle`); nil when Filmstrip
    /// draws its own cells where the layout puts them.
    private let root: UIView?
    /// What `UIImage(named:)` finds while the team's code runs.
    private let catalog: UIImageCatalog
    /// What the root view belongs to (its view controller), kept for as long as the scene.
    private let owner: AnyObject?
    /// The first scene photo a view could not decode, when the scene does not skip bad photos.
    private let photoFailures: UIKitPhotoFailures?
    private let screen: CGRect
    private let screenScale: CGFloat
    /// The scene's traits (light or dark, Dynamic Type size, layout direction), the screen's while the team's code
    /// runs.
    private let traits: SceneTraits
    /// The first global item index of each section: Filmstrip numbers items across sections, in order.
    private let sectionStarts: [Int]
    /// The orthogonal section the offsets scroll instead of the collection view, when the style names one.
    private let orthogonalGesture: OrthogonalSectionGesture?
    private var evaluated: [UInt64: Result<Evaluation, any Error>] = [:]
    /// False until the first layout pass, which tells the delegate it scrolled even though the offset did not move
    /// (UIKit choice `firstLayoutCallsDidScroll`).
    private var hasLaidOut = false
    /// The remembered offsets, oldest first.
    private var evaluationOrder: [UInt64] = []
    /// Evaluations remembered at most. Past it the oldest half is forgotten: a sequence's batch (a few frames per
    /// core) is always among the newest, so a frame drawn in parallel never has to evaluate its offset again.
    private static let evaluationCapacity = 4096

    /// What one offset laid out: the elements to place, and the view tree as it then stood when the style draws it.
    private struct Evaluation {
        var attributes: [LayoutAttributes]
        var snapshot: ViewSnapshot?
    }

    /// A collection view as big as the scene's view, with one item per photo, that `setUp` configures and gives a
    /// layout: Filmstrip draws the photos where the layout puts the cells.
    convenience init(
        itemSizes: [Size], viewSize: Size, scale: Int, scrolledSection: Int? = nil,
        traits: SceneTraits = SceneTraits(), setUp: (UICollectionView, [UIImage]) -> UICollectionViewLayout
    ) throws {
        let screen = CGRect(x: 0, y: 0, width: viewSize.width, height: viewSize.height)
        let images = itemSizes.map { UIImage(size: CGSize(width: $0.width, height: $0.height)) }
        let view = UIKitRuntime.run(screen: screen, scale: CGFloat(scale), traits: traits) {
            let view = UICollectionView(frame: screen, collectionViewLayout: UICollectionViewLayout())
            view.sceneItemCount = itemSizes.count
            view.sceneImages = images
            let layout = setUp(view, images)
            if view.collectionViewLayout !== layout { view.collectionViewLayout = layout }
            return view
        }
        try self.init(
            collectionView: view, root: nil, owner: nil, catalog: UIImageCatalog(), photoFailures: nil, screen: screen,
            scale: scale, traits: traits, itemLimit: itemSizes.count, scrolledSection: scrolledSection)
    }

    /// The team's root view, made by `makeRoot` as big as the scene's view with `catalog` answering
    /// `UIImage(named:)`, laid out; the first collection view in its tree (depth first, back to front) is what the
    /// scene scrolls, and every frame draws the whole tree.
    convenience init(
        viewSize: Size, scale: Int, scrolledSection: Int? = nil, traits: SceneTraits = SceneTraits(),
        catalog: UIImageCatalog, photoFailures: UIKitPhotoFailures? = nil,
        makeRoot: (CGRect) throws -> (view: UIView, owner: AnyObject?)
    ) throws {
        let screen = CGRect(x: 0, y: 0, width: viewSize.width, height: viewSize.height)
        let (root, owner, view) = try UIImageCatalog.$current.withValue(catalog) {
            try UIKitRuntime.run(screen: screen, scale: CGFloat(scale), traits: traits) {
                let (root, owner) = try makeRoot(screen)
                root.layoutIfNeeded()
                guard let view = UIKitCollectionLayout.firstCollectionView(in: root) else {
                    throw UIKitLayoutError(
                        layout: String(describing: type(of: root)),
                        problem: "has no UICollectionView in its view tree for the scene to scroll")
                }
                return (root, owner, view)
            }
        }
        try self.init(
            collectionView: view, root: root, owner: owner, catalog: catalog, photoFailures: photoFailures,
            screen: screen, scale: scale, traits: traits, itemLimit: nil,
            scrolledSection: scrolledSection)
    }

    private init(
        collectionView view: UICollectionView, root: UIView?, owner: AnyObject?, catalog: UIImageCatalog,
        photoFailures: UIKitPhotoFailures?,
        screen: CGRect, scale: Int, traits: SceneTraits,
        itemLimit: Int?, scrolledSection: Int?
    ) throws {
        self.root = root
        self.traits = traits
        self.owner = owner
        self.catalog = catalog
        self.photoFailures = photoFailures
        self.screen = screen
        screenScale = CGFloat(scale)
        collectionView = view
        view.isScrolledByFilmstrip = true
        layout = view.collectionViewLayout
        viewSize = Size(width: Double(view.bounds.width), height: Double(view.bounds.height))
        let layout = self.layout
        let name = String(describing: type(of: layout))
        let viewSize = self.viewSize
        let counts = UIImageCatalog.$current.withValue(catalog) {
            UIKitRuntime.run(screen: screen, scale: CGFloat(scale), traits: traits) {
                view.prepareLayoutIfNeeded()
                return (0..<max(0, view.numberOfSections)).map { max(0, view.numberOfItems(inSection: $0)) }
            }
        }
        sectionStarts = counts.reduce(into: [0]) { $0.append($0.last! + $1) }
        itemCount = min(sectionStarts.last!, itemLimit ?? Int.max)
        let content = UIKitRuntime.run(screen: screen, scale: screenScale, traits: traits) {
            view.contentSize
        }
        guard content.width.isFinite, content.height.isFinite, content.width >= 0, content.height >= 0 else {
            throw UIKitLayoutError(
                layout: name,
                problem: "collectionViewContentSize is \(Self.text(content.width, content.height)), not a finite size")
        }
        if let problem = UIKitRuntime.run(
            screen: screen, scale: screenScale, traits: traits, { view.reportedProblem })
        {
            throw problem
        }
        orthogonalGesture = try scrolledSection.map { try OrthogonalSectionGesture(layout: layout, section: $0) }
        if let orthogonalGesture {
            scrollAxis = orthogonalGesture.axis
        } else if let flow = layout as? UICollectionViewFlowLayout {
            scrollAxis = flow.scrollDirection == .horizontal ? .horizontal : .vertical
        } else if let compositional = layout as? UICollectionViewCompositionalLayout {
            scrollAxis = compositional.isVertical ? .vertical : .horizontal
        } else {
            let inset = view.adjustedContentInset
            let wider = content.width + inset.left + inset.right > viewSize.width
            let taller = content.height + inset.top + inset.bottom > viewSize.height
            scrollAxis = wider && !taller ? .horizontal : .vertical
        }
        _ = try allAttributesChecked()
    }

    /// The first collection view in `view`'s tree, depth first and back to front.
    private static func firstCollectionView(in view: UIView) -> UICollectionView? {
        if let found = view as? UICollectionView { return found }
        for subview in view.subviews {
            if let found = firstCollectionView(in: subview) { return found }
        }
        return nil
    }

    /// The delegate and data source usually hold the collection view: letting go of them breaks that cycle.
    deinit {
        let view = collectionView
        UIKitRuntime.run(screen: screen, scale: screenScale, traits: traits) {
            view.delegate = nil
            view.dataSource = nil
        }
    }

    private var layoutName: String { String(describing: type(of: layout)) }

    /// Runs `body` under the lock with the scene's screen and image catalog: every call into the team's code.
    private func run<Result>(_ body: () throws -> Result) rethrows -> Result {
        try UIImageCatalog.$current.withValue(catalog) {
            try UIKitRuntime.run(
                screen: screen, scale: screenScale, traits: traits, body)
        }
    }

    // MARK: FrameDrawingLayout

    var drawsFrames: Bool { root != nil }

    /// Draws the view tree as it stood when `offset` was laid out (laying it out now if it never was), outside the
    /// lock: the snapshot is the tree's, not the views', so frames draw in parallel.
    func drawFrame(atOffset offset: Double, scale: Int, on canvas: inout Canvas, cache: ResampleCache) throws {
        let snapshot = try run { try evaluation(atOffset: offset).snapshot }
        guard let snapshot else { return }
        ViewTreeRenderer.draw(snapshot, into: &canvas, scale: Double(scale), cache: cache)
    }

    // MARK: CollectionLayout

    var contentSize: Size {
        let size = run { collectionView.contentSize }
        return Size(width: size.width, height: size.height)
    }

    var contentInset: Insets {
        let inset = run { collectionView.adjustedContentInset }
        return Insets(top: inset.top, left: inset.left, bottom: inset.bottom, right: inset.right)
    }

    var offsetRange: OffsetRange {
        if let orthogonalGesture { return run { orthogonalGesture.offsetRange } }
        let size = contentSize
        let inset = contentInset
        switch scrollAxis {
        case .horizontal:
            return OffsetRange(
                contentLength: size.width, viewLength: viewSize.width, leadingInset: inset.left,
                trailingInset: inset.right)
        case .vertical:
            return OffsetRange(
                contentLength: size.height, viewLength: viewSize.height, leadingInset: inset.top,
                trailingInset: inset.bottom)
        }
    }

    var decelerationRatePerMillisecond: Double {
        if let orthogonalGesture { return run { orthogonalGesture.decelerationRatePerMillisecond } }
        return Double(run { collectionView.decelerationRate.rawValue })
    }

    var decelerationRate: DecelerationPreset {
        decelerationRatePerMillisecond
            < (DecelerationPreset.normal.perMillisecond + DecelerationPreset.fast.perMillisecond) / 2
            ? .fast : .normal
    }

    func visibleAttributes(atOffset offset: Double) -> [LayoutAttributes] {
        (try? checkedVisibleAttributes(atOffset: offset)) ?? []
    }

    func checkedVisibleAttributes(atOffset offset: Double) throws -> [LayoutAttributes] {
        try run { try evaluation(atOffset: offset).attributes }
    }

    /// What `offset` laid out: remembered, or evaluated now. Runs under the lock.
    private func evaluation(atOffset offset: Double) throws -> Evaluation {
        if let known = evaluated[offset.bitPattern] { return try known.get() }
        if evaluationOrder.count >= UIKitCollectionLayout.evaluationCapacity {
            let forgotten = evaluationOrder.prefix(evaluationOrder.count / 2)
            for key in forgotten { evaluated[key] = nil }
            evaluationOrder.removeFirst(forgotten.count)
        }
        return try evaluateAndRemember(atOffset: offset)
    }

    /// Evaluates `offset` now (the delegate hears of it) and remembers the answer, replacing an older one. When the
    /// style draws the view tree, the tree is laid out and snapshotted here, in the order the scroll happens.
    @discardableResult
    private func evaluateAndRemember(atOffset offset: Double) throws -> Evaluation {
        if evaluated[offset.bitPattern] == nil { evaluationOrder.append(offset.bitPattern) }
        let result = Result {
            let attributes = try evaluate(atOffset: offset)
            return Evaluation(attributes: attributes, snapshot: try snapshotOfTheTree())
        }
        evaluated[offset.bitPattern] = result
        return try result.get()
    }

    /// The root's tree laid out as it now stands (the root, then each element view on screen, as UIKit lays out
    /// each view before Core Animation commits), or nil when the style does not draw it.
    private func snapshotOfTheTree() throws -> ViewSnapshot? {
        guard let root else { return nil }
        root.layoutIfNeeded()
        for view in collectionView.drawnSubviews { view.layoutIfNeeded() }
        let snapshot = try ViewSnapshot(root)
        // A photo a view drew but that could not be decoded fails the frame, naming the file, as a cell's would.
        if let failure = photoFailures?.first { throw failure }
        warnOfAmbiguity(in: root)
        return snapshot
    }

    /// Views already looked at for an ambiguous layout: each is looked at once, when first drawn.
    private var checkedForAmbiguity = Set<ObjectIdentifier>()

    /// Logs each view of the tree (cells included) whose constraints leave its frame free, the first time it is
    /// drawn. Runs after the snapshot, which bounded the tree's depth.
    private func warnOfAmbiguity(in view: UIView) {
        if checkedForAmbiguity.insert(ObjectIdentifier(view)).inserted, !view.translatesAutoresizingMaskIntoConstraints,
            view.hasAmbiguousLayout
        {
            UIKitConstraintLog.reportAmbiguity(of: view, constraints: constraintsReaching(view))
        }
        for subview in view.drawnSubviews { warnOfAmbiguity(in: subview) }
    }

    /// The active constraints of `view`'s tree that name it.
    private func constraintsReaching(_ view: UIView) -> [NSLayoutConstraint] {
        var top = view
        while let superview = top.superview { top = superview }
        var found: [NSLayoutConstraint] = []
        var stack = [top]
        while let holder = stack.popLast() {
            found += holder.constraints.filter { $0.firstItem === view || $0.secondItem === view }
            stack += holder.drawnSubviews.reversed()
        }
        return found
    }

    /// Lays out every frame of the motion from the release on, in order, as the scroll view moves through them on
    /// iOS (a drag's own frames were laid out already, before the release), then tells the delegate the motion
    /// ended: `scrollViewDidEndDecelerating` after a release that decelerated, `scrollViewDidEndScrollingAnimation`
    /// after an animated scroll that moved. Every frame is remembered, so drawing them later asks nothing again.
    func motionWillPlay(offsets: [Double], releaseFrame: Int?) throws {
        try run {
            for offset in offsets.dropFirst(min(releaseFrame ?? 0, offsets.count)) {
                try evaluateAndRemember(atOffset: offset)
            }
            // An orthogonal section's scroll view is the layout's own: the delegate hears nothing of it.
            guard orthogonalGesture == nil else { return }
            if releaseFrame != nil {
                guard collectionView.isDecelerating else { return }
                collectionView.isDecelerating = false
                collectionView.delegate?.scrollViewDidEndDecelerating(collectionView)
            } else if let first = offsets.first, let last = offsets.last, first != last {
                collectionView.delegate?.scrollViewDidEndScrollingAnimation(collectionView)
            } else {
                return
            }
            if let last = offsets.last { try snapshotAgain(atRest: last) }
        }
    }

    /// The tree at the offset a motion rests at, taken again once the delegate heard the motion ended: the last
    /// frame shows what it set then (a page control's page), as the next commit does on iOS
    /// (UIKit choice `theLastFrameOfAMotionShowsWhatItsEndChanged`).
    private func snapshotAgain(atRest offset: Double) throws {
        let along = scrollAxis == .horizontal ? collectionView.contentOffset.x : collectionView.contentOffset.y
        guard root != nil, Double(along) == offset, case .success(var evaluation)? = evaluated[offset.bitPattern]
        else { return }
        evaluation.snapshot = try snapshotOfTheTree()
        evaluated[offset.bitPattern] = .success(evaluation)
    }

    func allAttributes() -> [LayoutAttributes] { (try? allAttributesChecked()) ?? [] }

    /// UIKit choice `uikitCentringOffsetIsClamped`: as `scrollToItem(at:at:animated:)` centres an item, so the
    /// first and last items of content without insets leave no blank band.
    func offset(centeringItem index: Int) -> Double? {
        guard index >= 0, index < itemCount, let indexPath = indexPath(ofItem: index) else { return nil }
        if let orthogonalGesture { return run { orthogonalGesture.offset(centering: indexPath, viewSize: viewSize) } }
        let centring = run { () -> Double? in
            collectionView.prepareLayoutIfNeeded()
            guard let attributes = layout.shownAttributesForItem(at: indexPath) else { return nil }
            let centre = attributes.center
            let offset =
                scrollAxis == .horizontal ? centre.x - viewSize.width / 2 : centre.y - viewSize.height / 2
            return offset.isFinite ? offset : nil
        }
        return centring.map { offsetRange.clamp($0) }
    }

    func targetContentOffset(proposed: Double, velocity: Double, dragStartOffset: Double?) -> Double {
        let answer = try? releaseTarget(
            releasedAt: dragStartOffset ?? proposed, proposed: proposed, velocity: velocity,
            dragStartOffset: dragStartOffset)
        return answer ?? offsetRange.clamp(proposed)
    }

    /// UIKit choice `uikitCellsGrowAtMostToTheView`.
    func maximumScale(ofItem index: Int) -> Double {
        guard let indexPath = indexPath(ofItem: index) else { return 1 }
        let size = run { () -> CGSize in
            collectionView.prepareLayoutIfNeeded()
            return layout.shownAttributesForItem(at: indexPath)?.size ?? .zero
        }
        guard size.width > 0, size.height > 0 else { return 1 }
        return max(1, min(viewSize.width / size.width, viewSize.height / size.height))
    }

    // MARK: Gestures

    func dragWillBegin(atOffset offset: Double) throws {
        try run {
            _ = try evaluate(atOffset: offset)
            // An orthogonal section's scroll view is the layout's own: the delegate does not hear of it.
            guard orthogonalGesture == nil else { return forgetEvaluations() }
            // A finger stops whatever motion went before, without its end being reported.
            collectionView.isDecelerating = false
            collectionView.isTracking = true
            collectionView.isDragging = true
            collectionView.delegate?.scrollViewWillBeginDragging(collectionView)
            forgetEvaluations()
        }
    }

    /// The finger lifts at `releaseOffset`: the layout (or paging) proposes a target, the delegate may move it,
    /// then hears the drag ended and, when the content moves on, that it decelerates. The frames before the release
    /// stay remembered: they were laid out before these hooks ran, as on iOS.
    func releaseTarget(
        releasedAt releaseOffset: Double, proposed: Double, velocity: Double, dragStartOffset: Double?
    ) throws -> Double {
        try run {
            if let orthogonalGesture {
                defer { forgetEvaluations() }
                _ = try evaluate(atOffset: releaseOffset)
                return orthogonalGesture.target(
                    releasedAt: releaseOffset, proposed: proposed, velocity: velocity, dragStartOffset: dragStartOffset)
            }
            try evaluateAndRemember(atOffset: releaseOffset)
            let horizontal = scrollAxis == .horizontal
            let current = collectionView.contentOffset
            let proposedPoint = horizontal ? CGPoint(x: proposed, y: current.y) : CGPoint(x: current.x, y: proposed)
            let velocityPoint = horizontal ? CGPoint(x: velocity, y: 0) : CGPoint(x: 0, y: velocity)
            var target: CGPoint
            if collectionView.isPagingEnabled {
                target = pageTarget(releasedAt: releaseOffset, velocity: velocity, current: current)
            } else {
                target = layout.targetContentOffset(
                    forProposedContentOffset: proposedPoint, withScrollingVelocity: velocityPoint)
                try check(target, from: "targetContentOffset(forProposedContentOffset:withScrollingVelocity:)")
            }
            collectionView.delegate?.scrollViewWillEndDragging(
                collectionView, withVelocity: velocityPoint, targetContentOffset: &target)
            try check(target, from: "scrollViewWillEndDragging(_:withVelocity:targetContentOffset:)")
            let answer = horizontal ? target.x : target.y
            // UIKit choice `releaseDeceleratesWhenTheContentMovesOn`: the planner clamps the target so.
            let decelerates = velocity != 0 || offsetRange.clamp(answer) != releaseOffset
            collectionView.isDragging = false
            collectionView.isTracking = false
            collectionView.delegate?.scrollViewDidEndDragging(collectionView, willDecelerate: decelerates)
            if decelerates {
                collectionView.isDecelerating = true
                collectionView.delegate?.scrollViewWillBeginDecelerating(collectionView)
            }
            return answer
        }
    }

    /// The delegate may have changed the layout when the finger went down: what was remembered no longer holds.
    private func forgetEvaluations() {
        evaluated.removeAll()
        evaluationOrder.removeAll()
    }

    /// `UIScrollView.pagingVelocityThreshold`: pages are the view's length along the scroll axis.
    private func pageTarget(releasedAt offset: Double, velocity: Double, current: CGPoint) -> CGPoint {
        let page = scrollAxis == .horizontal ? viewSize.width : viewSize.height
        guard page > 0 else { return current }
        var index = (offset / page).rounded()
        if velocity >= UIScrollView.pagingVelocityThreshold {
            index = (offset / page).rounded(.down) + 1
        } else if velocity <= -UIScrollView.pagingVelocityThreshold {
            index = (offset / page).rounded(.up) - 1
        }
        let target = offsetRange.clamp(index * page)
        return scrollAxis == .horizontal ? CGPoint(x: target, y: current.y) : CGPoint(x: current.x, y: target)
    }

    private func check(_ target: CGPoint, from method: String) throws {
        guard target.x.isFinite, target.y.isFinite else {
            throw UIKitLayoutError(
                layout: layoutName, problem: "\(method) returned \(Self.text(target.x, target.y)), not a finite offset")
        }
    }

    // MARK: Evaluation

    /// Scrolls the collection view to `offset`, lays out its cells, tells the delegate it scrolled, and reads what
    /// each visible element is drawn as. Runs under the lock.
    private func evaluate(atOffset offset: Double) throws -> [LayoutAttributes] {
        if let orthogonalGesture { return try evaluate(atOffset: offset, scrolling: orthogonalGesture) }
        let current = collectionView.contentOffset
        let cross = crossAxisOffset()
        let point = scrollAxis == .horizontal ? CGPoint(x: offset, y: cross) : CGPoint(x: cross, y: offset)
        // As on iOS, the delegate hears of a scroll only when the offset moves (and at the first layout pass);
        // cells whose attributes did not change keep what it set.
        let moved = point != current
        collectionView.sendsDidScroll = false
        collectionView.contentOffset = point
        collectionView.sendsDidScroll = true
        let elements = collectionView.layoutElementsInBounds()
        if moved || !hasLaidOut { collectionView.delegate?.scrollViewDidScroll(collectionView) }
        hasLaidOut = true
        var drawn: [LayoutAttributes] = []
        let shift = drawingShift()
        for attributes in Self.inDrawingOrder(elements) {
            if let converted = try convert(attributes, shiftedBy: shift) { drawn.append(converted) }
        }
        if let problem = collectionView.reportedProblem { throw problem }
        return drawn
    }

    /// `evaluate(atOffset:)` for an orthogonal section: moves the section, not the collection view, and reports
    /// frames where the scene's visible rect at `offset` shows them.
    private func evaluate(atOffset offset: Double, scrolling gesture: OrthogonalSectionGesture) throws
        -> [LayoutAttributes]
    {
        _ = gesture.scroll(to: offset)
        let elements = collectionView.layoutElementsInBounds()
        // The layout is asked for more than the view (`layoutIsQueriedForThreeViewsAroundTheBounds`); what is drawn
        // is what the scene's view shows once the section has moved.
        let visible =
            scrollAxis == .horizontal
            ? Rect(x: offset, y: 0, width: viewSize.width, height: viewSize.height)
            : Rect(x: 0, y: offset, width: viewSize.width, height: viewSize.height)
        var drawn: [LayoutAttributes] = []
        for attributes in Self.inDrawingOrder(elements) {
            // The section places its cells itself (`placed`), so no cross-axis shift applies here.
            if let converted = try convert(attributes, shiftedBy: .zero) {
                let placed = gesture.placed(converted, atOffset: offset, contentOffset: collectionView.contentOffset)
                if placed.frame.intersects(visible) { drawn.append(placed) }
            }
        }
        if let problem = collectionView.reportedProblem { throw problem }
        return drawn
    }

    /// The content offset across the scroll axis: the least the insets allow, `-left` for a vertical scroller and
    /// `-top` for a horizontal one, where UIKit clamps an offset that cannot scroll that way
    /// (UIKit choice `crossAxisOffsetIsTheLeadingInset`).
    private func crossAxisOffset() -> CGFloat {
        let inset = collectionView.adjustedContentInset
        return scrollAxis == .horizontal ? -inset.top : -inset.left
    }

    /// What turns content coordinates into Filmstrip's, whose visible rect starts at 0 across the scroll axis.
    private func drawingShift() -> CGPoint {
        scrollAxis == .horizontal ? CGPoint(x: 0, y: -crossAxisOffset()) : CGPoint(x: -crossAxisOffset(), y: 0)
    }

    /// `elements` with supplementary views first, then cells, then anything else, each in index-path order: the
    /// renderer draws equal z-indices in this order, so a layout that builds its answer from a `Dictionary` (whose
    /// order changes from one process to the next) draws the same bytes every run
    /// (UIKit choice `equalZIndexDrawsInIndexPathOrder`).
    static func inDrawingOrder(_ elements: [UICollectionViewLayoutAttributes]) -> [UICollectionViewLayoutAttributes] {
        func rank(_ category: UICollectionViewLayoutAttributes.ElementCategory) -> Int {
            switch category {
            case .supplementaryView: return 0
            case .cell: return 1
            case .decorationView: return 2
            }
        }
        // The position breaks ties between duplicates only, so the sort is total and its result unique.
        return elements.enumerated().sorted { first, second in
            let a = first.element
            let b = second.element
            if rank(a.representedElementCategory) != rank(b.representedElementCategory) {
                return rank(a.representedElementCategory) < rank(b.representedElementCategory)
            }
            if a.indexPath != b.indexPath { return a.indexPath < b.indexPath }
            let kindA = a.representedElementKind ?? ""
            let kindB = b.representedElementKind ?? ""
            if kindA != kindB { return kindA < kindB }
            return first.offset < second.offset
        }.map(\.element)
    }

    /// What `attributes` (and, for a cell, the cell the delegate may have changed) draw, or nil when nothing shows.
    private func convert(_ attributes: UICollectionViewLayoutAttributes, shiftedBy shift: CGPoint) throws
        -> LayoutAttributes?
    {
        let indexPath = attributes.indexPath
        let kind: ElementKind
        let index: Int
        let name: String
        switch attributes.representedElementCategory {
        case .cell:
            guard let item = globalIndex(of: indexPath) else {
                throw UIKitLayoutError(
                    layout: layoutName,
                    problem:
                        "returned attributes for item \(indexPath.item) of section \(indexPath.section), which does not exist"
                )
            }
            (kind, index, name) = (.cell, item, "item \(item)")
        case .supplementaryView:
            let isFooter = attributes.representedElementKind == UICollectionView.elementKindSectionFooter
            (kind, index) = (isFooter ? .footer : .header, indexPath.section)
            name = "\(attributes.representedElementKind ?? "supplementary view") of section \(indexPath.section)"
        case .decorationView:
            return nil
        }
        // A cell draws as the cell is after the delegate had its say; other views as their attributes say.
        let cell = kind == .cell ? collectionView.cellForItem(at: indexPath) : nil
        let contentCentre = cell?.center ?? attributes.center
        let centre = CGPoint(x: contentCentre.x + shift.x, y: contentCentre.y + shift.y)
        let size = cell?.bounds.size ?? attributes.size
        let transform3D = cell?.transform3D ?? attributes.transform3D
        let transform = CATransform3DGetAffineTransform(transform3D)
        let alpha = cell?.alpha ?? attributes.alpha
        let hidden = cell?.isHidden ?? attributes.isHidden
        let values = [
            centre.x, centre.y, size.width, size.height, transform.a, transform.b, transform.c, transform.d,
            transform.tx, transform.ty, alpha, transform3D.m14, transform3D.m24, transform3D.m44,
        ]
        guard values.allSatisfy(\.isFinite) else {
            throw UIKitLayoutError(
                layout: layoutName,
                problem:
                    "\(name) has a non-finite frame or transform (centre \(Self.text(centre.x, centre.y)), size "
                    + "\(Self.text(size.width, size.height)), transform "
                    + "\(Self.text(transform.a, transform.b, transform.c, transform.d, transform.tx, transform.ty)))"
            )
        }
        guard size.width >= 0, size.height >= 0 else {
            throw UIKitLayoutError(
                layout: layoutName, problem: "\(name) has a negative size \(Self.text(size.width, size.height))")
        }
        guard !hidden, alpha > 0 else { return nil }
        // On the z = 0 plane only m14, m24 and m44 make a perspective: `m34` alone (no turn about x or y) changes
        // nothing, as on iOS.
        if transform3D.m14 != 0 || transform3D.m24 != 0 || transform3D.m44 != 1 {
            return try projected(
                name: name, kind: kind, index: index, centre: centre, size: size, transform3D: transform3D,
                zIndex: attributes.zIndex, alpha: alpha)
        }
        let box = UIKitGeometry.box(
            of: CGRect(
                x: centre.x - size.width / 2, y: centre.y - size.height / 2, width: size.width,
                height: size.height), transformedBy: transform)
        let frame = Rect(x: box.minX, y: box.minY, width: box.width, height: box.height)
        let isUniformScale = transform.b == 0 && transform.c == 0 && transform.a == transform.d && transform.a > 0
        let element =
            isUniformScale || transform.isIdentity
            ? nil
            : ElementTransform(
                a: transform.a, b: transform.b, c: transform.c, d: transform.d,
                size: Size(width: size.width, height: size.height),
                center: Point(x: centre.x + transform.tx, y: centre.y + transform.ty))
        return LayoutAttributes(
            kind: kind, index: index, frame: frame, scale: isUniformScale ? transform.a : 1, zIndex: attributes.zIndex,
            alpha: min(alpha, 1), transform: element)
    }

    /// An element whose `transform3D` has a perspective, drawn as Core Animation draws its layer: each point
    /// `(x, y)` of the bounds, from the anchor point (the centre), goes through the matrix and is divided by its `w`
    /// (UIKit choice `perspectiveIsDrawnAsCoreAnimationProjectsALayer`). An element reaching behind the eye
    /// (`w` not positive at a corner) cannot be drawn so, and is an error naming it.
    private func projected(
        name: String, kind: ElementKind, index: Int, centre: CGPoint, size: CGSize, transform3D t: CATransform3D,
        zIndex: Int, alpha: CGFloat
    ) throws -> LayoutAttributes? {
        let element = ElementTransform(
            a: t.m11, b: t.m12, c: t.m21, d: t.m22, size: Size(width: size.width, height: size.height),
            center: Point(x: centre.x, y: centre.y))
        var projective = element
        (projective.tx, projective.ty) = (t.m41, t.m42)
        (projective.px, projective.py, projective.w) = (t.m14, t.m24, t.m44)
        let corners = [(-0.5, -0.5), (0.5, -0.5), (-0.5, 0.5), (0.5, 0.5)].map {
            (x: $0.0 * size.width, y: $0.1 * size.height)
        }
        guard corners.allSatisfy({ t.m14 * $0.x + t.m24 * $0.y + t.m44 > 0 }) else {
            throw UIKitLayoutError(
                layout: layoutName,
                problem:
                    "\(name) has a transform3D that puts part of it behind the viewer (w \u{2264} 0 at a corner: m14 "
                    + "\(Double(t.m14)), m24 \(Double(t.m24)), m34 \(Double(t.m34)), m44 \(Double(t.m44)))")
        }
        let points = corners.map { projective.map(x: $0.x, y: $0.y) }
        let xs = points.map(\.x)
        let ys = points.map(\.y)
        guard (xs + ys).allSatisfy(\.isFinite) else {
            throw UIKitLayoutError(
                layout: layoutName, problem: "\(name) has a transform3D that projects it to infinity")
        }
        let frame = Rect(x: xs.min()!, y: ys.min()!, width: xs.max()! - xs.min()!, height: ys.max()! - ys.min()!)
        return LayoutAttributes(
            kind: kind, index: index, frame: frame, zIndex: zIndex, alpha: min(alpha, 1), transform: projective)
    }

    /// Every item's and supplementary view's attributes, untransformed by scrolling: the items' as
    /// `layoutAttributesForItem(at:)` gives them, the rest from the whole content.
    private func allAttributesChecked() throws -> [LayoutAttributes] {
        try run {
            collectionView.prepareLayoutIfNeeded()
            var result: [LayoutAttributes] = []
            let size = collectionView.contentSize
            let inset = collectionView.adjustedContentInset
            let everything = CGRect(
                x: -inset.left, y: -inset.top, width: size.width + inset.left + inset.right,
                height: size.height + inset.top + inset.bottom)
            let shift = drawingShift()
            for attributes in layout.shownAttributesForElements(in: everything) ?? []
            where attributes.representedElementCategory == .supplementaryView {
                if let converted = try convert(attributes, shiftedBy: shift) { result.append(converted) }
            }
            for index in 0..<itemCount {
                guard let indexPath = indexPath(ofItem: index),
                    let attributes = layout.shownAttributesForItem(at: indexPath)
                else { continue }
                if let converted = try convertUntransformed(attributes, index: index, shiftedBy: shift) {
                    result.append(converted)
                }
            }
            return result
        }
    }

    private func convertUntransformed(
        _ attributes: UICollectionViewLayoutAttributes, index: Int, shiftedBy shift: CGPoint
    ) throws -> LayoutAttributes? {
        let frame = attributes.frame
        guard [frame.minX, frame.minY, frame.width, frame.height].allSatisfy(\.isFinite) else {
            throw UIKitLayoutError(
                layout: layoutName,
                problem:
                    "item \(index) has a non-finite frame \(Self.text(frame.minX, frame.minY, frame.width, frame.height))"
            )
        }
        guard attributes.size.width >= 0, attributes.size.height >= 0 else {
            throw UIKitLayoutError(
                layout: layoutName,
                problem: "item \(index) has a negative size \(Self.text(attributes.size.width, attributes.size.height))"
            )
        }
        return LayoutAttributes(
            index: index,
            frame: Rect(
                x: attributes.center.x + shift.x - attributes.size.width / 2,
                y: attributes.center.y + shift.y - attributes.size.height / 2,
                width: attributes.size.width, height: attributes.size.height))
    }

    /// Numbers in an error message: `(nan, 50.0)`.
    private static func text(_ values: CGFloat...) -> String {
        "(" + values.map { "\(Double($0))" }.joined(separator: ", ") + ")"
    }

    private func indexPath(ofItem index: Int) -> IndexPath? {
        guard index >= 0 else { return nil }
        for section in 0..<(sectionStarts.count - 1) where index < sectionStarts[section + 1] {
            return IndexPath(item: index - sectionStarts[section], section: section)
        }
        return nil
    }

    private func globalIndex(of indexPath: IndexPath) -> Int? {
        guard indexPath.count == 2, indexPath.section >= 0, indexPath.section < sectionStarts.count - 1,
            indexPath.item >= 0
        else { return nil }
        let index = sectionStarts[indexPath.section] + indexPath.item
        return index < sectionStarts[indexPath.section + 1] && index < itemCount ? index : nil
    }
}
