/// How a layer's rounded corners are drawn: circular arcs, or iOS's continuous ("squircle") curve.
public struct CALayerCornerCurve: RawRepresentable, Hashable, Sendable {
    /// Core Animation's name of the curve.
    public let rawValue: String
    /// A curve by name; a name other than the two below draws as circular.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Quarter circles of `cornerRadius`: Core Animation's default.
    public static let circular = CALayerCornerCurve(rawValue: "circular")
    /// The continuous curve iOS uses for app icons and `UIBezierPath(roundedRect:cornerRadius:)`.
    public static let continuous = CALayerCornerCurve(rawValue: "continuous")
}
