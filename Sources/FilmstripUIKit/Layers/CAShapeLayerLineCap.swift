/// How a shape layer's stroke ends at an open end, by Core Animation's names.
public struct CAShapeLayerLineCap: RawRepresentable, Hashable, Sendable {
    /// Core Animation's name of the cap.
    public let rawValue: String
    /// A cap by name; a name other than the three below draws as `butt`.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Square at the end point (the default).
    public static let butt = CAShapeLayerLineCap(rawValue: "butt")
    /// A half circle beyond the end.
    public static let round = CAShapeLayerLineCap(rawValue: "round")
    /// Half the line width beyond the end, square.
    public static let square = CAShapeLayerLineCap(rawValue: "square")
}
