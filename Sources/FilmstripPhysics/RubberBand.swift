/// The resistance felt when dragging past either end of the content: an overshoot `x` shows as
/// `b = (1 - 1 / (x * c / d + 1)) * d` with `d` the view's dimension along the scroll (W, or H when vertical) and
/// `c` the coefficient (0.55). It moves at `c` times the finger's speed at the end and approaches `d` but never
/// reaches it, so the content cannot be pulled more than a screen away.
package struct RubberBand: Hashable, Sendable {
    /// Where the offset moves freely; past either end it resists.
    package var offsetRange: ClosedRange<Double>
    /// `d`, in points.
    package var dimension: Double
    /// `c`.
    package var coefficient: Double

    /// UIKit's rubber band for `offsetRange` in a view `dimension` points along the scroll axis.
    package init(offsetRange: ClosedRange<Double>, dimension: Double, constants: ScrollPhysicsConstants = .uikit) {
        precondition(dimension > 0, "the view dimension must be positive")
        self.offsetRange = offsetRange
        self.dimension = dimension
        coefficient = constants.rubberBandCoefficient
    }

    /// `b` for an overshoot `x >= 0`.
    package func displacement(forOvershoot overshoot: Double) -> Double {
        (1 - 1 / (overshoot * coefficient / dimension + 1)) * dimension
    }

    /// `db/dx = c / (x c / d + 1)^2`: how much of the finger's speed the content follows.
    package func slope(forOvershoot overshoot: Double) -> Double {
        let q = overshoot * coefficient / dimension + 1
        return coefficient / (q * q)
    }

    /// The overshoot that shows as `displacement` (`x = (d / c) * b / (d - b)`, for `0 <= b < d`): lets a drag that
    /// starts already past an end continue smoothly.
    package func overshoot(forDisplacement displacement: Double) -> Double {
        let b = min(max(displacement, 0), dimension.nextDown)
        return dimension / coefficient * b / (dimension - b)
    }

    /// The offset shown for an offset the finger alone would give: unchanged inside the range, banded past it.
    package func bandedOffset(_ unconstrained: Double) -> Double {
        pastEnds(of: unconstrained, map: displacement(forOvershoot:))
    }

    /// d(banded) / d(unconstrained) at `unconstrained`: 1 inside the range.
    package func bandedSlope(_ unconstrained: Double) -> Double {
        if unconstrained > offsetRange.upperBound { return slope(forOvershoot: unconstrained - offsetRange.upperBound) }
        if unconstrained < offsetRange.lowerBound { return slope(forOvershoot: offsetRange.lowerBound - unconstrained) }
        return 1
    }

    /// The unconstrained offset that shows as `banded`: the inverse of `bandedOffset`.
    package func unconstrainedOffset(_ banded: Double) -> Double {
        pastEnds(of: banded, map: overshoot(forDisplacement:))
    }

    /// `value` with its distance past the nearer end of the range replaced by `map` of it; unchanged inside. The
    /// band behaves the same past either end.
    private func pastEnds(of value: Double, map: (Double) -> Double) -> Double {
        if value > offsetRange.upperBound { return offsetRange.upperBound + map(value - offsetRange.upperBound) }
        if value < offsetRange.lowerBound { return offsetRange.lowerBound - map(offsetRange.lowerBound - value) }
        return value
    }
}
