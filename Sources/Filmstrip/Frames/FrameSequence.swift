import FilmstripJSON
import FilmstripLayout
import FilmstripPhysics

/// A planned scroll: the motion a gesture causes in a prepared scene and its frames sampled at a fixed rate,
/// from the start to rest, both included.
public struct FrameSequence: Sendable {
    /// One sample per frame, from the start to rest, both included: time, offset and velocity.
    public let samples: [ScrollFrameSample]
    /// The rate the motion was sampled at, which the animations play at.
    public let framesPerSecond: Double
    /// Where the motion comes to rest.
    public let target: Double
    /// Seconds from the start to rest.
    public let duration: Double

    /// The most frames a sequence may have unless the caller allows more: a minute at 60 fps.
    public static let defaultMaximumFrames = 3600

    /// Plans `gesture` starting at `startOffset`. The layout's release target is computed with the offset the
    /// gesture started at as the drag start, so paging layouts move at most one page per swipe. A motion that would
    /// need more than `maximumFrames` frames is refused before any frame is sampled.
    public init(
        prepared: PreparedScene, startOffset: Double, gesture: ScrollGesture, framesPerSecond: Double,
        maximumFrames: Int = FrameSequence.defaultMaximumFrames
    ) throws {
        let layout = prepared.layout
        let dimension = layout.scrollAxis == .horizontal ? layout.viewSize.width : layout.viewSize.height
        switch gesture {
        case .fling, .drag: try layout.dragWillBegin(atOffset: startOffset)
        case .scroll: break
        }
        let rate = layout.decelerationRatePerMillisecond
        guard rate >= 0, rate < 1 else {
            throw SceneError.badValue(
                reason: "the layout's deceleration rate \(JSONValue.format(rate)) is not between 0 and 1")
        }
        // The layout's release target may throw (a UIKit layout returning NaN); the planner takes a plain closure,
        // so the first error is kept and thrown once the motion is planned.
        let failure = ReleaseFailure()
        let planner = ScrollMotionPlanner(
            offsetRange: layout.offsetRange.closedRange, viewDimension: dimension,
            // A rate of 0, which UIKit accepts (apps that snap by hand set it), keeps no velocity: the smallest
            // positive rate stands for it, whose coast is under 1/70 point at 10,000 points a second.
            decelerationRate: DecelerationRate(perMillisecond: max(rate, .leastNonzeroMagnitude)),
            renderScale: Double(prepared.scene.view.scale)
        ) { releaseOffset, proposed, velocity in
            do {
                return try layout.releaseTarget(
                    releasedAt: releaseOffset, proposed: proposed, velocity: velocity, dragStartOffset: startOffset)
            } catch {
                failure.error = failure.error ?? error
                return proposed
            }
        }
        let sampler = ScrollFrameSampler(framesPerSecond: framesPerSecond)
        let motion: any ScrollMotion
        // When the finger lifts, in seconds from the start; nil when no finger moves the content.
        var releaseTime: Double?
        switch gesture {
        case .fling(let velocity):
            motion = planner.fling(from: startOffset, velocity: velocity)
            releaseTime = 0
        case .drag(let distance, let duration):
            // The drag's frames show before the finger lifts, so a layout lays them out (and its delegate hears of
            // them) before the release target is asked, as on iOS. Their offsets are the sequence's own: the drag
            // is its first segment.
            let drag = DragMotion(
                from: startOffset, distance: distance, duration: duration, rubberBand: planner.rubberBand)
            // A drag too long to draw is refused below, once planned; none of its frames is laid out.
            if drag.duration * framesPerSecond + 1 <= Double(maximumFrames) {
                for index in 0..<sampler.frameCount(forDuration: drag.duration)
                where Double(index) / framesPerSecond < drag.duration {
                    _ = try layout.checkedVisibleAttributes(atOffset: drag.offset(at: Double(index) / framesPerSecond))
                }
            }
            motion = planner.drag(from: startOffset, distance: distance, duration: duration)
            releaseTime = drag.duration
        case .scroll(let position):
            motion = planner.animatedScroll(from: startOffset, to: try position.offset(in: layout))
        }
        if let error = failure.error { throw error }
        let frames = motion.duration * framesPerSecond + 1
        guard frames.isFinite, frames <= Double(maximumFrames) else {
            let count = frames.isFinite && frames < 1e15 ? String(Int(frames.rounded(.up))) : "too many"
            throw SceneError.overLimit(
                .frames,
                reason:
                    "the motion lasts \(JSONValue.format((motion.duration * 1000).rounded() / 1000)) s: \(count) frames at \(JSONValue.format(framesPerSecond)) fps, more than the limit of \(maximumFrames)"
            )
        }
        let samples = sampler.samples(of: motion)
        // The first frame at or after the release: the frames before it are the drag's, laid out above.
        let releaseFrame = releaseTime.map { time in samples.firstIndex { $0.time >= time } ?? samples.count }
        try layout.motionWillPlay(offsets: samples.map(\.offset), releaseFrame: releaseFrame)
        self.samples = samples
        self.framesPerSecond = framesPerSecond
        target = motion.finalOffset
        duration = motion.duration
    }

    /// The frame file name for sample `index`: `frame-0000.png`, ...
    public static func fileName(index: Int) -> String {
        let digits = String(index)
        return "frame-" + String(repeating: "0", count: max(0, 4 - digits.count)) + digits + ".png"
    }

    /// The sequence's `manifest.json`: the rate, each frame's file, time, offset and velocity, and the rest.
    package var manifest: SequenceManifest {
        SequenceManifest(
            fps: framesPerSecond,
            frames: samples.map { sample in
                SequenceManifest.Frame(
                    file: FrameSequence.fileName(index: sample.index), t: sample.time, offset: sample.offset,
                    velocity: sample.velocity)
            }, target: target, duration: duration)
    }
}

/// The first error a layout threw while the planner asked it for a release target.
private final class ReleaseFailure {
    var error: (any Error)?
}
