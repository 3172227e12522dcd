import Foundation

/// A deceleration that lands exactly on a target ahead of the motion: the shape of `DecayMotion` (velocity shrinking
/// by a constant factor per second) with its friction chosen so the target is reached just as the speed falls to the
/// stop speed. This is how a fling ends on the offset `targetContentOffset` picked, for example a snapped thumbnail.
///
/// Derivation. Decay with an unknown exponent `a < 0` per second (friction factor `drag = e^a` per second):
///
///     v(t) = v0 * e^(a t)                    x(t) = x0 + v0 * (e^(a t) - 1) / a
///
/// Ask that the velocity be `v1` (the stop speed, with the sign of `v0`) at the moment `T` the position is `x1`:
///
///     e^(a T) = v1 / v0                      =>  T = ln(v1 / v0) / a
///     x(T) = x0 + (v1 - v0) / a = x1         =>  a = (v0 - v1) / (x0 - x1),  drag = e^((v0 - v1) / (x0 - x1))
///
/// so `T = ln(v1 / v0) * (x1 - x0) / (v1 - v0)`. Both `a < 0` and `T > 0` need the target ahead (`x1 - x0` with the
/// sign of `v0`) and `|v0| > |v1|`; otherwise a `SpringMotion` settles instead. Position only moves towards `x1`
/// and never passes it, since velocity keeps the sign of `v0` throughout.
///
/// For a target equal to the free decay's rest point, `a = k * (1 - v1 / v0)`: a touch less friction than
/// `DecayMotion`, which instead creeps towards that point forever.
package struct TargetedDecayMotion: ScrollMotion {
    /// The offset at release, `x0`.
    package let startOffset: Double
    /// The velocity at release, `v0`, in points per second.
    package let startVelocity: Double
    /// `x1`.
    package let finalOffset: Double
    /// `v1`: the velocity on arrival, the stop speed with the sign of `startVelocity`.
    package let arrivalVelocity: Double
    /// `a = ln(drag)`, per second (negative).
    package let exponentPerSecond: Double
    package let duration: Double

    /// Whether a targeted deceleration can be built: target ahead and speed above the stop speed.
    package static func canLand(from offset: Double, velocity: Double, on target: Double, stopSpeed: Double) -> Bool {
        abs(velocity) > stopSpeed && stopSpeed > 0 && (target - offset) * velocity > 0
    }

    /// A fling from `offset` with `velocity` reshaped to come to rest exactly on `target`, stopping below `stopSpeed`.
    package init(from offset: Double, velocity: Double, to target: Double, stopSpeed: Double) {
        precondition(
            TargetedDecayMotion.canLand(from: offset, velocity: velocity, on: target, stopSpeed: stopSpeed),
            "a targeted deceleration needs the target ahead and a speed above the stop speed")
        startOffset = offset
        startVelocity = velocity
        finalOffset = target
        let v1 = velocity > 0 ? stopSpeed : -stopSpeed
        arrivalVelocity = v1
        exponentPerSecond = (velocity - v1) / (offset - target)
        duration = log(v1 / velocity) / exponentPerSecond
    }

    /// `drag = e^a`: the fraction of its velocity the motion keeps per second.
    package var dragPerSecond: Double { exp(exponentPerSecond) }

    /// The offset `time` seconds after release.
    package func offset(at time: Double) -> Double {
        if time >= duration { return finalOffset }
        let t = max(time, 0)
        let a = exponentPerSecond
        let x = startOffset + startVelocity * expm1(a * t) / a
        // Rounding must not carry the position past the target just before arrival.
        return startVelocity > 0 ? min(x, finalOffset) : max(x, finalOffset)
    }

    /// The velocity `time` seconds after release, in points per second.
    package func velocity(at time: Double) -> Double {
        if time >= duration { return 0 }
        return startVelocity * exp(exponentPerSecond * max(time, 0))
    }
}
