import FilmstripJSON

/// The pixelmatch tolerance a check was compared with, as `filmstrip diff` spells it.
public struct CheckTolerance: Hashable, Codable, Sendable {
    /// Per-pixel YIQ delta threshold (0...1).
    public var threshold: Double
    /// A check passes with at most this many differing pixels...
    public var maxDiffPixels: Int
    /// ...or at most this share of them.
    public var maxDiffRatio: Double
    /// Anti-aliased pixels count as differences.
    public var includeAA: Bool

    /// A tolerance; the defaults are pixelmatch's, and fail on a single differing pixel.
    public init(threshold: Double = 0.1, maxDiffPixels: Int = 0, maxDiffRatio: Double = 0, includeAA: Bool = false) {
        self.threshold = threshold
        self.maxDiffPixels = maxDiffPixels
        self.maxDiffRatio = maxDiffRatio
        self.includeAA = includeAA
    }

    var jsonValue: JSONValue {
        .object([
            ("threshold", .number(threshold)), ("maxDiffPixels", .int(maxDiffPixels)),
            ("maxDiffRatio", .number(maxDiffRatio)), ("includeAA", .bool(includeAA)),
        ])
    }
}
