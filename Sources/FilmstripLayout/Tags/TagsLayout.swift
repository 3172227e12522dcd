/// The tag cloud: a vertically scrolling flow layout whose items (text chips, or photos sized to a row
/// height) break into lines greedily, as `UICollectionViewFlowLayout` does, and are then placed either left-aligned
/// with a constant gap (the original UIKit layout) or justified (the stock flow layout, for comparison).
///
/// Offsets are `contentOffset.y`. The section insets lie inside the content, so the content insets are zero and
/// the offsets run from 0 to the content height less the view height.
package struct TagsLayout: CollectionLayout {
    /// A justified last line of two or more items is packed from the left, not spread (UIKit choice
    /// `justifiedLastLineIsLeftAligned`).
    package static let justifiedLastLineIsLeftAligned = true

    /// The offset that centres a tag is clamped to the offset range, as `scrollToItem` stops at the edge (UIKit choice
    /// `tagsCentringOffsetIsClamped`).
    package static let tagsCentringOffsetIsClamped = true

    /// The original UIKit code's `insetForSectionAt`: 10 pt all round.
    package static let defaultSectionInset = Insets(all: 10)
    /// The original UIKit code's `minimumInteritemSpacing` and `minimumLineSpacing`.
    package static let defaultSpacing = 10.0

    package let viewSize: Size
    /// The items' sizes in points, in index order.
    package let itemSizes: [Size]
    /// Left-aligned rows, or the stock flow layout's justified ones.
    package let alignment: TagsAlignment
    /// Space around the rows.
    package let sectionInset: Insets
    /// `minimumInteritemSpacing`: the least gap between items on a line (the exact gap when left-aligned).
    package let interitemSpacing: Double
    /// `minimumLineSpacing`: the gap between one line's band and the next.
    package let lineSpacing: Double
    /// The lines top to bottom; their bands are in increasing y and do not overlap.
    package let lines: [TagsLine]
    /// `W` wide (items never scroll sideways; an oversized item overflows) and tall enough for every line and the
    /// top and bottom section insets (just those insets when there are no items).
    package let contentSize: Size
    package let offsetRange: OffsetRange

    /// Every item's frame, in index order: computed once, so a query only reads the lines it needs.
    private let itemFrames: [Rect]

    /// Lays out items of `itemSizes` (finite, not negative) in a view `viewSize` wide and tall.
    package init(
        viewSize: Size, itemSizes: [Size], alignment: TagsAlignment = .left,
        sectionInset: Insets = TagsLayout.defaultSectionInset,
        interitemSpacing: Double = TagsLayout.defaultSpacing, lineSpacing: Double = TagsLayout.defaultSpacing
    ) {
        precondition(
            interitemSpacing >= 0 && interitemSpacing.isFinite, "interitem spacing must be finite and not negative")
        precondition(lineSpacing >= 0 && lineSpacing.isFinite, "line spacing must be finite and not negative")
        for size in itemSizes {
            precondition(
                size.width >= 0 && size.width.isFinite && size.height >= 0 && size.height.isFinite,
                "item sizes must be finite and not negative")
        }
        self.viewSize = viewSize
        self.itemSizes = itemSizes
        self.alignment = alignment
        self.sectionInset = sectionInset
        self.interitemSpacing = interitemSpacing
        self.lineSpacing = lineSpacing

        let available = viewSize.width - sectionInset.left - sectionInset.right
        var lines = [TagsLine]()
        var frames = [Rect]()
        frames.reserveCapacity(itemSizes.count)
        var lineTop = sectionInset.top
        var start = 0
        while start < itemSizes.count {
            // Greedy: the first item always goes on the line; each next one if it still fits after a gap.
            var used = itemSizes[start].width
            var end = start + 1
            while end < itemSizes.count, used + interitemSpacing + itemSizes[end].width <= available {
                used += interitemSpacing + itemSizes[end].width
                end += 1
            }
            let line = TagsLine(
                items: start..<end, minY: lineTop,
                height: itemSizes[start..<end].reduce(0) { Swift.max($0, $1.height) })
            let xs = TagsLayout.lineItemXs(
                sizes: itemSizes[start..<end], alignment: alignment,
                isLastLine: end == itemSizes.count, left: sectionInset.left,
                available: available, spacing: interitemSpacing)
            for (index, x) in zip(start..<end, xs) {
                let size = itemSizes[index]
                frames.append(
                    Rect(
                        x: x, y: line.minY + (line.height - size.height) / 2,
                        width: size.width, height: size.height))
            }
            lines.append(line)
            lineTop = line.maxY + lineSpacing
            start = end
        }
        self.lines = lines
        itemFrames = frames
        let contentHeight = (lines.last?.maxY ?? sectionInset.top) + sectionInset.bottom
        contentSize = Size(width: viewSize.width, height: contentHeight)
        offsetRange = OffsetRange(min: 0, max: contentHeight - viewSize.height)
    }

    /// Items for photos of `photoSizes` pixels (already oriented), each `rowHeight` tall with its aspect ratio kept,
    /// as `--row-height` asks: the same sizing as the slider's thumbnails (`ThumbnailSizing`) at full scale.
    package init(
        viewSize: Size, photoSizes: [Size], rowHeight: Double, alignment: TagsAlignment = .left,
        sectionInset: Insets = TagsLayout.defaultSectionInset,
        interitemSpacing: Double = TagsLayout.defaultSpacing, lineSpacing: Double = TagsLayout.defaultSpacing
    ) {
        self.init(
            viewSize: viewSize, itemSizes: TagsLayout.itemSizes(forPhotos: photoSizes, rowHeight: rowHeight),
            alignment: alignment, sectionInset: sectionInset, interitemSpacing: interitemSpacing,
            lineSpacing: lineSpacing)
    }

    /// Item sizes for photos shown `rowHeight` tall: `w = photoWidth * rowHeight / max(photoHeight, 1)`.
    package static func itemSizes(forPhotos photoSizes: [Size], rowHeight: Double) -> [Size] {
        ThumbnailSizing(viewHeight: rowHeight, cellScale: 1).cellSizes(forPhotos: photoSizes)
    }

    /// The x of each item on a line. Left: packed from the left inset. Justified: the first item at the left inset
    /// and the last one ending at the right inset with equal gaps between; one item alone centred; the last line
    /// packed like `left` (`justifiedLastLineIsLeftAligned`). An item too wide for the line sits at
    /// the left inset (UIKit choice `tagsOversizedItemKeepsItsWidth`).
    private static func lineItemXs(
        sizes: ArraySlice<Size>, alignment: TagsAlignment, isLastLine: Bool, left: Double,
        available: Double, spacing: Double
    ) -> [Double] {
        var gap = spacing
        var x = left
        if alignment == .justified {
            let widths = sizes.reduce(0) { $0 + $1.width }
            if sizes.count == 1 {
                if widths <= available { x = left + (available - widths) / 2 }
            } else if !(isLastLine && Self.justifiedLastLineIsLeftAligned) {
                gap = (available - widths) / Double(sizes.count - 1)
            }
        }
        var xs = [Double]()
        xs.reserveCapacity(sizes.count)
        for size in sizes {
            xs.append(x)
            x += size.width + gap
        }
        return xs
    }

    /// Tags scroll vertically: offsets are `contentOffset.y`.
    package var scrollAxis: ScrollAxis { .vertical }
    package var contentInset: Insets { .zero }
    package var decelerationRate: DecelerationPreset { .normal }
    package var itemCount: Int { itemSizes.count }

    /// Item `index`'s frame in content coordinates. `index` must be in `0..<itemCount`.
    package func itemFrame(at index: Int) -> Rect { itemFrames[index] }

    /// The lines whose bands overlap `rect`'s vertical extent, found by two binary searches.
    package func lineIndices(overlappingYOf rect: Rect) -> Range<Int> {
        let first = (0..<lines.count).partitionPoint { lines[$0].maxY > rect.minY }
        let end = (0..<lines.count).partitionPoint { lines[$0].minY >= rect.maxY }
        return first..<Swift.max(first, end)
    }

    /// The items intersecting the visible rect at `offset` (a `contentOffset.y`), in index order. Tags have no
    /// offset-dependent effect: frames are as laid out.
    package func visibleAttributes(atOffset offset: Double) -> [LayoutAttributes] {
        let visible = visibleRect(atOffset: offset)
        var result = [LayoutAttributes]()
        for line in lineIndices(overlappingYOf: visible) {
            for index in lines[line].items where itemFrames[index].intersects(visible) {
                result.append(LayoutAttributes(kind: .cell, index: index, frame: itemFrames[index]))
            }
        }
        return result
    }

    package func allAttributes() -> [LayoutAttributes] {
        itemFrames.indices.map { LayoutAttributes(kind: .cell, index: $0, frame: itemFrames[$0]) }
    }

    /// `itemFrame.midY - H / 2`, clamped to the offset range (`tagsCentringOffsetIsClamped`).
    package func offset(centeringItem index: Int) -> Double? {
        guard itemFrames.indices.contains(index) else { return nil }
        let offset = itemFrames[index].midY - viewSize.height / 2
        return Self.tagsCentringOffsetIsClamped ? offsetRange.clamp(offset) : offset
    }

    /// No snapping: a fling rests where it would, kept inside the offset range.
    package func targetContentOffset(proposed: Double, velocity: Double, dragStartOffset: Double?) -> Double {
        offsetRange.clamp(proposed)
    }

    /// Tags are never scaled.
    package func maximumScale(ofItem index: Int) -> Double { 1 }
}
