extension UITableViewCell {
    /// How a selected cell is shown, UIKit's values.
    public enum SelectionStyle: Int, Sendable {
        /// No change.
        case none = 0
        /// Blue (gray since iOS 7).
        case blue
        /// Gray.
        case gray
        /// The default: gray.
        case `default`
    }
}
