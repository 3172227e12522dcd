/// Every number this module takes from UIKit, or assumes where UIKit does not document its behaviour.
///
/// They live in one value so a caller can change an assumption in one place (and a test can see which one it relies
/// on). The planner, the stop rule, the rubber band, the spring and the animated scroll take one, defaulting to
/// `.uikit`; `DecelerationRate.normal` and `.fast` read theirs from `.uikit`.
package struct ScrollPhysicsConstants: Hashable, Sendable {
    /// `UIScrollView.DecelerationRate.normal`: the velocity kept per millisecond of free deceleration (documented).
    package var normalDecelerationRate = 0.998
    /// `UIScrollView.DecelerationRate.fast` (documented).
    package var fastDecelerationRate = 0.99
    /// Rubber-band stiffness `c` in `b = (1 - 1 / (x * c / d + 1)) * d` (assumption: the widely reproduced 0.55).
    package var rubberBandCoefficient = 0.55
    /// Mass of the settling spring (assumption).
    package var springMass = 1.0
    /// Stiffness of the settling spring (assumption); it is critically damped, so damping is `2 * sqrt(k * m)`.
    package var springStiffness = 100.0
    /// A motion may stop once its speed is at most this, in points per second (assumption).
    /// It is also the speed at which a targeted deceleration arrives on its target.
    package var stopSpeed = 10.0
    /// A motion may stop once it is within this many *pixels* of its rest offset (assumption): under half a pixel,
    /// the final jump onto the rest offset cannot be seen. In points it is `stopDistanceInPixels / renderScale`.
    package var stopDistanceInPixels = 0.5
    /// Duration of `setContentOffset(_:animated: true)`, in seconds (assumption).
    package var animatedScrollDuration = 0.3
    /// Control points of the animated scroll's ease-in-out curve, Core Animation's `easeInEaseOut` (assumption).
    package var animatedScrollCurve = CubicBezierTimingCurve(x1: 0.42, y1: 0, x2: 0.58, y2: 1)
    /// Seconds per unit of the velocity handed to `targetContentOffset(forProposedContentOffset:withScrollingVelocity:)`:
    /// 0.001 means points per millisecond (assumption; UIKit does not document the unit).
    package var targetVelocityTimeUnit = 0.001

    /// UIKit's constants; change a field of a copy to try a what-if.
    package init() {}

    /// UIKit's constants.
    package static let uikit = ScrollPhysicsConstants()

    /// Critical damping for the spring: the fastest return to the target that never crosses it from rest.
    package var springDamping: Double { 2 * (springStiffness * springMass).squareRoot() }
}
