import Filmstrip
import FilmstripJSON

/// One frame's entry of a sequence manifest: when it was sampled and where the scroll was.
public struct ManifestSample: Hashable, Codable, Sendable {
    /// Seconds from the start of the gesture.
    public var t: Double
    /// `contentOffset` along the scroll axis, in points.
    public var offset: Double
    /// Scroll velocity in points per second.
    public var velocity: Double

    /// A sample at `t` seconds.
    public init(t: Double, offset: Double, velocity: Double) {
        self.t = t
        self.offset = offset
        self.velocity = velocity
    }

    /// A manifest entry's sample (its file name is the frame's index, which results files give by position).
    package init(_ frame: SequenceManifest.Frame) {
        self.init(t: frame.t, offset: frame.offset, velocity: frame.velocity)
    }

    package var jsonValue: JSONValue {
        .object([("t", .number(t)), ("offset", .number(offset)), ("velocity", .number(velocity))])
    }
}
