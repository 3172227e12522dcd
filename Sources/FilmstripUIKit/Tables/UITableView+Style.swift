extension UITableView {
    /// The look of a table, UIKit's values.
    public enum Style: Int, Sendable {
        /// Rows edge to edge on the system background, separators below empty space too.
        case plain = 0
        /// Sections as groups of rows on the grouped background.
        case grouped
        /// Groups inset from the sides with rounded corners (iOS 13).
        case insetGrouped
    }
}
