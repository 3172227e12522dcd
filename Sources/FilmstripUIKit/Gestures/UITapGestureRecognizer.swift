/// A tap: how many taps and fingers it takes.
open class UITapGestureRecognizer: UIGestureRecognizer {
    /// Taps needed; 1 by default.
    open var numberOfTapsRequired = 1
    /// Fingers needed; 1 by default.
    open var numberOfTouchesRequired = 1
}
