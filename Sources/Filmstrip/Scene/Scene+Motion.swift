extension Scene {
    /// Where a scene's view is scrolled to and what moves it: the position of a still (and the start of a sequence),
    /// the release velocity reported with it, and a sequence's gesture and frame rate.
    public struct Motion: Sendable {
        /// Where the view is scrolled to for a still, and where a sequence starts.
        public var position: Scene.Position = .start
        /// Release velocity for `targetContentOffset`, in points per millisecond.
        public var velocity: Double = 0
        /// What moves the view in a frame sequence; nil for a still.
        public var gesture: ScrollGesture?
        /// Frame rate of a sequence.
        public var framesPerSecond = 60.0

        /// At the start, at rest, no gesture, 60 frames per second.
        public init() {}
    }
}
