/// Edge insets in points, as UIKit's `UIEdgeInsets` (content insets and section insets).
public struct Insets: Hashable, Sendable {
    /// The inset at the top, in points.
    public var top: Double
    /// The inset at the left, in points.
    public var left: Double
    /// The inset at the bottom, in points.
    public var bottom: Double
    /// The inset at the right, in points.
    public var right: Double

    /// Insets of the given sizes, 0 where not given.
    public init(top: Double = 0, left: Double = 0, bottom: Double = 0, right: Double = 0) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    /// The same inset on every edge.
    public init(all value: Double) {
        self.init(top: value, left: value, bottom: value, right: value)
    }

    /// No insets.
    public static let zero = Insets()
}
