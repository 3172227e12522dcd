/// A finger dragging the content: the offset the finger alone would give moves by `distance` over `duration` at a
/// constant speed, and the shown offset is that one passed through the rubber band past either end.
///
/// `distance` has the sign convention of velocities: positive grows the offset (the finger moves left, or up for
/// vertical scrolling). A drag that starts past an end continues from the finger offset that shows there
/// (the rubber band's inverse), so the content does not jump.
package struct DragMotion: ScrollMotion {
    /// The offset, rubber band applied, when the finger goes down.
    package let startOffset: Double
    /// Change of the finger-driven (unbanded) offset, in points.
    package let distance: Double
    package let duration: Double
    /// How the offset resists past the ends of the range.
    package let rubberBand: RubberBand
    /// The finger-driven offset at the start.
    package let startUnconstrainedOffset: Double

    /// A duration of 0 or less is an instant move that ends at rest.
    package init(from offset: Double, distance: Double, duration: Double, rubberBand: RubberBand) {
        precondition(offset.isFinite && distance.isFinite && duration.isFinite, "a drag needs finite values")
        startOffset = offset
        self.distance = distance
        self.duration = max(duration, 0)
        self.rubberBand = rubberBand
        startUnconstrainedOffset = rubberBand.unconstrainedOffset(offset)
    }

    /// The finger's speed, `distance / duration`, constant during the drag (points per second; 0 for an instant move).
    package var fingerVelocity: Double { duration > 0 ? distance / duration : 0 }

    package var finalOffset: Double { rubberBand.bandedOffset(startUnconstrainedOffset + distance) }

    /// The content's velocity as the finger lifts: the finger's speed, scaled down by the rubber band past an end.
    package var releaseVelocity: Double {
        fingerVelocity * rubberBand.bandedSlope(startUnconstrainedOffset + distance)
    }

    /// The offset `time` seconds into the drag.
    package func offset(at time: Double) -> Double {
        if time >= duration { return finalOffset }
        return rubberBand.bandedOffset(unconstrainedOffset(at: time))
    }

    /// The velocity `time` seconds into the drag, in points per second.
    package func velocity(at time: Double) -> Double {
        if time >= duration { return 0 }
        return fingerVelocity * rubberBand.bandedSlope(unconstrainedOffset(at: time))
    }

    private func unconstrainedOffset(at time: Double) -> Double {
        startUnconstrainedOffset + distance * (max(time, 0) / duration)
    }
}
