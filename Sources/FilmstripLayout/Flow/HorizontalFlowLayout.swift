/// A single-row, horizontally scrolling flow layout, as `UICollectionViewFlowLayout` with
/// `scrollDirection = .horizontal` and every item fitting the row: the base the slider, paging and peek styles
/// share. It is not a `CollectionLayout` itself: styles wrap it and add insets, transforms and snapping.
///
/// `init` computes every cell's x once (a prefix sum); after that, finding the cells in a rect is two binary
/// searches, so the cost of a query depends on how many cells are on screen, not on how many there are.
package struct HorizontalFlowLayout: Sendable {
    /// The collection view's bounds size, `W x H`.
    package let viewSize: Size
    /// Cell sizes in index order.
    package let itemSizes: [Size]
    /// `minimumLineSpacing`: the gap between consecutive cells along the row.
    package let lineSpacing: Double
    /// `sectionInset`: space around the row of cells.
    package let sectionInset: Insets
    /// Width of a full-height header block at content x 0, before the first cell (0 for none).
    package let headerWidth: Double
    /// The width of everything laid out: header, section insets, cells and the gaps between them.
    package let contentWidth: Double

    /// `itemMinX[i]` is cell `i`'s left edge. Non-decreasing, and so is `itemMinX[i] + itemSizes[i].width`,
    /// which is what lets both ends of a visible range be binary-searched.
    private let itemMinX: [Double]

    /// `count` cells of one size in a row: the paging, peeking and banner carousels, whose cards are all alike.
    package init(
        viewSize: Size, itemSize: Size, count: Int, lineSpacing: Double, sectionInset: Insets, headerWidth: Double = 0
    ) {
        precondition(count >= 0, "item count must not be negative")
        self.init(
            viewSize: viewSize, itemSizes: Array(repeating: itemSize, count: count), lineSpacing: lineSpacing,
            sectionInset: sectionInset, headerWidth: headerWidth)
    }

    /// Lays out `itemSizes` in one row. Widths must be finite and not negative, `lineSpacing` and `headerWidth`
    /// too: they are what keeps cell positions monotonic. (`ThumbnailSizing` never produces anything else.)
    package init(
        viewSize: Size, itemSizes: [Size], lineSpacing: Double = 10, sectionInset: Insets = .zero,
        headerWidth: Double = 0
    ) {
        precondition(lineSpacing >= 0 && lineSpacing.isFinite, "line spacing must be finite and not negative")
        precondition(headerWidth >= 0 && headerWidth.isFinite, "header width must be finite and not negative")
        self.viewSize = viewSize
        self.itemSizes = itemSizes
        self.lineSpacing = lineSpacing
        self.sectionInset = sectionInset
        self.headerWidth = headerWidth

        var minX = [Double]()
        minX.reserveCapacity(itemSizes.count)
        var x = headerWidth + sectionInset.left
        var rowEnd = x
        for size in itemSizes {
            precondition(size.width >= 0 && size.width.isFinite, "cell widths must be finite and not negative")
            minX.append(x)
            // The same two additions as `itemFrame(at:)` and the searches, in the same order, so a cell's right
            // edge here is bit-for-bit the one they see.
            rowEnd = x + size.width
            x = rowEnd + lineSpacing
        }
        itemMinX = minX
        contentWidth = rowEnd + sectionInset.right
    }

    /// The number of cells.
    package var itemCount: Int { itemSizes.count }

    /// The width and height of everything laid out; the height is the view's (UIKit choice
    /// `horizontalContentHeightIsTheViewHeight`).
    package var contentSize: Size { Size(width: contentWidth, height: viewSize.height) }

    /// Cell `index`'s frame, centred vertically between the section insets. `index` must be in `0..<itemCount`.
    package func itemFrame(at index: Int) -> Rect {
        let size = itemSizes[index]
        let inset = sectionInset
        let y = inset.top + (viewSize.height - inset.top - inset.bottom - size.height) / 2
        return Rect(x: itemMinX[index], y: y, width: size.width, height: size.height)
    }

    /// The header's frame, or nil when the layout has none.
    package var headerFrame: Rect? {
        headerWidth > 0 ? Rect(x: 0, y: 0, width: headerWidth, height: viewSize.height) : nil
    }

    /// The cells whose horizontal extent overlaps `rect`'s (`minX < rect.maxX` and `rect.minX < maxX`), found by
    /// binary search. Zero-width cells inside it and cells missing `rect` vertically still need the full
    /// `Rect.intersects` test; `itemAttributes(intersecting:)` applies it.
    package func itemIndices(overlappingXOf rect: Rect) -> Range<Int> {
        let left = rect.minX
        let right = rect.maxX
        let first = (0..<itemCount).partitionPoint { itemMinX[$0] + itemSizes[$0].width > left }
        let end = (0..<itemCount).partitionPoint { itemMinX[$0] >= right }
        return first..<Swift.max(first, end)
    }

    /// Untransformed attributes of the cells intersecting `rect` (positive-area overlap), in index order.
    package func itemAttributes(intersecting rect: Rect) -> [LayoutAttributes] {
        var result = [LayoutAttributes]()
        for index in itemIndices(overlappingXOf: rect) {
            let frame = itemFrame(at: index)
            if frame.intersects(rect) {
                result.append(LayoutAttributes(kind: .cell, index: index, frame: frame))
            }
        }
        return result
    }

    /// Untransformed attributes of every cell, in index order.
    package func allItemAttributes() -> [LayoutAttributes] {
        (0..<itemCount).map { LayoutAttributes(kind: .cell, index: $0, frame: itemFrame(at: $0)) }
    }
}
