/// The direction a layout scrolls in. A layout's offsets (`contentOffset.x` or `.y`) are measured along it.
public enum ScrollAxis: String, Hashable, Sendable {
    /// Offsets are `contentOffset.x` (slider, paging, peek, banner).
    case horizontal
    /// Offsets are `contentOffset.y` (tags).
    case vertical
}
