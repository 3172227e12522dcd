/// What happens when the finger lifts (or a fling starts): the offset the free deceleration proposed, the target
/// the layout chose for it, and the motion that gets there. Kept together so a caller can report the target.
package struct ScrollReleasePlan: Sendable {
    /// Offset and velocity (points per second) at release.
    package let releaseOffset: Double
    /// The velocity at release, in points per second.
    package let releaseVelocity: Double
    /// `x0 - v0 / k`, handed to `targetContentOffset`.
    package let proposedOffset: Double
    /// The velocity handed to `targetContentOffset`, in its unit (points per millisecond by default).
    package let velocityForTarget: Double
    /// The layout's answer, clamped to the offset range: where the motion ends.
    package let targetOffset: Double
    /// A `TargetedDecayMotion` when the target is ahead and the speed above the stop speed, else a `SpringMotion`.
    package let motion: any ScrollMotion

    /// A plan; `ScrollMotionPlanner` makes them.
    package init(
        releaseOffset: Double, releaseVelocity: Double, proposedOffset: Double, velocityForTarget: Double,
        targetOffset: Double, motion: any ScrollMotion
    ) {
        self.releaseOffset = releaseOffset
        self.releaseVelocity = releaseVelocity
        self.proposedOffset = proposedOffset
        self.velocityForTarget = velocityForTarget
        self.targetOffset = targetOffset
        self.motion = motion
    }
}
