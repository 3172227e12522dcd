/// One frame of a sampled motion.
public struct ScrollFrameSample: Hashable, Sendable {
    /// 0 for the first frame.
    public let index: Int
    /// Seconds since the motion started: `index / framesPerSecond`.
    public let time: Double
    /// Offset shown in this frame, in points.
    public let offset: Double
    /// Velocity at this frame, points per second (0 in the last frame, at rest).
    public let velocity: Double
}
