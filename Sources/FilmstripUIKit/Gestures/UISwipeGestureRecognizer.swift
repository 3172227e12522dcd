/// A swipe in one of its permitted directions.
open class UISwipeGestureRecognizer: UIGestureRecognizer {
    /// The permitted directions; `.right` by default.
    open var direction: Direction = .right
    /// Fingers needed; 1 by default.
    open var numberOfTouchesRequired = 1
}
