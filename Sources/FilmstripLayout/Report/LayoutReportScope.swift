/// Which items a `LayoutReport` lists.
package enum LayoutReportScope: String, Hashable, Sendable, CaseIterable {
    /// The cells on screen at the report's offset, zoomed and moved as drawn.
    case visible
    /// Every cell, untransformed (the layout before any offset-dependent effect).
    case all
}
