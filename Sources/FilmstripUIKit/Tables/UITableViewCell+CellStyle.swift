extension UITableViewCell {
    /// The built-in layouts of a cell's `textLabel`, `detailTextLabel` and `imageView`, UIKit's values.
    public enum CellStyle: Int, Sendable {
        /// A text label at the leading margin (and an image before it); no detail label.
        case `default` = 0
        /// The text at the leading margin and the detail, in the secondary colour, at the trailing margin.
        case value1
        /// A short blue text right-aligned in a column and the detail after it.
        case value2
        /// The text with a smaller detail line under it.
        case subtitle
    }
}
