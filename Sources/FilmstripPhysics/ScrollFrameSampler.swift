/// Turns a motion into frames at a fixed rate, from its start to rest, both included.
///
/// Frame `i` is at `t = i / fps` (computed, never accumulated, so runs are identical). Frames stay evenly spaced so
/// an animation can use one frame delay: the last frame is the first frame time at or after the rest time, where the
/// motion shows exactly its final offset. So a motion of duration `D` gives `ceil(D * fps) + 1` frames (one frame
/// when `D = 0`); when `D * fps` is a whole number that is `D * fps + 1`, with the last frame exactly at `D`.
/// `D * fps` within a millionth of a frame above a whole number counts as that number, so a rounding error in `D`
/// cannot add a frame; the last frame is then read at `D` itself.
package struct ScrollFrameSampler: Hashable, Sendable {
    /// The rate of a sequence that states none.
    package static let defaultFramesPerSecond = 60.0

    /// Frames per second.
    package var framesPerSecond: Double

    /// A sampler at `framesPerSecond`.
    package init(framesPerSecond: Double = ScrollFrameSampler.defaultFramesPerSecond) {
        precondition(framesPerSecond > 0 && framesPerSecond.isFinite, "the frame rate must be positive")
        self.framesPerSecond = framesPerSecond
    }

    /// Number of frames for a motion lasting `duration` seconds.
    package func frameCount(forDuration duration: Double) -> Int {
        let intervals = (max(duration, 0) * framesPerSecond - 1e-6).rounded(.up)
        return Int(max(intervals, 0)) + 1
    }

    /// One sample per frame of `motion`, from its start to rest, both included.
    package func samples(of motion: some ScrollMotion) -> [ScrollFrameSample] {
        let count = frameCount(forDuration: motion.duration)
        return (0..<count).map { index in
            let time = Double(index) / framesPerSecond
            let readTime = index == count - 1 ? max(time, motion.duration) : time
            return ScrollFrameSample(
                index: index, time: time, offset: motion.offset(at: readTime), velocity: motion.velocity(at: readTime))
        }
    }
}
