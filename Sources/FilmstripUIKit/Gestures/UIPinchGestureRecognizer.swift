/// Two fingers pinching: the scale since the gesture began, which no touch changes here.
open class UIPinchGestureRecognizer: UIGestureRecognizer {
    /// The scale; 1 until code sets it.
    open var scale: CGFloat = 1
    /// The scale's speed per second: zero.
    open var velocity: CGFloat { 0 }
}
