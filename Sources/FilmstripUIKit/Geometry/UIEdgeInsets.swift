/// Insets from a rectangle's edges: content insets, section insets.
public struct UIEdgeInsets: Hashable, Sendable {
    /// The inset from the top edge, in points.
    public var top: CGFloat
    /// The inset from the left edge, in points (left also in a right-to-left layout, as in UIKit).
    public var left: CGFloat
    /// The inset from the bottom edge, in points.
    public var bottom: CGFloat
    /// The inset from the right edge, in points.
    public var right: CGFloat

    /// No insets.
    public init() { self.init(top: 0, left: 0, bottom: 0, right: 0) }

    /// Insets of `top`, `left`, `bottom` and `right` points.
    public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    /// No insets.
    public static let zero = UIEdgeInsets()
}
