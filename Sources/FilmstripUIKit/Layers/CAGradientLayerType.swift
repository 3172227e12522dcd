/// How a gradient layer's colours vary over it, by Core Animation's names.
public struct CAGradientLayerType: RawRepresentable, Hashable, Sendable {
    /// Core Animation's name of the type.
    public let rawValue: String
    /// A type by name; a name other than the three below draws as `axial`.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Along the line from `startPoint` to `endPoint` (the default).
    public static let axial = CAGradientLayerType(rawValue: "axial")
    /// Outward from `startPoint` to the ellipse `endPoint` lies on.
    public static let radial = CAGradientLayerType(rawValue: "radial")
    /// Around `startPoint`, starting in the direction of `endPoint`.
    public static let conic = CAGradientLayerType(rawValue: "conic")
}
