extension UITableViewCell {
    /// Whether and how separators are drawn, UIKit's values.
    public enum SeparatorStyle: Int, Sendable {
        /// No separators.
        case none = 0
        /// A hairline.
        case singleLine
        /// An etched line (deprecated); drawn as a hairline.
        case singleLineEtched
    }
}
