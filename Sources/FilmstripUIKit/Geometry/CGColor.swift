/// Core Graphics' colour: red, green, blue and alpha in sRGB, each 0 to 1, as `UIColor.cgColor` and the layer's
/// colours (`backgroundColor`, `borderColor`, `shadowColor`) hold it. Immutable, as Core Graphics' is.
public final class CGColor: Hashable, Sendable, CustomStringConvertible {
    /// Red, green, blue and alpha, as Core Graphics' `components` for an sRGB colour.
    public let components: [CGFloat]?
    /// The opacity, 0 to 1.
    public let alpha: CGFloat

    /// A colour from its sRGB components, each 0 to 1.
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        components = [red, green, blue, alpha]
        self.alpha = alpha
    }

    /// A grey: `gray` for each of red, green and blue.
    public convenience init(gray: CGFloat, alpha: CGFloat) {
        self.init(red: gray, green: gray, blue: gray, alpha: alpha)
    }

    /// Four: red, green, blue and alpha.
    public var numberOfComponents: Int { components?.count ?? 0 }

    /// The same colour with `alpha` as its opacity.
    public func copy(alpha: CGFloat) -> CGColor? {
        let parts = components ?? [0, 0, 0, 0]
        return CGColor(red: parts[0], green: parts[1], blue: parts[2], alpha: alpha)
    }

    /// Opaque black.
    public static let black = CGColor(gray: 0, alpha: 1)
    /// Opaque white.
    public static let white = CGColor(gray: 1, alpha: 1)
    /// Transparent black.
    public static let clear = CGColor(gray: 0, alpha: 0)

    /// Equal components.
    public static func == (lhs: CGColor, rhs: CGColor) -> Bool { lhs.components == rhs.components }

    /// Hashes the components.
    public func hash(into hasher: inout Hasher) { hasher.combine(components) }

    /// The components, for test failures.
    public var description: String { "CGColor(\((components ?? []).map { "\($0)" }.joined(separator: ", ")))" }
}
