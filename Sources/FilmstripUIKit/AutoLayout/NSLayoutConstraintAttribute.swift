extension NSLayoutConstraint {
    /// The part of a view's geometry a constraint relates, with UIKit's raw values. `leading` and `trailing` are
    /// `left` and `right` (a left-to-right layout: UIKit choice `leadingIsLeft`); the margin and baseline
    /// attributes are not supported (a constraint using them is reported and skipped).
    public enum Attribute: Int, Sendable {
        /// No attribute: the second item of a constraint to a constant.
        case notAnAttribute = 0
        /// The left edge.
        case left
        /// The right edge.
        case right
        /// The top edge.
        case top
        /// The bottom edge.
        case bottom
        /// The leading edge: the left one, left to right.
        case leading
        /// The trailing edge: the right one, left to right.
        case trailing
        /// The width.
        case width
        /// The height.
        case height
        /// The horizontal centre.
        case centerX
        /// The vertical centre.
        case centerY
        /// The last baseline (not supported).
        case lastBaseline
        /// The first baseline (not supported).
        case firstBaseline
        /// The left margin (not supported).
        case leftMargin
        /// The right margin (not supported).
        case rightMargin
        /// The top margin (not supported).
        case topMargin
        /// The bottom margin (not supported).
        case bottomMargin
        /// The leading margin (not supported).
        case leadingMargin
        /// The trailing margin (not supported).
        case trailingMargin
        /// The centre between the horizontal margins (not supported).
        case centerXWithinMargins
        /// The centre between the vertical margins (not supported).
        case centerYWithinMargins

        /// The name UIKit prints in a constraint's description: the case's own name.
        var printedName: String { "\(self)" }
    }
}
