/// A flow-backed carousel that pages one element per swipe with `SwipePagingSnap` (paging, peek): no content
/// insets, fast deceleration, unscaled-or-shrinking cards, and the snap's targets, written once.
protocol SwipePagedLayout: FlowBackedLayout {
    /// The targeting that moves at most one card per swipe.
    var snap: SwipePagingSnap { get }
}

extension SwipePagedLayout {
    public var contentInset: Insets { .zero }
    public var decelerationRate: DecelerationPreset { .fast }

    /// The card centred (`minX - (W - width) / 2`), at full size: the offset the snap targets for it.
    public func offset(centeringItem index: Int) -> Double? {
        guard flow.itemSizes.indices.contains(index) else { return nil }
        let offset = snap.centringOffset(ofCellFrame: flow.itemFrame(at: index))
        return SwipePagingSnap.centringOffsetIsClamped ? offsetRange.clamp(offset) : offset
    }

    /// See `SwipePagingSnap`: pass the offset at which the drag began to page one element per swipe. A peek
    /// card's shrink does not move the candidates: UIKit's layout attributes stay untransformed.
    public func targetContentOffset(proposed: Double, velocity: Double, dragStartOffset: Double?) -> Double {
        snap.target(proposed: proposed, velocity: velocity, dragStartOffset: dragStartOffset, offsetRange: offsetRange)
    }

    /// Cards are never enlarged.
    public func maximumScale(ofItem index: Int) -> Double { 1 }
}
