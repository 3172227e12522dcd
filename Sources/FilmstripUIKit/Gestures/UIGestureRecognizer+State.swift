extension UIGestureRecognizer {
    /// A recognizer's progress through a gesture.
    public enum State: Int, Sendable {
        case possible = 0
        case began, changed, ended, cancelled, failed
        /// A discrete gesture recognized: `.ended`.
        public static var recognized: State { .ended }
    }
}
