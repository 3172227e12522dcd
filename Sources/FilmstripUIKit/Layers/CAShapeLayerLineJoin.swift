/// How a shape layer's stroke turns where two segments meet, by Core Animation's names.
public struct CAShapeLayerLineJoin: RawRepresentable, Hashable, Sendable {
    /// Core Animation's name of the join.
    public let rawValue: String
    /// A join by name; a name other than the three below draws as `miter`.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// The outer edges meet in a point, up to the miter limit (the default).
    public static let miter = CAShapeLayerLineJoin(rawValue: "miter")
    /// A circle of half the width.
    public static let round = CAShapeLayerLineJoin(rawValue: "round")
    /// The outer corners joined by a straight edge.
    public static let bevel = CAShapeLayerLineJoin(rawValue: "bevel")
}
