/// The peeking carousel: cards 70% of the view in each direction, touching, with the previous and
/// next ones peeking in at the sides; each shrinks with its distance from the centre, and a release snaps as in
/// the paging carousel (one card per swipe), with fast deceleration.
package struct PeekLayout: SwipePagedLayout {
    /// The cards on screen are those whose shrunk frames still meet the visible rect (UIKit choice
    /// `visibleCellsAreTestedAfterTransforms`).
    package static let visibleCellsAreTestedAfterTransforms = true

    /// The original UIKit code's cell size as a fraction of the view's width and height.
    package static let defaultItemFraction = 0.7
    /// The original UIKit code's `minimumLineSpacing`.
    package static let defaultLineSpacing = 0.0
    /// The original UIKit code's `sectionInset`: 4 pt left and right.
    package static let defaultSectionInset = Insets(top: 0, left: 4, bottom: 0, right: 4)

    /// The row of untransformed cards.
    package let flow: HorizontalFlowLayout
    /// Where a release comes to rest: one card per swipe.
    package let snap: SwipePagingSnap
    /// How cards shrink away from the centre.
    package let shrink: PeekDistanceShrink

    /// `itemCount` cards `itemFraction * W` wide and `itemFraction * H` tall, centred vertically. The content
    /// insets are zero.
    package init(
        viewSize: Size, itemCount: Int, itemFraction: Double = PeekLayout.defaultItemFraction,
        lineSpacing: Double = PeekLayout.defaultLineSpacing,
        sectionInset: Insets = PeekLayout.defaultSectionInset, shrink: PeekDistanceShrink = PeekDistanceShrink()
    ) {
        flow = HorizontalFlowLayout(
            viewSize: viewSize,
            itemSize: Size(width: viewSize.width * itemFraction, height: viewSize.height * itemFraction),
            count: itemCount, lineSpacing: lineSpacing, sectionInset: sectionInset)
        snap = SwipePagingSnap(flow: flow)
        self.shrink = shrink
    }

    /// The cards UIKit counts as visible (untransformed frames intersecting the visible rect), each shrunk about its
    /// centre, keeping those that still intersect it (`visibleCellsAreTestedAfterTransforms`).
    package func visibleAttributes(atOffset offset: Double) -> [LayoutAttributes] {
        let visible = visibleRect(atOffset: offset)
        var cells = flow.itemAttributes(intersecting: visible)
        shrink.apply(to: &cells, offset: offset, viewWidth: viewSize.width)
        if Self.visibleCellsAreTestedAfterTransforms {
            cells.removeAll { !$0.frame.intersects(visible) }
        }
        return cells
    }

    package func allAttributes() -> [LayoutAttributes] {
        flow.allItemAttributes()
    }
}
