/// The paging carousel: a header block, then equal cards in one row with the neighbours peeking in; a release
/// pages one card at a time to the centre (or back to the header), with fast deceleration.
package struct PagingLayout: SwipePagedLayout {
    /// The original UIKit code's `minimumLineSpacing`.
    package static let defaultLineSpacing = 20.0
    /// The original UIKit code's `sectionInset`: 40 pt left and right of the cards, after the header.
    package static let defaultSectionInset = Insets(top: 0, left: 40, bottom: 0, right: 40)

    /// The header and the row of cards, untransformed.
    package let flow: HorizontalFlowLayout
    /// Where a release comes to rest: one card per swipe.
    package let snap: SwipePagingSnap

    /// `itemCount` cards of `itemSize`, after a full-height header `headerWidth` wide (0 for none). The content
    /// insets are zero: the offsets run from 0 (header at the left edge) to the end of the content.
    package init(
        viewSize: Size, headerWidth: Double, itemSize: Size, itemCount: Int,
        lineSpacing: Double = PagingLayout.defaultLineSpacing,
        sectionInset: Insets = PagingLayout.defaultSectionInset
    ) {
        flow = HorizontalFlowLayout(
            viewSize: viewSize, itemSize: itemSize, count: itemCount, lineSpacing: lineSpacing,
            sectionInset: sectionInset, headerWidth: headerWidth)
        snap = SwipePagingSnap(flow: flow)
    }

    /// The header's width in points (0 for none).
    package var headerWidth: Double { flow.headerWidth }

    /// The header (when on screen) then the cards intersecting the visible rect; nothing is transformed.
    package func visibleAttributes(atOffset offset: Double) -> [LayoutAttributes] {
        let visible = visibleRect(atOffset: offset)
        var result = [LayoutAttributes]()
        if let header = flow.headerFrame, header.intersects(visible) {
            result.append(LayoutAttributes(kind: .header, index: 0, frame: header))
        }
        return result + flow.itemAttributes(intersecting: visible)
    }

    package func allAttributes() -> [LayoutAttributes] {
        let header = flow.headerFrame.map { [LayoutAttributes(kind: .header, index: 0, frame: $0)] } ?? []
        return header + flow.allItemAttributes()
    }
}
