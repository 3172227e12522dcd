/// When a settling motion is over: close enough to its rest offset that the last jump onto it is under
/// half a pixel, and slow enough that stopping is not seen as a jolt. The distance is in pixels, so a motion
/// rendered at a higher scale runs a little longer.
package struct ScrollStopRule: Hashable, Sendable {
    /// Remaining distance must be below this, in points (`stopDistanceInPixels / renderScale`).
    package var distance: Double
    /// Speed must be at most this, in points per second.
    package var speed: Double
}

extension ScrollStopRule {
    /// The rule for frames rendered at `renderScale` pixels per point.
    package init(renderScale: Double, constants: ScrollPhysicsConstants = .uikit) {
        precondition(renderScale > 0, "the render scale must be positive")
        self.init(distance: constants.stopDistanceInPixels / renderScale, speed: constants.stopSpeed)
    }

    /// Distance is strictly under its limit; speed may equal its limit, because a targeted deceleration
    /// arrives on its target at exactly the stop speed.
    package func isAtRest(remainingDistance: Double, speed currentSpeed: Double) -> Bool {
        abs(remainingDistance) < distance && abs(currentSpeed) <= speed
    }
}
