/// Motions played one after another, such as a drag and then the deceleration after the finger lifts.
/// Each segment starts where the previous one ended (the planner builds them so; this type does not check).
///
/// A time on a boundary belongs to the segment that starts there, so a sample at the release shows the release
/// velocity rather than the drag's stop; after the last segment the sequence is at rest on its final offset.
package struct ScrollMotionSequence: ScrollMotion {
    /// The motions, one after another.
    package let segments: [any ScrollMotion]
    /// When each segment starts, in seconds from the sequence's start.
    package let segmentStartTimes: [Double]
    package let duration: Double
    package let finalOffset: Double

    /// At least one segment.
    package init(_ segments: [any ScrollMotion]) {
        precondition(!segments.isEmpty, "a sequence needs at least one motion")
        self.segments = segments
        var starts: [Double] = []
        var time = 0.0
        for segment in segments {
            starts.append(time)
            time += segment.duration
        }
        segmentStartTimes = starts
        duration = time
        finalOffset = segments[segments.count - 1].finalOffset
    }

    /// The offset `time` seconds after the first segment starts.
    package func offset(at time: Double) -> Double {
        if time >= duration { return finalOffset }
        let (index, local) = segment(at: time)
        return segments[index].offset(at: local)
    }

    /// The velocity `time` seconds after the first segment starts, in points per second.
    package func velocity(at time: Double) -> Double {
        if time >= duration { return 0 }
        let (index, local) = segment(at: time)
        return segments[index].velocity(at: local)
    }

    /// The index of the segment `time` falls in (the last one that has started and still runs), and the time
    /// within it.
    package func segment(at time: Double) -> (index: Int, localTime: Double) {
        let t = max(time, 0)
        var index = 0
        for i in segments.indices where segmentStartTimes[i] <= t && segments[i].duration > 0 {
            if t < segmentStartTimes[i] + segments[i].duration {
                index = i
                break
            }
            index = i
        }
        return (index, t - segmentStartTimes[index])
    }
}
