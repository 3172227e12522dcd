/// What moves the slider in a frame sequence.
public enum ScrollGesture: Sendable, Equatable {
    /// Released at the start with `velocity` points per second (positive: content moves left, the offset grows).
    case fling(velocity: Double)
    /// The finger moves `distance` points over `duration` seconds at a constant speed (positive: the offset
    /// grows), then lets go with the finger's velocity.
    case drag(distance: Double, duration: Double)
    /// `setContentOffset(_:animated: true)` to an offset or to the offset that centres an item.
    case scroll(to: Scene.Position)
}
