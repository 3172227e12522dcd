import FilmstripLayout

/// What a compositional layout asks for each section: the section's index and the layout's environment (the
/// collection view's size); nil is an error (`UIKitLayoutError`), as UIKit stops on it.
public typealias UICollectionViewCompositionalLayoutSectionProvider = (Int, any NSCollectionLayoutEnvironment) ->
    NSCollectionLayoutSection?

/// UIKit's compositional layout: sections of repeated groups of items, with headers, footers, backgrounds and
/// sections that scroll on their own axis. `prepare()` asks the section provider for each section and lays the
/// sections out one after another along `configuration.scrollDirection`; queries then cost what is on screen.
///
/// A section with an `orthogonalScrollingBehavior` keeps its own offset; its cells are reported where that offset
/// shows them. A `UIKitLayoutStyle` whose `scrolledSection` names it makes Filmstrip's gestures scroll it.
///
/// Code that UIKit would stop on (a zero size, a group that can never hold an item, an orthogonal section without
/// items, a nil section) lays out nothing and is reported as a `UIKitLayoutError` naming the class and the item.
open class UICollectionViewCompositionalLayout: UICollectionViewLayout {
    /// The least z-index of a pinned header or footer, above its section's cells (UIKit choice
    /// `pinnedBoundaryItemZIndex`).
    package static let pinnedBoundaryItemZIndex = 1

    private let sectionProvider: UICollectionViewCompositionalLayoutSectionProvider
    private var storedConfiguration: UICollectionViewCompositionalLayoutConfiguration
    private var sections: [CompositionalSectionFrames] = []
    private var preparedContentSize: CGSize = .zero
    private var environment = CompositionalLayoutEnvironment(size: .zero)
    /// Each orthogonal section's offset; kept across `prepare()`, as a scroll view keeps its offset.
    private var orthogonalOffsets: [Int: CGFloat] = [:]
    /// What the last `prepare()` could not lay out; Filmstrip's bridge throws it.
    private(set) var reportedProblem: UIKitLayoutError?

    /// A layout whose every section is `section`.
    public convenience init(section: NSCollectionLayoutSection) {
        self.init(section: section, configuration: UICollectionViewCompositionalLayoutConfiguration())
    }

    /// A layout whose every section is `section`, with `configuration`.
    public convenience init(
        section: NSCollectionLayoutSection, configuration: UICollectionViewCompositionalLayoutConfiguration
    ) {
        self.init(sectionProvider: { _, _ in section }, configuration: configuration)
    }

    /// A layout whose sections `sectionProvider` makes.
    public convenience init(sectionProvider: @escaping UICollectionViewCompositionalLayoutSectionProvider) {
        self.init(sectionProvider: sectionProvider, configuration: UICollectionViewCompositionalLayoutConfiguration())
    }

    /// A layout whose sections `sectionProvider` makes, with `configuration`.
    public init(
        sectionProvider: @escaping UICollectionViewCompositionalLayoutSectionProvider,
        configuration: UICollectionViewCompositionalLayoutConfiguration
    ) {
        self.sectionProvider = sectionProvider
        storedConfiguration = configuration.copy() as! UICollectionViewCompositionalLayoutConfiguration
        super.init()
    }

    /// There is no archive to read on Linux.
    public required init?(coder: NSCoder) { return nil }

    /// The scroll direction and the space between sections; a copy is kept, and setting it invalidates the layout.
    open var configuration: UICollectionViewCompositionalLayoutConfiguration {
        get { storedConfiguration.copy() as! UICollectionViewCompositionalLayoutConfiguration }
        set {
            storedConfiguration = newValue.copy() as! UICollectionViewCompositionalLayoutConfiguration
            invalidateLayout()
        }
    }

    var isVertical: Bool { storedConfiguration.scrollDirection == .vertical }

    // MARK: Preparing

    /// Asks the section provider for every section and lays them out.
    open override func prepare() {
        super.prepare()
        do {
            try layOutSections()
            reportedProblem = nil
        } catch {
            sections = []
            preparedContentSize = .zero
            reportedProblem =
                error as? UIKitLayoutError
                ?? UIKitLayoutError(layout: "UICollectionViewCompositionalLayout", problem: "\(error)")
        }
    }

    private func layOutSections() throws {
        sections = []
        guard let collectionView else { return }
        let viewSize = collectionView.bounds.size
        environment = CompositionalLayoutEnvironment(size: viewSize)
        let spacing = storedConfiguration.interSectionSpacing
        guard spacing.isFinite else {
            throw UIKitLayoutError(
                layout: "UICollectionViewCompositionalLayoutConfiguration",
                problem: "interSectionSpacing is \(Double(spacing)), not a finite length")
        }
        var cursor: CGFloat = 0
        for index in 0..<max(0, collectionView.numberOfSections) {
            guard let section = sectionProvider(index, environment) else {
                throw UIKitLayoutError(
                    layout: "UICollectionViewCompositionalLayout",
                    problem: "the section provider returned nil for section \(index)")
            }
            if index > 0 { cursor += spacing }
            let frames = try CompositionalSectionFrames(
                section: section, index: index, itemCount: max(0, collectionView.numberOfItems(inSection: index)),
                start: cursor, viewSize: viewSize, vertical: isVertical)
            if let scroller = frames.scroller {
                orthogonalOffsets[index] = CGFloat(
                    scroller.range.clamp(Double(orthogonalOffsets[index] ?? scroller.initialOffset)))
            }
            sections.append(frames)
            cursor = frames.end
        }
        preparedContentSize =
            isVertical ? CGSize(width: viewSize.width, height: cursor) : CGSize(width: cursor, height: viewSize.height)
    }

    /// The sections end to end along the scroll direction, the view's length across it.
    open override var collectionViewContentSize: CGSize { preparedContentSize }

    // MARK: Queries

    /// Every element meeting `rect`, section by section: decorations, cells (where their section's own offset
    /// shows them), boundary items (pinned ones kept in view); then each section's `visibleItemsInvalidationHandler`
    /// sees its elements and may change them.
    open override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        guard reportedProblem == nil else { return [] }
        var result: [UICollectionViewLayoutAttributes] = []
        let crossLength = isVertical ? environment.contentSize.width : environment.contentSize.height
        for frames in sections {
            let sectionFrame = frames.frame(crossLength: crossLength)
            let alongMeets =
                isVertical
                ? sectionFrame.maxY > rect.minY && sectionFrame.minY < rect.maxY
                : sectionFrame.maxX > rect.minX && sectionFrame.minX < rect.maxX
            guard alongMeets else { continue }
            var shown: [UICollectionViewLayoutAttributes] = []
            for number in frames.decorationFrames.indices {
                let attributes = decorationAttributes(frames, number)
                if Self.overlaps(attributes.frame, rect) { shown.append(attributes) }
            }
            // Frames first: attributes are made only for the cells in the rect, whatever the section holds.
            for item in frames.itemFrames.indices where Self.overlaps(cellFrame(frames, item), rect) {
                shown.append(cellAttributes(frames, item))
            }
            for number in frames.boundaryItems.indices {
                let attributes = boundaryAttributes(frames, number)
                if Self.overlaps(attributes.frame, rect) { shown.append(attributes) }
            }
            if let handler = frames.section.visibleItemsInvalidationHandler {
                let visible = shown.filter { $0.representedElementCategory != .decorationView }
                handler(visible.map(CompositionalVisibleItem.init), scrollOffset(of: frames), environment)
            }
            result += shown
        }
        return result
    }

    /// The cell's attributes where its section's offset shows it.
    open override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        guard reportedProblem == nil, indexPath.count == 2, sections.indices.contains(indexPath.section),
            sections[indexPath.section].itemFrames.indices.contains(indexPath.item)
        else { return nil }
        return cellAttributes(sections[indexPath.section], indexPath.item)
    }

    /// The first boundary item of `elementKind` in the section, where it is drawn now (pinned ones kept in view).
    open override func layoutAttributesForSupplementaryView(
        ofKind elementKind: String, at indexPath: IndexPath
    ) -> UICollectionViewLayoutAttributes? {
        guard reportedProblem == nil, sections.indices.contains(indexPath.section),
            let number = sections[indexPath.section].boundaryItems.firstIndex(where: {
                $0.item.elementKind == elementKind
            })
        else { return nil }
        return boundaryAttributes(sections[indexPath.section], number)
    }

    /// The first decoration item of `elementKind` in the section.
    open override func layoutAttributesForDecorationView(
        ofKind elementKind: String, at indexPath: IndexPath
    ) -> UICollectionViewLayoutAttributes? {
        guard reportedProblem == nil, sections.indices.contains(indexPath.section),
            let number = sections[indexPath.section].section.decorationItems.firstIndex(where: {
                $0.elementKind == elementKind
            })
        else { return nil }
        return decorationAttributes(sections[indexPath.section], number)
    }

    /// Whether `frame` and `rect` share some area: an element that only touches the rect's edge is not in it, as
    /// the native styles count it.
    private static func overlaps(_ frame: CGRect, _ rect: CGRect) -> Bool {
        frame.minX < rect.maxX && rect.minX < frame.maxX && frame.minY < rect.maxY && rect.minY < frame.maxY
    }

    private func makeAttributes() -> UICollectionViewLayoutAttributes {
        let type =
            (Self.layoutAttributesClass as? UICollectionViewLayoutAttributes.Type)
            ?? UICollectionViewLayoutAttributes.self
        return type.init()
    }

    private func cellAttributes(_ frames: CompositionalSectionFrames, _ item: Int) -> UICollectionViewLayoutAttributes {
        let attributes = makeAttributes()
        attributes.indexPath = IndexPath(item: item, section: frames.index)
        attributes.frame = cellFrame(frames, item)
        attributes.zIndex = frames.itemFrames[item].zIndex
        return attributes
    }

    /// The cell's frame where its section's own offset (for an orthogonal section) shows it.
    private func cellFrame(_ frames: CompositionalSectionFrames, _ item: Int) -> CGRect {
        let frame = frames.itemFrames[item].frame
        guard frames.scroller != nil else { return frame }
        let offset = orthogonalOffsets[frames.index] ?? 0
        return isVertical ? frame.offsetBy(dx: -offset, dy: 0) : frame.offsetBy(dx: 0, dy: -offset)
    }

    private func boundaryAttributes(_ frames: CompositionalSectionFrames, _ number: Int)
        -> UICollectionViewLayoutAttributes
    {
        let placement = frames.boundaryItems[number]
        let attributes = makeAttributes()
        attributes.indexPath = IndexPath(item: 0, section: frames.index)
        attributes.representedElementCategory = .supplementaryView
        attributes.representedElementKind = placement.item.elementKind
        attributes.frame = pinned(placement, in: frames)
        attributes.zIndex = placement.item.zIndex
        if placement.item.pinToVisibleBounds {
            attributes.zIndex = max(placement.item.zIndex, Self.pinnedBoundaryItemZIndex)
        }
        return attributes
    }

    private func decorationAttributes(_ frames: CompositionalSectionFrames, _ number: Int)
        -> UICollectionViewLayoutAttributes
    {
        let item = frames.section.decorationItems[number]
        let attributes = makeAttributes()
        attributes.indexPath = IndexPath(item: 0, section: frames.index)
        attributes.representedElementCategory = .decorationView
        attributes.representedElementKind = item.elementKind
        attributes.frame = frames.decorationFrames[number]
        attributes.zIndex = item.zIndex
        return attributes
    }

    /// A pinned header keeps to the visible start while its section is on screen, and is pushed away by the
    /// section's end; a pinned footer keeps to the visible end, down to the section's start.
    private func pinned(_ placement: CompositionalBoundaryPlacement, in frames: CompositionalSectionFrames) -> CGRect {
        let frame = placement.frame
        guard placement.item.pinToVisibleBounds, placement.end != .side, let collectionView else { return frame }
        let visible = collectionView.bounds
        let length = isVertical ? frame.height : frame.width
        let natural = isVertical ? frame.minY : frame.minX
        let visibleStart = isVertical ? visible.minY : visible.minX
        let visibleEnd = isVertical ? visible.maxY : visible.maxX
        let main: CGFloat
        switch placement.end {
        case .start: main = min(max(natural, visibleStart), frames.end - length)
        case .end, .side: main = max(min(natural, visibleEnd - length), frames.start)
        }
        return isVertical
            ? CGRect(x: frame.minX, y: main, width: frame.width, height: frame.height)
            : CGRect(x: main, y: frame.minY, width: frame.width, height: frame.height)
    }

    /// The offset a section's handler is told: its own for an orthogonal section (across the scroll direction),
    /// the collection view's otherwise.
    private func scrollOffset(of frames: CompositionalSectionFrames) -> CGPoint {
        guard frames.scroller != nil else { return collectionView?.contentOffset ?? .zero }
        let offset = orthogonalOffsets[frames.index] ?? 0
        return isVertical ? CGPoint(x: offset, y: 0) : CGPoint(x: 0, y: offset)
    }

    // MARK: Orthogonal scrolling (for Filmstrip's bridge)

    /// The scroller of `section`, or an error saying why that section cannot be scrolled on its own.
    func orthogonalScroller(ofSection section: Int) throws -> OrthogonalSectionScroller {
        if let reportedProblem { throw reportedProblem }
        guard sections.indices.contains(section) else {
            throw UIKitLayoutError(
                layout: String(describing: type(of: self)),
                problem: "the style scrolls section \(section), but the layout has \(sections.count) sections")
        }
        guard let scroller = sections[section].scroller else {
            throw UIKitLayoutError(
                layout: String(describing: type(of: self)),
                problem:
                    "the style scrolls section \(section), whose orthogonalScrollingBehavior is .none: it does not scroll on its own"
            )
        }
        return scroller
    }

    /// The current offset of orthogonal `section` (0 for any other).
    func orthogonalOffset(ofSection section: Int) -> CGFloat { orthogonalOffsets[section] ?? 0 }

    /// Moves orthogonal `section` to `offset`; returns whether it moved.
    func setOrthogonalOffset(_ offset: CGFloat, ofSection section: Int) -> Bool {
        guard orthogonalOffsets[section] != offset else { return false }
        orthogonalOffsets[section] = offset
        return true
    }

    /// The unscrolled frame of the cell at `indexPath`, in the section's own scrolling coordinates.
    func unscrolledFrame(ofItemAt indexPath: IndexPath) -> CGRect? {
        guard indexPath.count == 2, sections.indices.contains(indexPath.section),
            sections[indexPath.section].itemFrames.indices.contains(indexPath.item)
        else { return nil }
        return sections[indexPath.section].itemFrames[indexPath.item].frame
    }
}
