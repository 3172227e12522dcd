/// A header, footer or other view on an edge of its section. On the edges the section grows along (top and
/// bottom for a vertical layout) it takes its own room unless `extendsBoundary` is false; pinned, it stays in view
/// while its section is on screen.
public final class NSCollectionLayoutBoundarySupplementaryItem: NSCollectionLayoutSupplementaryItem {
    /// The edge (and the end of it) the item sits on.
    public let alignment: NSRectAlignment
    /// A shift from the aligned position, in points.
    public let offset: CGPoint
    /// Whether the item takes its own room before or after the section's content (true), or lies over it.
    public var extendsBoundary = true
    /// Whether the item stays at the visible edge while its section is on screen (a pinned header).
    public var pinToVisibleBounds = false

    /// An item of `layoutSize` and `elementKind` on the section's `alignment` edge.
    public convenience init(layoutSize: NSCollectionLayoutSize, elementKind: String, alignment: NSRectAlignment) {
        self.init(layoutSize: layoutSize, elementKind: elementKind, alignment: alignment, absoluteOffset: .zero)
    }

    /// An item of `layoutSize` and `elementKind` on the section's `alignment` edge, shifted by `absoluteOffset`.
    public init(
        layoutSize: NSCollectionLayoutSize, elementKind: String, alignment: NSRectAlignment, absoluteOffset: CGPoint
    ) {
        self.alignment = alignment
        offset = absoluteOffset
        super.init(layoutSize: layoutSize, elementKind: elementKind)
    }

    /// A copy with the same size, kind, placement and pinning.
    public override func copy(with zone: NSZone? = nil) -> Any {
        let copy = NSCollectionLayoutBoundarySupplementaryItem(
            layoutSize: layoutSize, elementKind: elementKind, alignment: alignment, absoluteOffset: offset)
        copy.extendsBoundary = extendsBoundary
        copy.pinToVisibleBounds = pinToVisibleBounds
        copy.zIndex = zIndex
        copy.contentInsets = contentInsets
        return copy
    }
}
