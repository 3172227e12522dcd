extension UIControl {
    /// Where a control places its content across its bounds.
    public enum ContentHorizontalAlignment: Int, Sendable {
        /// Centred.
        case center = 0
        /// Against the left edge.
        case left
        /// Against the right edge.
        case right
        /// Across the whole width; a button centres its content.
        case fill
        /// Against the leading edge: the left.
        case leading
        /// Against the trailing edge: the right.
        case trailing
    }
}
