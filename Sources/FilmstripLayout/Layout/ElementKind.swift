/// What a set of layout attributes places. Sliders only have cells; headers (paging) and footers (banner) are
/// supplementary blocks that later layouts add beside them.
public enum ElementKind: String, Hashable, Sendable {
    /// An item: a photo or a style's own item.
    case cell
    /// A supplementary block before the items (the paging header).
    case header
    /// A supplementary block after the items (the banner's footer).
    case footer
}
