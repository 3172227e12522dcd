extension UIBarButtonItem {
    /// How an item is drawn in its bar, UIKit's values.
    public enum Style: Int, Sendable {
        /// Plain text or image.
        case plain = 0
        /// The old bordered style: plain since iOS 7.
        case bordered
        /// Bold text, for a bar's main action.
        case done
    }
}
