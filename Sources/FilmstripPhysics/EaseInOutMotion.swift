/// An animated scroll to an offset (`setContentOffset(_:animated: true)`, `--to`): a fixed duration along an
/// ease-in-out curve, starting and ending at rest. UIKit documents neither; the defaults (0.3 s, Core Animation's
/// `easeInEaseOut`) are assumptions kept in `ScrollPhysicsConstants`.
public struct EaseInOutMotion: ScrollMotion {
    public let startOffset: Double
    public let finalOffset: Double
    public let duration: Double
    public let curve: CubicBezierTimingCurve

    /// A scroll that does not move takes no time.
    public init(from offset: Double, to target: Double, constants: ScrollPhysicsConstants = .uikit) {
        self.init(
            from: offset, to: target, duration: constants.animatedScrollDuration,
            curve: constants.animatedScrollCurve)
    }

    public init(from offset: Double, to target: Double, duration: Double, curve: CubicBezierTimingCurve) {
        precondition(duration >= 0, "an animation cannot take negative time")
        startOffset = offset
        finalOffset = target
        self.duration = offset == target ? 0 : duration
        self.curve = curve
    }

    public func offset(at time: Double) -> Double {
        if time >= duration { return finalOffset }
        return startOffset + (finalOffset - startOffset) * curve.progress(at: max(time, 0) / duration)
    }

    public func velocity(at time: Double) -> Double {
        if time >= duration { return 0 }
        return (finalOffset - startOffset) * curve.slope(at: max(time, 0) / duration) / duration
    }
}
