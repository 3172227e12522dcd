extension NSLayoutConstraint {
    /// The part of a view's geometry a constraint relates, with UIKit's raw values. `leading` and `trailing` are
    /// `left` and `right` (a left-to-right layout: `UIKitAssumptions.leadingIsLeft`); the margin and baseline
    /// attributes are not supported (a constraint using them is reported and skipped).
    public enum Attribute: Int, Sendable {
        /// The left edge.
        case left = 1
        /// The right edge.
        case right = 2
        /// The top edge.
        case top = 3
        /// The bottom edge.
        case bottom = 4
        /// The leading edge: the left one, left to right.
        case leading = 5
        /// The trailing edge: the right one, left to right.
        case trailing = 6
        /// The width.
        case width = 7
        /// The height.
        case height = 8
        /// The horizontal centre.
        case centerX = 9
        /// The vertical centre.
        case centerY = 10
        /// The last baseline (not supported).
        case lastBaseline = 11
        /// The first baseline (not supported).
        case firstBaseline = 12
        /// The left margin (not supported).
        case leftMargin = 13
        /// The right margin (not supported).
        case rightMargin = 14
        /// The top margin (not supported).
        case topMargin = 15
        /// The bottom margin (not supported).
        case bottomMargin = 16
        /// The leading margin (not supported).
        case leadingMargin = 17
        /// The trailing margin (not supported).
        case trailingMargin = 18
        /// The centre between the horizontal margins (not supported).
        case centerXWithinMargins = 19
        /// The centre between the vertical margins (not supported).
        case centerYWithinMargins = 20
        /// No attribute: the second item of a constraint to a constant.
        case notAnAttribute = 0

        /// The name UIKit prints in a constraint's description.
        var printedName: String {
            switch self {
            case .left: "left"
            case .right: "right"
            case .top: "top"
            case .bottom: "bottom"
            case .leading: "leading"
            case .trailing: "trailing"
            case .width: "width"
            case .height: "height"
            case .centerX: "centerX"
            case .centerY: "centerY"
            case .lastBaseline: "lastBaseline"
            case .firstBaseline: "firstBaseline"
            case .leftMargin: "leftMargin"
            case .rightMargin: "rightMargin"
            case .topMargin: "topMargin"
            case .bottomMargin: "bottomMargin"
            case .leadingMargin: "leadingMargin"
            case .trailingMargin: "trailingMargin"
            case .centerXWithinMargins: "centerXWithinMargins"
            case .centerYWithinMargins: "centerYWithinMargins"
            case .notAnAttribute: "notAnAttribute"
            }
        }
    }
}
