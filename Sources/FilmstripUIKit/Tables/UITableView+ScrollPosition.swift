extension UITableView {
    /// Where `scrollToRow(at:at:animated:)` puts a row, UIKit's values.
    public enum ScrollPosition: Int, Sendable {
        /// As little as shows it.
        case none = 0
        /// Its top at the top.
        case top
        /// Its centre at the centre.
        case middle
        /// Its bottom at the bottom.
        case bottom
    }
}
