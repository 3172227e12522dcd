extension NSLayoutConstraint {
    /// An axis of a view's content priorities, with UIKit's raw values.
    public enum Axis: Int, Sendable {
        /// Along the width.
        case horizontal = 0
        /// Along the height.
        case vertical = 1
    }
}
