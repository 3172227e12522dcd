/// How the tags style (`TagsStyle`) places the items of a line.
public enum TagsAlignment: String, Hashable, Sendable, CaseIterable {
    /// Left-aligned, as in the tag cloud's original UIKit code: every line starts at the left section inset and items
    /// keep `interitemSpacing` apart.
    case left
    /// The stock `UICollectionViewFlowLayout`, for comparison: a line's spare width is spread evenly between its
    /// items, so the gaps change from line to line (the look left alignment sets out to fix).
    case justified
}
