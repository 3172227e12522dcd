/// A Core Animation style timing curve: a cubic Bézier from (0, 0) to (1, 1) with two control points, mapping the
/// fraction of time elapsed to the fraction of the change done. Used for the animated scroll's ease-in-out.
package struct CubicBezierTimingCurve: Hashable, Sendable {
    /// The first control point's time fraction.
    package var x1: Double
    /// The first control point's progress fraction.
    package var y1: Double
    /// The second control point's time fraction.
    package var x2: Double
    /// The second control point's progress fraction.
    package var y2: Double

    /// Control x values must be in [0, 1] so that time only moves forward along the curve.
    package init(x1: Double, y1: Double, x2: Double, y2: Double) {
        precondition((0...1).contains(x1) && (0...1).contains(x2), "control x values must be in [0, 1]")
        self.x1 = x1
        self.y1 = y1
        self.x2 = x2
        self.y2 = y2
    }

    /// Fraction of the change done after `timeFraction` of the duration (both in [0, 1]).
    package func progress(at timeFraction: Double) -> Double {
        let s = parameter(forTimeFraction: timeFraction)
        return Self.bezier(s, y1, y2)
    }

    /// d(progress) / d(timeFraction): multiply by change / duration for a velocity.
    package func slope(at timeFraction: Double) -> Double {
        let s = parameter(forTimeFraction: timeFraction)
        let dx = Self.bezierDerivative(s, x1, x2)
        let dy = Self.bezierDerivative(s, y1, y2)
        if dx > 1e-12 { return dy / dx }
        // A vertical tangent can only happen at an end with a control x of 0 or 1; the slope is unbounded there.
        return dy == 0 ? 0 : .infinity
    }

    /// The curve parameter `s` with `x(s) = timeFraction`: Newton steps, kept inside a bisection bracket so it
    /// always converges (x(s) is non-decreasing for control x values in [0, 1]).
    private func parameter(forTimeFraction timeFraction: Double) -> Double {
        let target = min(max(timeFraction, 0), 1)
        if target == 0 || target == 1 { return target }
        var lower = 0.0
        var upper = 1.0
        var s = target
        for _ in 0..<100 {
            let x = Self.bezier(s, x1, x2) - target
            if abs(x) < 1e-14 { return s }
            if x > 0 { upper = s } else { lower = s }
            let dx = Self.bezierDerivative(s, x1, x2)
            var next = dx > 1e-9 ? s - x / dx : (lower + upper) / 2
            if !(next > lower && next < upper) { next = (lower + upper) / 2 }
            if next == s { return s }
            s = next
        }
        return s
    }

    /// One coordinate of the curve with end points 0 and 1: `3(1-s)^2 s p1 + 3(1-s) s^2 p2 + s^3`.
    private static func bezier(_ s: Double, _ p1: Double, _ p2: Double) -> Double {
        let r = 1 - s
        return 3 * r * r * s * p1 + 3 * r * s * s * p2 + s * s * s
    }

    private static func bezierDerivative(_ s: Double, _ p1: Double, _ p2: Double) -> Double {
        let r = 1 - s
        return 3 * r * r * p1 + 6 * r * s * (p2 - p1) + 3 * s * s * (1 - p2)
    }
}
