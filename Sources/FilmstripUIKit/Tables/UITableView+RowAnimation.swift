extension UITableView {
    /// How rows are inserted, deleted or reloaded, UIKit's values; there is no animation to run.
    public enum RowAnimation: Int, Sendable {
        /// Fade.
        case fade = 0
        /// From the right.
        case right
        /// From the left.
        case left
        /// From the top.
        case top
        /// From the bottom.
        case bottom
        /// None.
        case none
        /// From the middle.
        case middle
        /// The system's choice.
        case automatic = 100
    }
}
