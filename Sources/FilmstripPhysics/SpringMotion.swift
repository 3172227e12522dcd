import Foundation

/// A critically damped spring from `(x0, v0)` to a target: what settles the content when the target is behind the
/// motion, when there is no speed to decelerate from, or when the content was released past an end (rubber band).
///
/// With mass `m`, stiffness `k` and damping `2 * sqrt(k m)`, `ω = sqrt(k / m)` and the displacement from the target
/// `u = x - target` follows `u(t) = (u0 + (v0 + ω u0) t) * e^(-ω t)`, `u'(t) = (v0 - ω (v0 + ω u0) t) * e^(-ω t)`.
/// From rest it never crosses the target (critical damping: the fastest return without overshoot); thrown towards
/// the target faster than `ω |u0|` it crosses once and comes back.
///
/// It stops at the first moment the stop rule holds, then sits on the target.
package struct SpringMotion: ScrollMotion {
    /// The offset when the spring takes over.
    package let startOffset: Double
    /// The velocity when the spring takes over, in points per second.
    package let startVelocity: Double
    /// The target.
    package let finalOffset: Double
    /// `ω = sqrt(stiffness / mass)`, per second.
    package let angularFrequency: Double
    package let duration: Double

    /// A critically damped spring from `offset` and `velocity` to `target`, at rest when `stopRule` holds.
    package init(
        from offset: Double, velocity: Double, to target: Double, stopRule: ScrollStopRule,
        constants: ScrollPhysicsConstants = .uikit
    ) {
        precondition(offset.isFinite && velocity.isFinite && target.isFinite, "a spring needs finite values")
        startOffset = offset
        startVelocity = velocity
        finalOffset = target
        let omega = (constants.springStiffness / constants.springMass).squareRoot()
        angularFrequency = omega
        let u0 = offset - target
        duration = SpringMotion.restTime(stopRule: stopRule) { t in
            SpringMotion.state(u0: u0, v0: velocity, omega: omega, time: t)
        }
    }

    /// The offset `time` seconds after the spring takes over.
    package func offset(at time: Double) -> Double {
        if time >= duration { return finalOffset }
        return finalOffset + state(at: time).displacement
    }

    /// The velocity `time` seconds after the spring takes over, in points per second.
    package func velocity(at time: Double) -> Double {
        if time >= duration { return 0 }
        return state(at: time).velocity
    }

    private func state(at time: Double) -> (displacement: Double, velocity: Double) {
        SpringMotion.state(
            u0: startOffset - finalOffset, v0: startVelocity, omega: angularFrequency, time: max(time, 0))
    }

    private static func state(u0: Double, v0: Double, omega: Double, time t: Double)
        -> (displacement: Double, velocity: Double)
    {
        let decay = exp(-omega * t)
        let b = v0 + omega * u0
        return ((u0 + b * t) * decay, (v0 - omega * b * t) * decay)
    }

    /// Step of the search for the rest time, in seconds.
    private static let restSearchStep = 0.001
    /// A spring from any sane start settles in a few seconds; this only bounds the search.
    private static let restSearchLimit = 600.0

    /// The first time the stop rule holds: scanned on a 1 ms grid (t = i * step, no accumulated drift), then
    /// bisected down to adjacent doubles inside the step where it first holds. A moment of rest shorter than a
    /// millisecond could be missed; the motion then only runs on until the next one.
    private static func restTime(
        stopRule: ScrollStopRule, state: (Double) -> (displacement: Double, velocity: Double)
    ) -> Double {
        func atRest(_ t: Double) -> Bool {
            let s = state(t)
            return stopRule.isAtRest(remainingDistance: s.displacement, speed: s.velocity)
        }
        if atRest(0) { return 0 }
        var step = 1
        while Double(step) * restSearchStep < restSearchLimit, !atRest(Double(step) * restSearchStep) { step += 1 }
        var lower = Double(step - 1) * restSearchStep
        var upper = Double(step) * restSearchStep
        while true {
            let middle = lower + (upper - lower) / 2
            if middle <= lower || middle >= upper { break }
            if atRest(middle) { upper = middle } else { lower = middle }
        }
        return upper
    }
}
