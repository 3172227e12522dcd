/// Where a boundary supplementary item sits on its section: an edge (the header on `.top`, the footer on `.bottom`)
/// and, for the corner cases, the end of that edge.
public enum NSRectAlignment: Int, Sendable {
    /// No edge; Filmstrip places such an item as `.top`.
    case none
    /// Along the top edge, centred across it.
    case top
    /// At the top edge's leading end.
    case topLeading
    /// Along the leading edge, centred along it.
    case leading
    /// At the bottom edge's leading end.
    case bottomLeading
    /// Along the bottom edge, centred across it.
    case bottom
    /// At the bottom edge's trailing end.
    case bottomTrailing
    /// Along the trailing edge, centred along it.
    case trailing
    /// At the top edge's trailing end.
    case topTrailing

    /// The edge the item sits on: top, leading, bottom or trailing.
    var edge: NSRectAlignment {
        switch self {
        case .none, .top, .topLeading, .topTrailing: return .top
        case .bottom, .bottomLeading, .bottomTrailing: return .bottom
        case .leading: return .leading
        case .trailing: return .trailing
        }
    }

    /// Where along its edge the item sits: -1 at the start (leading or top), 0 centred, 1 at the end.
    var placementAlongEdge: Int {
        switch self {
        case .topLeading, .bottomLeading: return -1
        case .topTrailing, .bottomTrailing: return 1
        default: return 0
        }
    }
}
