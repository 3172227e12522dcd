/// What a set of layout attributes places. Sliders only have cells; headers (paging) and footers (banner) are
/// supplementary blocks that later layouts add beside them.
public enum ElementKind: String, Hashable, Sendable {
    case cell
    case header
    case footer
}
