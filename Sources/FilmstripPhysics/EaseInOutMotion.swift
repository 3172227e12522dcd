/// An animated scroll to an offset (`setContentOffset(_:animated: true)`, `--to`): a fixed duration along an
/// ease-in-out curve, starting and ending at rest. UIKit documents neither; the defaults (0.3 s, Core Animation's
/// `easeInEaseOut`) are assumptions kept in `ScrollPhysicsConstants`.
package struct EaseInOutMotion: ScrollMotion {
    /// The offset when the animation starts.
    package let startOffset: Double
    package let finalOffset: Double
    package let duration: Double
    /// How the change is spread over the duration.
    package let curve: CubicBezierTimingCurve

    /// A scroll that does not move takes no time.
    package init(from offset: Double, to target: Double, constants: ScrollPhysicsConstants = .uikit) {
        self.init(
            from: offset, to: target, duration: constants.animatedScrollDuration,
            curve: constants.animatedScrollCurve)
    }

    /// An animated scroll from `offset` to `target` over `duration` seconds, timed by `curve`.
    package init(from offset: Double, to target: Double, duration: Double, curve: CubicBezierTimingCurve) {
        precondition(duration >= 0, "an animation cannot take negative time")
        startOffset = offset
        finalOffset = target
        self.duration = offset == target ? 0 : duration
        self.curve = curve
    }

    /// The offset `time` seconds into the animation.
    package func offset(at time: Double) -> Double {
        if time >= duration { return finalOffset }
        return startOffset + (finalOffset - startOffset) * curve.progress(at: max(time, 0) / duration)
    }

    /// The velocity `time` seconds into the animation, in points per second.
    package func velocity(at time: Double) -> Double {
        if time >= duration { return 0 }
        return (finalOffset - startOffset) * curve.slope(at: max(time, 0) / duration) / duration
    }
}
