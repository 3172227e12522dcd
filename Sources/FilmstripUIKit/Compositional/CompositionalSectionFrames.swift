/// One section of a compositional layout as `prepare()` computed it: where its cells, boundary items and
/// decorations are before any scrolling, its extent along the layout's direction, and its own scroller when it
/// scrolls orthogonally.
///
/// Along the layout's direction a section is: the extending boundary items of its leading edge (the header band),
/// the content insets, the groups, the insets, the trailing band (UIKit choice `boundaryItemsLieOutsideTheContentInsets`).
struct CompositionalSectionFrames {
    let section: NSCollectionLayoutSection
    let index: Int
    /// Whether the layout scrolls vertically (sections stack top to bottom).
    let vertical: Bool
    /// Each cell's frame, in item order, unscrolled.
    let itemFrames: [CompositionalLeaf]
    let boundaryItems: [CompositionalBoundaryPlacement]
    /// Each decoration item's frame.
    let decorationFrames: [CGRect]
    /// Where the section starts and ends along the layout's direction.
    let start: CGFloat
    let end: CGFloat
    /// The section's own scroller, for an orthogonal section.
    let scroller: OrthogonalSectionScroller?

    /// Lays out `section` (number `index`, with `itemCount` items) from `start` in a view of `viewSize`.
    init(
        section: NSCollectionLayoutSection, index: Int, itemCount: Int, start: CGFloat, viewSize: CGSize,
        vertical: Bool
    ) throws {
        self.section = section
        self.index = index
        self.vertical = vertical
        self.start = start
        let place = "section \(index)"
        let insets = section.contentInsets
        let mainStartInset = vertical ? insets.top : insets.leading
        let mainEndInset = vertical ? insets.bottom : insets.trailing
        let crossStartInset = vertical ? insets.leading : insets.top
        let crossEndInset = vertical ? insets.trailing : insets.bottom
        let crossLength = vertical ? viewSize.width : viewSize.height
        let spacing = section.interGroupSpacing
        guard [insets.top, insets.leading, insets.bottom, insets.trailing, spacing].allSatisfy(\.isFinite) else {
            throw UIKitLayoutError(
                layout: "NSCollectionLayoutSection", problem: "\(place) has a non-finite inset or interGroupSpacing")
        }
        let container = CGSize(
            width: viewSize.width - insets.leading - insets.trailing,
            height: viewSize.height - insets.top - insets.bottom)
        func rect(main: CGFloat, cross: CGFloat, mainLength: CGFloat, crossLength: CGFloat) -> CGRect {
            vertical
                ? CGRect(x: cross, y: main, width: crossLength, height: mainLength)
                : CGRect(x: main, y: cross, width: mainLength, height: crossLength)
        }
        func mainLength(_ size: CGSize) -> CGFloat { vertical ? size.height : size.width }
        func crossLengthOf(_ size: CGSize) -> CGFloat { vertical ? size.width : size.height }

        // Boundary items: sized in the inset container when they follow the insets, else in the whole view.
        let boundaryContainer = section.supplementariesFollowContentInsets ? container : viewSize
        let headerEdge: NSRectAlignment = vertical ? .top : .leading
        let footerEdge: NSRectAlignment = vertical ? .bottom : .trailing
        var sized:
            [(item: NSCollectionLayoutBoundarySupplementaryItem, size: CGSize, end: CompositionalBoundaryPlacement.End)] =
                []
        for (number, item) in section.boundarySupplementaryItems.enumerated() {
            let size = try CompositionalGroupPlacement.checkedSize(
                of: item, in: boundaryContainer,
                name: "boundary item \(number) (\(item.elementKind)) of \(place)")
            let edge = item.alignment.edge
            let end: CompositionalBoundaryPlacement.End =
                edge == headerEdge ? .start : edge == footerEdge ? .end : .side
            sized.append((item, size, end))
        }
        let headerBand =
            sized.filter { $0.end == .start && $0.item.extendsBoundary }.map { mainLength($0.size) }
            .max() ?? 0
        let footerBand =
            sized.filter { $0.end == .end && $0.item.extendsBoundary }.map { mainLength($0.size) }
            .max() ?? 0
        let contentStart = start + headerBand
        let groupsStart = contentStart + mainStartInset

        // Groups, until the items run out.
        let behavior = section.orthogonalScrollingBehavior
        if behavior != .none && itemCount == 0 {
            throw UIKitLayoutError(
                layout: "NSCollectionLayoutSection",
                problem: "\(place) scrolls orthogonally (.\(behavior)) but has no items")
        }
        let groupSize = try CompositionalGroupPlacement.checkedSize(
            of: section.group, in: container, name: "the group of \(place)")
        var leaves: [CompositionalLeaf] = []
        var groupCount = 0
        while leaves.count < itemCount {
            let main =
                behavior == .none ? groupsStart + CGFloat(groupCount) * (mainLength(groupSize) + spacing) : groupsStart
            let cross =
                behavior == .none
                ? crossStartInset : crossStartInset + CGFloat(groupCount) * (crossLengthOf(groupSize) + spacing)
            let origin = rect(main: main, cross: cross, mainLength: 0, crossLength: 0).origin
            let placed = try CompositionalGroupPlacement.leaves(
                of: section.group, size: groupSize, origin: origin, limit: itemCount - leaves.count,
                firstItem: leaves.count, place: place)
            guard !placed.isEmpty else {
                throw UIKitLayoutError(
                    layout: "NSCollectionLayoutGroup", problem: "the group of \(place) places no items")
            }
            leaves += placed
            groupCount += 1
        }
        itemFrames = leaves
        let groupsEnd: CGFloat
        if behavior == .none {
            groupsEnd =
                groupsStart + CGFloat(groupCount) * mainLength(groupSize) + CGFloat(max(0, groupCount - 1)) * spacing
        } else {
            groupsEnd = groupsStart + mainLength(groupSize)
        }
        let contentEnd = groupsEnd + mainEndInset
        end = contentEnd + footerBand

        // Boundary items along their edges.
        let crossArea: (min: CGFloat, max: CGFloat) =
            section.supplementariesFollowContentInsets
            ? (crossStartInset, crossLength - crossEndInset) : (0, crossLength)
        boundaryItems = sized.map { item, size, end in
            let along = mainLength(size)
            let across = crossLengthOf(size)
            var main: CGFloat
            var cross: CGFloat
            switch end {
            case .start: main = item.extendsBoundary ? start : contentStart
            case .end: main = item.extendsBoundary ? contentEnd : contentEnd - along
            case .side: main = contentStart
            }
            if end == .side {
                let leadingSide = item.alignment.edge == (vertical ? .leading : .top)
                cross = leadingSide ? crossArea.min : crossArea.max - across
            } else {
                switch item.alignment.placementAlongEdge {
                case -1: cross = crossArea.min
                case 1: cross = crossArea.max - across
                default: cross = (crossArea.min + crossArea.max - across) / 2
                }
            }
            let frame = rect(main: main, cross: cross, mainLength: along, crossLength: across)
                .offsetBy(dx: item.offset.x, dy: item.offset.y)
            return CompositionalBoundaryPlacement(item: item, frame: frame, end: end)
        }

        // Decorations cover the whole section, bands included, inset by their own insets.
        let whole = rect(main: start, cross: 0, mainLength: end - start, crossLength: crossLength)
        decorationFrames = section.decorationItems.map { $0.contentInsets.inset(whole) }

        if behavior == .none {
            scroller = nil
        } else {
            let step = crossLengthOf(groupSize) + spacing
            let contentLength =
                crossStartInset + CGFloat(groupCount) * crossLengthOf(groupSize) + CGFloat(groupCount - 1) * spacing
                + crossEndInset
            let resting = (0..<groupCount).map { group -> CGFloat in
                behavior == .groupPagingCentered
                    ? crossStartInset + CGFloat(group) * step + crossLengthOf(groupSize) / 2 - crossLength / 2
                    : CGFloat(group) * step
            }
            scroller = OrthogonalSectionScroller(
                behavior: behavior, viewLength: crossLength, contentLength: contentLength,
                groupRestingOffsets: resting)
        }
    }

    /// The section's whole frame (full width across the layout's direction).
    func frame(crossLength: CGFloat) -> CGRect {
        vertical
            ? CGRect(x: 0, y: start, width: crossLength, height: end - start)
            : CGRect(x: start, y: 0, width: end - start, height: crossLength)
    }
}
