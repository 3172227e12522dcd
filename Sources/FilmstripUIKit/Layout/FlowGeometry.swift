import FilmstripLayout

/// The flow layout's computed attributes: every section's header, items and footer, in order, with the span of
/// each element's line along the scroll direction so that a query finds its elements by binary search.
///
/// Along the scroll direction ("along") sections follow one another: header, leading section inset, lines
/// separated by the line spacing, trailing inset, footer. Across it, each line holds as many items as fit between
/// the section insets with at least the interitem spacing; a line's items are spread to both insets, a lone item
/// is centred, and the last line of a section is packed from the leading inset
/// (UIKit choice `justifiedLastLineIsLeftAligned`). Items shorter than their line are centred in it.
struct FlowGeometry {
    /// A justified last line of two or more items is packed from the left, not spread to both edges (UIKit choice
    /// `justifiedLastLineIsLeftAligned`).
    static let justifiedLastLineIsLeftAligned = true

    private(set) var elements: [UICollectionViewLayoutAttributes] = []
    /// The along-axis span of each element's line (a header's or footer's own span), in increasing order.
    private var spans: [(min: CGFloat, max: CGFloat)] = []
    private var itemIndex: [IndexPath: Int] = [:]
    private var supplementaryIndex: [String: Int] = [:]
    private(set) var contentSize: CGSize = .zero
    private var isVertical = true

    /// No sections: what a layout without a collection view lays out.
    init() {}

    init(
        sections: [FlowSectionMetrics], scrollDirection: UICollectionView.ScrollDirection, viewSize: CGSize,
        contentInset: UIEdgeInsets, makeAttributes: () -> UICollectionViewLayoutAttributes
    ) {
        let vertical = scrollDirection == .vertical
        isVertical = vertical
        // Across: x when scrolling vertically, y when horizontally.
        let crossLength =
            vertical
            ? viewSize.width - contentInset.left - contentInset.right
            : viewSize.height - contentInset.top - contentInset.bottom
        func rect(along: CGFloat, cross: CGFloat, alongLength: CGFloat, crossLength: CGFloat) -> CGRect {
            vertical
                ? CGRect(x: cross, y: along, width: crossLength, height: alongLength)
                : CGRect(x: along, y: cross, width: alongLength, height: crossLength)
        }
        var along: CGFloat = 0
        for (section, metrics) in sections.enumerated() {
            let inset = metrics.inset
            let (leading, trailing, crossStart, crossEnd) =
                vertical
                ? (inset.top, inset.bottom, inset.left, inset.right)
                : (inset.left, inset.right, inset.top, inset.bottom)
            func addSupplementary(_ kind: String, size: CGSize) {
                let length = vertical ? size.height : size.width
                guard length > 0 else { return }
                let attributes = makeAttributes()
                attributes.indexPath = IndexPath(item: 0, section: section)
                attributes.representedElementCategory = .supplementaryView
                attributes.representedElementKind = kind
                attributes.frame = rect(along: along, cross: 0, alongLength: length, crossLength: crossLength)
                supplementaryIndex["\(kind) \(section)"] = elements.count
                elements.append(attributes)
                spans.append((along, along + length))
                along += length
            }
            addSupplementary(UICollectionView.elementKindSectionHeader, size: metrics.headerSize)
            along += leading
            let available = crossLength - crossStart - crossEnd
            let lines = FlowGeometry.lines(
                of: metrics.itemSizes.map { vertical ? $0.width : $0.height }, available: available,
                spacing: metrics.interitemSpacing)
            for (number, line) in lines.enumerated() {
                let sizes = metrics.itemSizes[line]
                let thickness = sizes.map { vertical ? $0.height : $0.width }.max() ?? 0
                let crosses = FlowGeometry.crossPositions(
                    of: sizes.map { vertical ? $0.width : $0.height }, start: crossStart, available: available,
                    spacing: metrics.interitemSpacing, isLastLine: number == lines.count - 1)
                for (item, cross) in zip(line, crosses) {
                    let size = metrics.itemSizes[item]
                    let (alongLength, crossSize) = vertical ? (size.height, size.width) : (size.width, size.height)
                    let attributes = makeAttributes()
                    attributes.indexPath = IndexPath(item: item, section: section)
                    attributes.size = size
                    let frame = rect(
                        along: along + (thickness - alongLength) / 2, cross: cross, alongLength: alongLength,
                        crossLength: crossSize)
                    attributes.center = CGPoint(x: frame.midX, y: frame.midY)
                    itemIndex[attributes.indexPath] = elements.count
                    elements.append(attributes)
                    spans.append((along, along + thickness))
                }
                along += thickness
                if number < lines.count - 1 { along += metrics.lineSpacing }
            }
            along += trailing
            addSupplementary(UICollectionView.elementKindSectionFooter, size: metrics.footerSize)
        }
        contentSize = vertical ? CGSize(width: crossLength, height: along) : CGSize(width: along, height: crossLength)
    }

    /// Greedy line breaking: an item joins the line when it fits with the spacing; an item too long for any line
    /// has one to itself.
    static func lines(of lengths: [CGFloat], available: CGFloat, spacing: CGFloat) -> [Range<Int>] {
        var lines: [Range<Int>] = []
        var start = 0
        var used: CGFloat = 0
        for (index, length) in lengths.enumerated() {
            if index > start, used + spacing + length > available {
                lines.append(start..<index)
                start = index
                used = length
            } else {
                used += (index > start ? spacing : 0) + length
            }
        }
        if start < lengths.count { lines.append(start..<lengths.count) }
        return lines
    }

    /// Where each item of a line starts across the scroll direction.
    static func crossPositions(
        of lengths: [CGFloat], start: CGFloat, available: CGFloat, spacing: CGFloat, isLastLine: Bool
    ) -> [CGFloat] {
        let total = lengths.reduce(0, +)
        var gap = spacing
        var position = start
        if lengths.count == 1 {
            if total <= available { position = start + (available - total) / 2 }
        } else if !(isLastLine && Self.justifiedLastLineIsLeftAligned) {
            gap = (available - total) / CGFloat(lengths.count - 1)
        }
        return lengths.map { length in
            defer { position += length + gap }
            return position
        }
    }

    /// The elements whose line meets `rect` along the scroll direction and whose frame intersects it.
    func elements(in rect: CGRect) -> [UICollectionViewLayoutAttributes] {
        guard !elements.isEmpty else { return [] }
        let low = isVertical ? rect.minY : rect.minX
        let high = isVertical ? rect.maxY : rect.maxX
        // Spans never decrease, so the first element whose line ends past `low` is found by bisection.
        var first = 0
        var end = spans.count
        while first < end {
            let middle = (first + end) / 2
            if spans[middle].max > low { end = middle } else { first = middle + 1 }
        }
        var found: [UICollectionViewLayoutAttributes] = []
        var index = first
        while index < elements.count, spans[index].min < high {
            if UIKitGeometry.meets(elements[index].frame, rect) { found.append(elements[index]) }
            index += 1
        }
        return found
    }

    func item(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        itemIndex[indexPath].map { elements[$0] }
    }

    func supplementary(ofKind kind: String, section: Int) -> UICollectionViewLayoutAttributes? {
        supplementaryIndex["\(kind) \(section)"].map { elements[$0] }
    }
}
