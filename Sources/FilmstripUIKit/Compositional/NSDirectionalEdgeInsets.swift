/// Insets named by reading direction: `leading` and `trailing` are left and right in a left-to-right layout (the only
/// direction Filmstrip lays out), as compositional layouts take them.
public struct NSDirectionalEdgeInsets: Hashable, Sendable {
    /// The inset from the top edge, in points.
    public var top: CGFloat
    /// The inset from the leading edge (the left), in points.
    public var leading: CGFloat
    /// The inset from the bottom edge, in points.
    public var bottom: CGFloat
    /// The inset from the trailing edge (the right), in points.
    public var trailing: CGFloat

    /// No insets.
    public init() { self.init(top: 0, leading: 0, bottom: 0, trailing: 0) }

    /// Insets of `top`, `leading`, `bottom` and `trailing` points.
    public init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }

    /// No insets.
    public static let zero = NSDirectionalEdgeInsets()

    /// `rect` with these insets taken off its edges (leading is the left: UIKit choice `leadingIsLeft`).
    func inset(_ rect: CGRect) -> CGRect {
        rect.inset(by: UIEdgeInsets(top: top, left: leading, bottom: bottom, right: trailing))
    }
}
