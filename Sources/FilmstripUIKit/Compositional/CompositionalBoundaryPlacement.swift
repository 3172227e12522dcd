/// A boundary supplementary item as a section placed it: where it lies unpinned, and the edge it keeps to when
/// pinned.
struct CompositionalBoundaryPlacement {
    /// Which end of the section the item is on along the layout's direction.
    enum End {
        /// Before the content (a header): pinned, it keeps to the visible start.
        case start
        /// After the content (a footer): pinned, it keeps to the visible end.
        case end
        /// Beside the content; it does not pin.
        case side
    }

    let item: NSCollectionLayoutBoundarySupplementaryItem
    let frame: CGRect
    let end: End
}
