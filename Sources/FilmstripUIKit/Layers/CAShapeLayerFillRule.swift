/// Which points of a shape layer's path its fill covers, by Core Animation's names.
public struct CAShapeLayerFillRule: RawRepresentable, Hashable, Sendable {
    /// Core Animation's name of the rule.
    public let rawValue: String
    /// A rule by name; a name other than the two below fills as `nonZero`.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Inside where the path winds around the point a non-zero number of times (the default).
    public static let nonZero = CAShapeLayerFillRule(rawValue: "non-zero")
    /// Inside where a ray from the point crosses the path an odd number of times.
    public static let evenOdd = CAShapeLayerFillRule(rawValue: "even-odd")
}
