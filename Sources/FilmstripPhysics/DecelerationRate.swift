import Foundation

/// How quickly a released scroll view slows down: the fraction of its velocity kept after each millisecond,
/// as `UIScrollView.DecelerationRate`.
package struct DecelerationRate: Hashable, Sendable {
    /// Velocity kept per millisecond, in (0, 1).
    package var perMillisecond: Double

    /// A rate that keeps `perMillisecond` of the velocity each millisecond; between 0 and 1.
    package init(perMillisecond: Double) {
        precondition(perMillisecond > 0 && perMillisecond < 1, "a deceleration rate must be in (0, 1)")
        self.perMillisecond = perMillisecond
    }

    /// UIKit's default rate, 0.998 (`ScrollPhysicsConstants.normalDecelerationRate`).
    package static let normal = DecelerationRate(perMillisecond: ScrollPhysicsConstants.uikit.normalDecelerationRate)
    /// UIKit's `.fast` rate, 0.99, used by the paging layouts (`ScrollPhysicsConstants.fastDecelerationRate`).
    package static let fast = DecelerationRate(perMillisecond: ScrollPhysicsConstants.uikit.fastDecelerationRate)

    /// `k = 1000 * ln r`, the (negative) exponent per second: velocity is `v0 * e^(k t)`.
    package var exponentPerSecond: Double { 1000 * log(perMillisecond) }

    /// Where a release at `offset` with `velocity` (points per second) would come to rest: `x0 - v0 / k`.
    /// This is the proposed offset handed to `targetContentOffset`.
    package func restOffset(from offset: Double, velocity: Double) -> Double {
        offset - velocity / exponentPerSecond
    }
}
