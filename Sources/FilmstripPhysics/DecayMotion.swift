import Foundation

/// Free deceleration after a release, as `UIScrollView` does when nothing adjusts the target:
/// velocity shrinks by the rate every millisecond, `v(t) = v0 * r^(1000 t) = v0 * e^(k t)` with `k = 1000 ln r`,
/// so `x(t) = x0 + v0 * (r^(1000 t) - 1) / k`, approaching `x0 - v0 / k` without ever reaching it.
///
/// It stops at the first moment the stop rule holds and then sits on the rest offset `x0 - v0 / k`;
/// the rule makes that last step less than half a pixel.
package struct DecayMotion: ScrollMotion {
    /// The offset at release, in points.
    package let startOffset: Double
    /// The velocity at release, in points per second.
    package let startVelocity: Double
    /// How fast the velocity decays.
    package let rate: DecelerationRate
    package let duration: Double

    /// A fling released at `offset` with `velocity` (points per second), slowing at `rate` until `stopRule` holds.
    package init(from offset: Double, velocity: Double, rate: DecelerationRate, stopRule: ScrollStopRule) {
        precondition(offset.isFinite && velocity.isFinite, "a deceleration needs a finite offset and velocity")
        startOffset = offset
        startVelocity = velocity
        self.rate = rate
        duration = DecayMotion.restTime(velocity: velocity, exponent: rate.exponentPerSecond, stopRule: stopRule)
    }

    /// `x0 - v0 / k`.
    package var finalOffset: Double { rate.restOffset(from: startOffset, velocity: startVelocity) }

    /// The offset `time` seconds after release.
    package func offset(at time: Double) -> Double {
        if time >= duration { return finalOffset }
        let t = max(time, 0)
        let k = rate.exponentPerSecond
        return startOffset + startVelocity * expm1(k * t) / k
    }

    /// The velocity `time` seconds after release, in points per second.
    package func velocity(at time: Double) -> Double {
        if time >= duration { return 0 }
        return startVelocity * exp(rate.exponentPerSecond * max(time, 0))
    }

    /// Both the remaining distance `|v(t) / k|` and the speed `|v(t)|` only shrink, so each condition has one
    /// crossing time, `t = ln(limit / |v0|) / k`; the motion stops at the later of the two.
    /// The distance limit is strict: the crossing time is nudged to the next representable time where it holds.
    static func restTime(velocity: Double, exponent k: Double, stopRule: ScrollStopRule) -> Double {
        let speed0 = abs(velocity)
        if stopRule.isAtRest(remainingDistance: speed0 / k, speed: speed0) { return 0 }
        let speedTime = speed0 > stopRule.speed ? log(stopRule.speed / speed0) / k : 0
        let distanceTime = speed0 / -k >= stopRule.distance ? log(stopRule.distance * -k / speed0) / k : 0
        var time = max(speedTime, distanceTime)
        for _ in 0..<1000 {
            let speed = speed0 * exp(k * time)
            if stopRule.isAtRest(remainingDistance: speed / k, speed: speed) { break }
            time = time.nextUp
        }
        return time
    }
}
