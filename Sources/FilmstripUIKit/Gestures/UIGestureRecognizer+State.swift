extension UIGestureRecognizer {
    /// A recognizer's progress through a gesture.
    public enum State: Int, Sendable {
        /// No gesture yet: where every recognizer stays in a rendering.
        case possible = 0
        /// A continuous gesture began.
        case began
        /// A continuous gesture changed.
        case changed
        /// The gesture ended (a discrete gesture was recognized).
        case ended
        /// The gesture was cancelled.
        case cancelled
        /// The gesture failed.
        case failed
        /// A discrete gesture recognized: `.ended`.
        public static var recognized: State { .ended }
    }
}
