/// Builds whole scroll motions for one scroll view: a fling, a drag and release, an animated scroll. It knows the
/// offset range, the view's dimension along the scroll (for the rubber band), the deceleration rate, the render scale
/// (for the stop rule) and the layout's `targetContentOffset`, passed in as a closure so this module needs no layout.
///
/// Release rule: the free deceleration proposes `x0 - v0 / k`; the layout answers a target, which is
/// clamped to the offset range (assumption: edge bounces during deceleration are not modelled, so a target past an
/// end lands on the end). A target ahead of the motion, with speed above the stop speed, is reached by a
/// `TargetedDecayMotion`; anything else (target behind, no speed, content released past an end and pulled back)
/// settles with a `SpringMotion`.
package struct ScrollMotionPlanner {
    /// The finger's drag time when none is given: a brisk swipe (a CLI default, not a UIKit value).
    package static let defaultDragDuration = 0.25

    /// Where the layout can rest.
    package let offsetRange: ClosedRange<Double>
    /// The view's width for horizontal scrolling, height for vertical: `d` of the rubber band.
    package let viewDimension: Double
    /// The layout's deceleration.
    package let decelerationRate: DecelerationRate
    /// Pixels per point of the rendered frames: the stop rule's distance is half a pixel.
    package let renderScale: Double
    /// UIKit's constants, or assumptions about them.
    package let constants: ScrollPhysicsConstants
    /// The layout's `targetContentOffset(forProposedContentOffset:withScrollingVelocity:)` along the scroll axis,
    /// told where the release happened: `(release offset, proposed offset, velocity in points per millisecond) ->
    /// target offset`.
    package let releaseTarget:
        (_ releaseOffset: Double, _ proposedOffset: Double, _ velocityPerMillisecond: Double) -> Double

    /// A planner for a layout's range, view size, deceleration and targeting, rendering at `renderScale`; the
    /// target is told the offset at the release too (a UIKit layout reads `contentOffset` there).
    package init(
        offsetRange: ClosedRange<Double>,
        viewDimension: Double,
        decelerationRate: DecelerationRate,
        renderScale: Double,
        constants: ScrollPhysicsConstants = .uikit,
        releaseTarget:
            @escaping (_ releaseOffset: Double, _ proposedOffset: Double, _ velocityPerMillisecond: Double)
            -> Double
    ) {
        precondition(viewDimension > 0 && renderScale > 0, "view dimension and render scale must be positive")
        self.offsetRange = offsetRange
        self.viewDimension = viewDimension
        self.decelerationRate = decelerationRate
        self.renderScale = renderScale
        self.constants = constants
        self.releaseTarget = releaseTarget
    }

    /// When a motion counts as at rest at this render scale.
    package var stopRule: ScrollStopRule { ScrollStopRule(renderScale: renderScale, constants: constants) }

    /// The rubber band past the ends of the layout's range.
    package var rubberBand: RubberBand {
        RubberBand(offsetRange: offsetRange, dimension: viewDimension, constants: constants)
    }

    /// The motion after a release at `offset` with `velocity` points per second (positive grows the offset).
    package func release(at offset: Double, velocity: Double) -> ScrollReleasePlan {
        let proposed = decelerationRate.restOffset(from: offset, velocity: velocity)
        let velocityForTarget = velocity * constants.targetVelocityTimeUnit
        let answer = releaseTarget(offset, proposed, velocityForTarget)
        let target = clamp(answer.isNaN ? proposed : answer)
        let motion: any ScrollMotion
        if TargetedDecayMotion.canLand(from: offset, velocity: velocity, on: target, stopSpeed: constants.stopSpeed) {
            motion = TargetedDecayMotion(from: offset, velocity: velocity, to: target, stopSpeed: constants.stopSpeed)
        } else {
            motion = SpringMotion(
                from: offset, velocity: velocity, to: target, stopRule: stopRule, constants: constants)
        }
        return ScrollReleasePlan(
            releaseOffset: offset, releaseVelocity: velocity, proposedOffset: proposed,
            velocityForTarget: velocityForTarget, targetOffset: target, motion: motion)
    }

    /// A fling: the content is let go at `offset` with `velocity` points per second, from the release to rest.
    package func fling(from offset: Double, velocity: Double) -> ScrollMotionSequence {
        ScrollMotionSequence([release(at: offset, velocity: velocity).motion])
    }

    /// A drag and release: the finger moves the content by `distance` points (positive grows the offset) over
    /// `duration` seconds at a constant speed, rubber-banded past the ends, then lifts with the content's velocity
    /// at that moment (`distance / duration`, scaled by the rubber band when past an end), and the content settles.
    package func drag(
        from offset: Double, distance: Double, duration: Double = ScrollMotionPlanner.defaultDragDuration
    ) -> ScrollMotionSequence {
        let drag = DragMotion(from: offset, distance: distance, duration: duration, rubberBand: rubberBand)
        let settle = release(at: drag.finalOffset, velocity: drag.releaseVelocity).motion
        return ScrollMotionSequence([drag, settle])
    }

    /// `setContentOffset(_:animated: true)` from `offset` to `target` (not clamped: an explicit offset is honoured,
    /// as UIKit does).
    package func animatedScroll(from offset: Double, to target: Double) -> EaseInOutMotion {
        EaseInOutMotion(from: offset, to: target, constants: constants)
    }

    private func clamp(_ offset: Double) -> Double {
        min(max(offset, offsetRange.lowerBound), offsetRange.upperBound)
    }
}
