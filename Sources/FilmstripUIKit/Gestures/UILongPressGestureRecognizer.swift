/// A press held in place, with UIKit's defaults.
open class UILongPressGestureRecognizer: UIGestureRecognizer {
    /// How long the finger must stay down; 0.5 s by default.
    open var minimumPressDuration: TimeInterval = 0.5
    /// How far the finger may move before the press fails; 10 points by default.
    open var allowableMovement: CGFloat = 10
    /// Taps before the press; none by default.
    open var numberOfTapsRequired = 0
    /// Fingers needed; 1 by default.
    open var numberOfTouchesRequired = 1
}
