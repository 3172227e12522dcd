extension UINavigationItem {
    /// When an item shows a large title, UIKit's values.
    public enum LargeTitleDisplayMode: Int, Sendable {
        /// As the item below it in the stack does; the root item shows one when the bar prefers large titles.
        case automatic = 0
        /// Always, when the bar prefers large titles.
        case always
        /// Never.
        case never
        /// Inline (iOS 17): never here, as the bar draws a large title only below the standard one.
        case inline
    }
}
