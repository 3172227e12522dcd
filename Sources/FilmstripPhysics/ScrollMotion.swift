/// A scroll offset as a function of time: what the content does from one moment (a release, the start of a drag)
/// until it is at rest. Times are seconds from the motion's start; offsets in points; velocities in points per
/// second, positive when the offset grows (content moving left, or up for vertical scrolling).
///
/// A motion is at rest from `duration` on: `offset(at:)` is `finalOffset` and `velocity(at:)` is 0 for every
/// `t >= duration`, so the last frame lands exactly on the final offset. Times before 0 read as 0.
package protocol ScrollMotion: Sendable {
    /// Seconds until the motion is at rest (0 for a motion that does not move).
    var duration: Double { get }
    /// The offset at and after `duration`.
    var finalOffset: Double { get }
    /// The offset `time` seconds after the motion starts, in points.
    func offset(at time: Double) -> Double
    /// The velocity `time` seconds after the motion starts, in points per second.
    func velocity(at time: Double) -> Double
}
