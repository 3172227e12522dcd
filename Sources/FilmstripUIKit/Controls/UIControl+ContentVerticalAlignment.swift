extension UIControl {
    /// Where a control places its content down its bounds.
    public enum ContentVerticalAlignment: Int, Sendable {
        /// Centred.
        case center = 0
        /// Against the top edge.
        case top
        /// Against the bottom edge.
        case bottom
        /// Down the whole height; a button centres its content.
        case fill
    }
}
